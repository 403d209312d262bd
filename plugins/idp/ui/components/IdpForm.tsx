import { ActionIcon, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { DateField, PeoplePicker, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import type { EmployeeCard } from '@atrium/sdk/shared';
import type { z } from 'zod';
import { IdpInput } from '../../shared/schemas.js';

export interface IdpDraft extends Record<string, unknown> {
  title: string;
  employee: string[];
  observer: string[];
  description: string;
  tasks: { _id?: string; title: string; deadline: string; finished?: boolean }[];
  notes: { _id?: string; text: string }[];
}
export type IdpBody = z.input<typeof IdpInput>;

export const emptyDraft = (): IdpDraft => ({ title: '', employee: [], observer: [], description: '', tasks: [], notes: [] });

/**
 * The plan's fields over the shared schema: title, employee and observer (`PeoplePicker`), description, tasks
 * with their deadlines and notes. A finished task shows but does not change (the server refuses it too).
 */
export function IdpForm(p: {
  initial: IdpDraft;
  known?: Map<string, EmployeeCard>;
  onSave(body: IdpBody): Promise<unknown>;
  onCancel?(): void;
}) {
  const t = useT();
  const form = useSchemaForm(IdpInput, p.initial, (v): IdpBody => ({
    title: v.title,
    employee: v.employee.at(-1) ?? '',
    observer: v.observer.at(-1) ?? null,
    description: v.description,
    tasks: v.tasks.map((x) => ({ ...(x._id ? { _id: x._id } : {}), title: x.title, deadline: x.deadline })),
    notes: v.notes.map((x) => ({ ...(x._id ? { _id: x._id } : {}), text: x.text })),
  }));
  const errors = form.errors;
  const picker = (field: 'employee' | 'observer') => {
    const v = form.valueProps(field);
    return <PeoplePicker label={t(`form.${field}`)} max={1} known={p.known} value={v.value} onChange={v.onChange} error={v.error} />;
  };
  return (
    <form noValidate onSubmit={form.submit(p.onSave)}>
      <Stack maw={720} gap="sm">
        <TextInput label={t('form.title')} required {...form.getInputProps('title')} />
        {picker('employee')}
        {picker('observer')}
        <Textarea label={t('form.description')} autosize minRows={2} {...form.getInputProps('description')} />
        <Title order={2} size="h4">
          {t('tabs.tasks')}
        </Title>
        {form.values.tasks.map((task, i) => (
          <Paper key={task._id ?? `new-${i}`} withBorder p="xs">
            <Group align="flex-end" wrap="wrap" gap="xs">
              <TextInput
                style={{ flex: '1 1 220px' }}
                label={t('form.taskTitle')}
                disabled={task.finished}
                {...form.getInputProps(`tasks.${i}.title`)}
              />
              <DateField
                label={t('form.deadline')}
                disabled={task.finished}
                value={task.deadline || null}
                onChange={(day) => form.setFieldValue(`tasks.${i}.deadline`, day ?? '')}
                error={errors[`tasks.${i}.deadline`] as string | undefined}
              />
              {!task.finished && (
                <ActionIcon variant="subtle" color="red" aria-label={t('form.removeTask')} onClick={() => form.removeListItem('tasks', i)}>
                  ×
                </ActionIcon>
              )}
            </Group>
          </Paper>
        ))}
        <Group>
          <Button variant="light" onClick={() => form.insertListItem('tasks', { title: '', deadline: '' })}>
            {t('form.addTask')}
          </Button>
        </Group>
        <Title order={2} size="h4">
          {t('tabs.notes')}
        </Title>
        {form.values.notes.map((note, i) => (
          <Group key={note._id ?? `new-${i}`} align="flex-end" gap="xs" wrap="nowrap">
            <Textarea style={{ flex: 1 }} autosize label={t('form.note')} {...form.getInputProps(`notes.${i}.text`)} />
            <ActionIcon variant="subtle" color="red" aria-label={t('form.removeNote')} onClick={() => form.removeListItem('notes', i)}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" onClick={() => form.insertListItem('notes', { text: '' })}>
            {t('form.addNote')}
          </Button>
        </Group>
        <Group>
          <Button type="submit">{t('form.save')}</Button>
          {p.onCancel && (
            <Button variant="default" onClick={p.onCancel}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
