import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime, useRealtimeRoom, useShownData, useT } from '@atrium/sdk/ui';
import { parentCommentsKey } from '@atrium/plugin-wall/shared/parent-comments.js';
import { TASK_COMMENTS } from '../../shared/constants.js';
import { deskRoom, LIVE } from '../../shared/events.js';
import { useDesk, useDeskActions, useUpdateDesk } from '../api.js';
import { Kanban } from '../components/Kanban.js';
import { TaskDialog } from '../components/TaskDialog.js';
import { ConfirmButton } from '../components/Confirm.js';
import type { DeskFields } from '../components/DeskForm.js';
import { loadDeskForm, loadPeopleForm, loadTaskTable, PartBody, preloading } from '../parts.js';

/** /desk/{_id}: a desk as kanban or table, live for everyone on it. */
export function DeskPage() {
  const { _id: id = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const loaded = useDesk(id);
  const actions = useDeskActions(id);
  const update = useUpdateDesk(id);
  const [view, setView] = useState<'kanban' | 'table'>('kanban');
  const [open, setOpen] = useState<string | null>(null);
  const [lane, setLane] = useState('');
  const [editingPeople, setEditingPeople] = useState(false);
  const [settings, setSettings] = useState(false);
  useRealtimeRoom(id ? deskRoom(id) : null);
  const refresh = () => void qc.invalidateQueries({ queryKey: ['task_tracker'] });
  useRealtime(LIVE.task, refresh);
  useRealtime(LIVE.removed, refresh);
  useRealtime(LIVE.desk, refresh);
  // A comment written in another tab: the wall's comment list of the tasks reads its page again.
  useRealtime(LIVE.comment, () => void qc.invalidateQueries({ queryKey: parentCommentsKey(TASK_COMMENTS) }));
  // The lanes and cards are built in a background render, the loader staying until they commit.
  const shown = useShownData(loaded.data);
  if (loaded.isLoading || shown !== loaded.data) return <Loader m="md" aria-label={t('loading')} />;
  if (!shown) return <Text p="md">{t('desk.unavailable')}</Text>;
  const { desk, tasks, people } = shown;
  const manage = desk.manage;
  const addLane = async () => {
    if (!lane.trim()) return;
    await update.mutateAsync({
      name: desk.name,
      description: desk.description,
      status: desk.status,
      background: desk.background,
      admins: desk.admins,
      members: desk.members,
      lanes: [...desk.lanes.map((l) => ({ _id: l._id, name: l.name })), { name: lane }],
    });
    setLane('');
  };
  const saveSettings = async (v: DeskFields) => {
    await update.mutateAsync({
      ...v,
      admins: desk.admins,
      members: desk.members,
      lanes: desk.lanes.map((l) => ({ _id: l._id, name: l.name })),
    });
    setSettings(false);
  };
  return (
    <Stack p="md" style={{ borderTop: desk.background ? `6px solid ${desk.background}` : undefined }}>
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={1} size="h2">
            {desk.name}
          </Title>
          <Badge variant="light">{t(`status.${desk.status}`)}</Badge>
        </Group>
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'kanban' | 'table')}
          {...preloading(loadTaskTable)}
          data={[
            { value: 'kanban', label: t('view.kanban') },
            { value: 'table', label: t('view.table') },
          ]}
        />
      </Group>
      {desk.description && <Text c="dimmed">{desk.description}</Text>}
      {!manage && (
        // Members view and comment (spec): the board says so, and who manages it, instead of missing controls.
        <Alert variant="light" color="gray" data-testid="desk-managed-by">
          {t('desk.managedBy', {
            names: [desk.ownerId, ...desk.admins]
              .map((id) => people.find((p) => p._id === id)?.fullName)
              .filter(Boolean)
              .join(', '),
          })}
        </Alert>
      )}
      {manage && (
        <Group>
          {!desk.finished && (
            <TextInput
              size="xs"
              aria-label={t('lane.new')}
              placeholder={t('lane.new')}
              value={lane}
              onChange={(e) => setLane(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void addLane();
              }}
            />
          )}
          {!desk.finished && (
            <Button size="xs" variant="light" onClick={addLane} disabled={!lane.trim()}>
              {t('lane.add')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => setSettings(true)} {...preloading(loadDeskForm)}>
            {t('desk.settings')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditingPeople(true)} {...preloading(loadPeopleForm)}>
            {t('desk.people')}
          </Button>
          <Button size="xs" variant="default" onClick={() => actions.finish.mutate(!desk.finished)}>
            {desk.finished ? t('desk.restore') : t('desk.finish')}
          </Button>
          <ConfirmButton
            size="xs"
            variant="subtle"
            color="red"
            question={t('desk.deleteConfirm', { name: desk.name })}
            onConfirm={async () => {
              await actions.remove.mutateAsync();
              navigate('/task-tracker/');
            }}
          >
            {t('desk.delete')}
          </ConfirmButton>
        </Group>
      )}
      {view === 'kanban' ? (
        desk.lanes.length ? (
          <Kanban desk={desk} tasks={tasks} people={people} onOpen={setOpen} />
        ) : (
          <Text c="dimmed">{t('lane.empty')}</Text>
        )
      ) : (
        <PartBody load={loadTaskTable} base={{ desk: id }} lanes={desk.lanes} onOpen={setOpen} />
      )}
      <TaskDialog id={open} onClose={() => setOpen(null)} people={people} lanes={desk.lanes} />
      <Modal opened={settings} onClose={() => setSettings(false)} title={t('desk.settings')}>
        {settings && <PartBody load={loadDeskForm} initial={desk} submit={t('save')} onSubmit={saveSettings} pending={update.isPending} />}
      </Modal>
      <Modal opened={editingPeople} onClose={() => setEditingPeople(false)} title={t('desk.people')}>
        {editingPeople && <PartBody load={loadPeopleForm} desk={desk} people={people} onClose={() => setEditingPeople(false)} />}
      </Modal>
    </Stack>
  );
}
