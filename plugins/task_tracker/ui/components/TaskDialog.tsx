import { useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { PRIORITIES, type Priority } from '../../shared/constants.js';
import type { LaneView, Person, TaskView } from '../../shared/types.js';
import { useTask, useTaskActions } from '../api.js';
import { ConfirmButton } from './Confirm.js';

/** The card dialog: fields, checklist, tags and attachments (managers edit them), and comments for everyone on the board. */
export function TaskDialog({
  id,
  onClose,
  people,
  lanes,
}: {
  id: string | null;
  onClose: () => void;
  people: Person[];
  lanes: LaneView[];
}) {
  const t = useT();
  const task = useTask(id);
  return (
    <Modal
      opened={!!id}
      onClose={onClose}
      title={task.data?.name ?? t('task.title')}
      size="lg"
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 500}
    >
      {task.isLoading && <Loader aria-label={t('loading')} />}
      {task.data && <TaskForm key={task.data._id + task.data.updatedAt} task={task.data} onClose={onClose} people={people} lanes={lanes} />}
    </Modal>
  );
}

function TaskForm({ task, onClose, people, lanes }: { task: TaskView; onClose: () => void; people: Person[]; lanes: LaneView[] }) {
  const t = useT();
  const actions = useTaskActions(task._id);
  const [name, setName] = useState(task.name);
  const [description, setDescription] = useState(task.description);
  const [priority, setPriority] = useState<Priority>(task.priority);
  // Moving to another lane here is the keyboard's and the phone's way besides dragging (the card goes to its end).
  const [laneId, setLaneId] = useState(task.laneId);
  const [performer, setPerformer] = useState<string | null>(task.performerId);
  const [planEnd, setPlanEnd] = useState(task.planEnd ?? '');
  const [hoursPlan, setHoursPlan] = useState<number | string>(task.hoursPlan ?? '');
  const [hoursFact, setHoursFact] = useState<number | string>(task.hoursFact ?? '');
  const [checklist, setChecklist] = useState(task.checklist);
  const [tags, setTags] = useState(task.tags.map((x) => x.name));
  const [item, setItem] = useState('');
  const [comment, setComment] = useState('');
  useEffect(() => setChecklist(task.checklist), [task.checklist]);
  const ro = !task.manage;
  const save = () =>
    actions.save.mutateAsync({
      desk: task.deskId,
      lane: laneId,
      name,
      description,
      status: task.status,
      priority,
      performer,
      coPerformers: task.coPerformers,
      observers: task.observers,
      planStart: task.planStart && planEnd && planEnd < task.planStart ? null : task.planStart,
      planEnd: planEnd || null,
      planDays: task.planDays,
      hoursPlan: hoursPlan === '' ? null : Number(hoursPlan),
      hoursFact: hoursFact === '' ? null : Number(hoursFact),
      checklist,
      tags,
      color: task.color,
      border: task.border,
      attachments: task.attachments.map((a) => a._id),
    });
  const send = async () => {
    if (!comment.trim()) return;
    await actions.comment.mutateAsync(comment);
    setComment('');
  };
  return (
    <Stack>
      <TextInput label={t('task.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} readOnly={ro} required />
      <Textarea
        label={t('task.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        readOnly={ro}
        autosize
        minRows={2}
      />
      <Group grow>
        <Select
          label={t('task.priority')}
          value={priority}
          onChange={(v) => v && setPriority(v as Priority)}
          data={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          readOnly={ro}
        />
        <TextInput
          type="date"
          label={t('task.planEnd')}
          value={planEnd}
          onChange={(e) => setPlanEnd(e.currentTarget.value)}
          readOnly={ro}
        />
      </Group>
      <Select
        label={t('task.lane')}
        value={laneId}
        onChange={(v) => v && setLaneId(v)}
        data={lanes.map((l) => ({ value: l._id, label: l.name }))}
        readOnly={ro}
      />
      <Select
        label={t('task.performer')}
        value={performer}
        onChange={setPerformer}
        clearable
        data={people.map((p) => ({ value: p._id, label: p.fullName }))}
        readOnly={ro}
      />
      <Group grow>
        <NumberInput label={t('task.hoursPlan')} value={hoursPlan} onChange={setHoursPlan} min={0} readOnly={ro} />
        <NumberInput label={t('task.hoursFact')} value={hoursFact} onChange={setHoursFact} min={0} readOnly={ro} />
      </Group>
      <TagsInput label={t('task.tags')} value={tags} onChange={setTags} readOnly={ro} maxTags={20} />
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t('task.checklist')}
        </Text>
        {checklist.map((c, i) => (
          <Checkbox
            key={i}
            label={c.text}
            checked={c.done}
            disabled={ro}
            onChange={(e) => {
              const done = e.currentTarget.checked;
              setChecklist(checklist.map((x, j) => (j === i ? { ...x, done } : x)));
            }}
          />
        ))}
        {!ro && (
          <TextInput
            size="xs"
            aria-label={t('task.checklistAdd')}
            placeholder={t('task.checklistAdd')}
            value={item}
            onChange={(e) => setItem(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && item.trim()) {
                setChecklist([...checklist, { text: item.trim(), done: false }]);
                setItem('');
              }
            }}
          />
        )}
      </Stack>
      {task.attachments.length > 0 && (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {t('task.attachments')}
          </Text>
          {task.attachments.map((a) => (
            <Anchor key={a._id} href={a.url} target="_blank" size="sm">
              {a.name}
            </Anchor>
          ))}
        </Stack>
      )}
      {!ro && (
        <Group justify="space-between">
          <ConfirmButton
            variant="subtle"
            color="red"
            question={t('task.deleteConfirm', { name: task.name })}
            onConfirm={async () => {
              await actions.remove.mutateAsync();
              onClose();
            }}
          >
            {t('delete')}
          </ConfirmButton>
          <Button onClick={save} loading={actions.save.isPending} disabled={!name.trim()}>
            {t('save')}
          </Button>
        </Group>
      )}
      <Divider label={t('comments.title')} />
      <Group align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('comments.new')}
          placeholder={t('comments.new')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autosize
        />
        <Button onClick={send} loading={actions.comment.isPending} disabled={!comment.trim()}>
          {t('comments.send')}
        </Button>
      </Group>
      {task.comments.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('comments.empty')}
        </Text>
      )}
      {task.comments.map((c) => (
        <Stack key={c._id} gap={0}>
          <Text size="xs" c="dimmed">
            {new Date(c.createdAt).toLocaleString()}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.text}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
