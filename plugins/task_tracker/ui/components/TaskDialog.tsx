import { useEffect, useState } from 'react';
import {
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
import { PeoplePicker, useT } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { MSG, PRIORITIES, type Priority } from '../../shared/constants.js';
import { TaskInput } from '../../shared/schemas.js';
import type { AttachmentView, LaneView, Person, TaskView } from '../../shared/types.js';
import { useTask, useTaskActions } from '../api.js';
import { ConfirmButton } from './Confirm.js';
import { Colour } from './Colour.js';
import { TaskAttachments } from './TaskAttachments.js';
import { TaskComments } from './TaskComments.js';

/** The names the pickers know before any search: the board's people. */
const cardsOf = (people: Person[]) =>
  new Map<string, EmployeeCard>(
    people.map((p) => [
      p._id,
      {
        _id: p._id,
        fullName: p.fullName,
        firstName: '',
        lastName: '',
        middleName: null,
        position: null,
        departmentId: null,
        avatar: null,
        deleted: false,
      },
    ]),
  );

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
  const [coPerformers, setCoPerformers] = useState(task.coPerformers);
  const [observers, setObservers] = useState(task.observers);
  const [known] = useState(() => cardsOf(people));
  const [planStart, setPlanStart] = useState(task.planStart ?? '');
  const [planEnd, setPlanEnd] = useState(task.planEnd ?? '');
  const [planDays, setPlanDays] = useState<number | string>(task.planDays ?? '');
  const [color, setColor] = useState(task.color ?? '');
  const [border, setBorder] = useState(task.border ?? '');
  const [attachments, setAttachments] = useState<AttachmentView[]>(task.attachments);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [hoursPlan, setHoursPlan] = useState<number | string>(task.hoursPlan ?? '');
  const [hoursFact, setHoursFact] = useState<number | string>(task.hoursFact ?? '');
  const [checklist, setChecklist] = useState(task.checklist);
  const [tags, setTags] = useState(task.tags.map((x) => x.name));
  const [item, setItem] = useState('');
  useEffect(() => setChecklist(task.checklist), [task.checklist]);
  const ro = !task.manage;
  // The body is checked by the server's own schema first, so its rules (dates in order, #rrggbb) show at the field.
  const save = async () => {
    const body = {
      desk: task.deskId,
      lane: laneId,
      name,
      description,
      status: task.status,
      priority,
      performer,
      coPerformers,
      observers,
      planStart: planStart || null,
      planEnd: planEnd || null,
      planDays: planDays === '' ? null : Number(planDays),
      hoursPlan: hoursPlan === '' ? null : Number(hoursPlan),
      hoursFact: hoursFact === '' ? null : Number(hoursFact),
      checklist,
      tags,
      color: color || null,
      border: border || null,
      attachments: attachments.map((a) => a._id),
    };
    const checked = TaskInput.safeParse(body);
    setProblems(Object.fromEntries((checked.error?.issues ?? []).map((i) => [String(i.path[0]), i.message])));
    if (checked.success) await actions.save.mutateAsync(body);
  };
  const err = (field: string) => {
    const key = Object.entries(MSG).find(([, text]) => text === problems[field])?.[0];
    return problems[field] ? (key ? t(`errors.${key}`) : problems[field]) : undefined;
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
        <NumberInput
          label={t('task.planDays')}
          value={planDays}
          onChange={setPlanDays}
          min={0}
          max={3650}
          readOnly={ro}
          error={err('planDays')}
        />
      </Group>
      <Group grow>
        <TextInput
          type="date"
          label={t('task.planStart')}
          value={planStart}
          onChange={(e) => setPlanStart(e.currentTarget.value)}
          readOnly={ro}
          error={err('planStart')}
        />
        <TextInput
          type="date"
          label={t('task.planEnd')}
          value={planEnd}
          onChange={(e) => setPlanEnd(e.currentTarget.value)}
          readOnly={ro}
          error={err('planEnd')}
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
      {ro ? (
        <>
          <Names label={t('task.coPerformers')} ids={coPerformers} known={known} />
          <Names label={t('task.observers')} ids={observers} known={known} />
        </>
      ) : (
        <>
          <PeoplePicker
            label={t('task.coPerformers')}
            value={coPerformers}
            onChange={setCoPerformers}
            known={known}
            max={100}
            error={err('coPerformers')}
          />
          <PeoplePicker
            label={t('task.observers')}
            value={observers}
            onChange={setObservers}
            known={known}
            max={100}
            error={err('observers')}
          />
        </>
      )}
      <Group grow>
        <Colour label={t('task.color')} value={color} onChange={setColor} readOnly={ro} error={err('color')} />
        <Colour label={t('task.border')} value={border} onChange={setBorder} readOnly={ro} error={err('border')} />
      </Group>
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
      <TaskAttachments value={attachments} onChange={setAttachments} readOnly={ro} />
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
      <TaskComments task={task._id} />
    </Stack>
  );
}

/** Co-performers or observers as a read-only line for those who view the card. */
function Names({ label, ids, known }: { label: string; ids: string[]; known: Map<string, EmployeeCard> }) {
  const t = useT();
  return (
    <Stack gap={0}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Text size="sm" c={ids.length ? undefined : 'dimmed'}>
        {ids.length ? ids.map((id) => known.get(id)?.fullName ?? t('task.someone')).join(', ') : t('task.nobody')}
      </Text>
    </Stack>
  );
}
