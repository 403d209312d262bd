import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useFormat, useRuleText, useT } from '@atrium/sdk/ui';
import { idpRoutes } from '../../shared/routes.js';
import type { IdpView } from '../../shared/types.js';
import { useIdpMutation, usePlan } from '../api.js';
import { IdpForm, type IdpBody, type IdpDraft } from '../components/IdpForm.js';

const draftOf = (p: IdpView): IdpDraft => ({
  title: p.title,
  employee: [p.employee._id],
  observer: p.observer ? [p.observer._id] : [],
  description: p.description,
  tasks: p.tasks.map((x) => ({ _id: x._id, title: x.title, deadline: x.deadline, finished: x.finished })),
  notes: p.notes.map((n) => ({ _id: n._id, text: n.text })),
});

/** /idp/{id}: the plan, its tasks, notes and change log; those who may change it edit, finish tasks and the plan. */
export function IdpPage() {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const id = useParams().id!;
  const plan = usePlan(id);
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = useRuleText();
  // A refusal (409: open tasks, finished already) shows its text on the page; nothing changed.
  const quietly = (e: unknown) => setRefusal(text(e as Parameters<typeof text>[0]));
  const update = useIdpMutation((api, body: Partial<IdpBody>) => api.call(idpRoutes.update, { params: { id }, body }, { quiet: true }));
  const finishTask = useIdpMutation((api, task: string) => api.call(idpRoutes.finishTask, { body: { idp: id, task } }, { quiet: true }));
  const remove = useIdpMutation((api) => api.call(idpRoutes.remove, { params: { id } }));
  if (!plan.data) return <Loader m="md" aria-label={t('loading')} />;
  const p = plan.data;
  const open = p.canEdit && p.status === 'active';
  if (editing) {
    const known = new Map([p.employee, p.creator, ...(p.observer ? [p.observer] : [])].map((c) => [c._id, c]));
    return (
      <Stack p="md" gap="md">
        <Title order={1}>{p.title}</Title>
        <IdpForm
          initial={draftOf(p)}
          known={known}
          onSave={async (body) => (await update.mutateAsync(body), setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      </Stack>
    );
  }
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{p.title}</Title>
        <Badge variant="light" color={p.status === 'finished' ? 'green' : 'blue'}>
          {t(`status.${p.status}`)}
        </Badge>
      </Group>
      <Stack gap={2}>
        <Text>{t('plan.employee', { name: p.employee.fullName })}</Text>
        {p.observer && <Text>{t('plan.observer', { name: p.observer.fullName })}</Text>}
        <Text size="sm" c="dimmed">
          {t('plan.created', { name: p.creator.fullName, date: format.date(p.createdAt) })}
        </Text>
      </Stack>
      {p.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Text>}
      {refusal && (
        <Alert color="red" withCloseButton onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {p.canEdit && (
        <Group>
          {open && <Button onClick={() => setEditing(true)}>{t('plan.edit')}</Button>}
          {open && (
            <Button variant="light" onClick={() => update.mutateAsync({ status: 'finished' }).catch(quietly)}>
              {t('plan.finish')}
            </Button>
          )}
          <Button variant="subtle" color="red" onClick={async () => (await remove.mutateAsync(undefined), navigate('/idp'))}>
            {t('plan.delete')}
          </Button>
        </Group>
      )}
      <Tabs defaultValue="tasks" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tasks">{t('tabs.tasks')}</Tabs.Tab>
          <Tabs.Tab value="notes">{t('tabs.notes')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tasks" pt="md">
          {!p.tasks.length && <Text c="dimmed">{t('plan.noTasks')}</Text>}
          <Stack gap="xs">
            {p.tasks.map((task) => (
              <Group key={task._id} justify="space-between" wrap="wrap" gap="xs">
                <Checkbox
                  label={task.title}
                  checked={task.finished}
                  disabled={!open || task.finished}
                  onChange={() => finishTask.mutateAsync(task._id).catch(quietly)}
                />
                <Text size="sm" c={!task.finished && task.deadline < new Date().toISOString().slice(0, 10) ? 'red' : 'dimmed'}>
                  {t('plan.deadline', { date: format.day(task.deadline) })}
                </Text>
              </Group>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          {!p.notes.length && <Text c="dimmed">{t('plan.noNotes')}</Text>}
          <Stack gap="xs">
            {p.notes.map((n) => (
              <Text key={n._id} style={{ whiteSpace: 'pre-wrap' }}>
                {n.text}
              </Text>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <Stack gap="xs">
            {p.history.map((h) => (
              <Text key={h._id} size="sm">
                {format.dateTime(h.createdAt)} · {h.user.fullName}: {t(`history.${h.action}`)}
                {h.details.length > 0 &&
                  ` (${h.action === 'changed' ? h.details.map((d) => t(`history.field.${d}`)).join(', ') : h.details.join(', ')})`}
              </Text>
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
