import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Select, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { DateField, PeoplePicker, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { PRIORITIES } from '../../shared/constants.js';
import { TaskInput } from '../../shared/schemas.js';
import type { AttachmentView, LaneView, TaskView } from '../../shared/types.js';
import { useTaskActions } from '../api.js';
import { ConfirmButton } from './Confirm.js';
import { Colour } from './Colour.js';
import { TaskAttachments } from './TaskAttachments.js';

/** The task's fields as the form edits them: cleared inputs are empty strings until the body is made. */
const fieldsOf = (task: TaskView) => ({
  name: task.name,
  description: task.description,
  priority: task.priority,
  // Moving to another lane here is the keyboard's and the phone's way besides dragging (the task goes to its end).
  lane: task.laneId,
  performer: task.performerId,
  coPerformers: task.coPerformers,
  observers: task.observers,
  planStart: task.planStart ?? '',
  planEnd: task.planEnd ?? '',
  planDays: (task.planDays ?? '') as number | string,
  hoursPlan: (task.hoursPlan ?? '') as number | string,
  hoursFact: (task.hoursFact ?? '') as number | string,
  checklist: task.checklist,
  tags: task.tags.map((x) => x.name),
  color: task.color ?? '',
  border: task.border ?? '',
  attachments: task.attachments as AttachmentView[],
});
type TaskFields = ReturnType<typeof fieldsOf>;

const numberOrNull = (v: number | string) => (v === '' ? null : Number(v));

/** The body `PUT api/task/{id}` takes from the fields, the task's desk and status kept. */
const bodyOf = (task: TaskView) => (v: TaskFields) => ({
  ...v,
  desk: task.deskId,
  status: task.status,
  planStart: v.planStart || null,
  planEnd: v.planEnd || null,
  planDays: numberOrNull(v.planDays),
  hoursPlan: numberOrNull(v.hoursPlan),
  hoursFact: numberOrNull(v.hoursFact),
  color: v.color || null,
  border: v.border || null,
  attachments: v.attachments.map((a) => a._id),
});

/** The task's fields, checklist, tags and attachments as its managers edit them (a part: loaded when a task opens). */
export default function TaskForm({
  task,
  onClose,
  people,
  lanes,
}: {
  task: TaskView;
  onClose: () => void;
  people: EmployeeCard[];
  lanes: LaneView[];
}) {
  const t = useT();
  const actions = useTaskActions(task._id);
  // The body is checked by the server's own schema first, so its rules (dates in order, #rrggbb) show at the field.
  const form = useSchemaForm(TaskInput, fieldsOf(task), bodyOf(task));
  // The names the pickers know before any search: the desk's people.
  const [known] = useState(() => new Map(people.map((p) => [p._id, p])));
  const [item, setItem] = useState('');
  const { setFieldValue } = form;
  const field = (path: keyof TaskFields) => form.getInputProps(path);
  // A day picker's empty value is null; the form keeps '' like its other cleared fields.
  const day = (path: 'planStart' | 'planEnd') => ({
    ...field(path),
    value: form.values[path] || null,
    onChange: (v: string | null) => setFieldValue(path, v ?? ''),
  });
  const { checklist } = form.values;
  return (
    <form onSubmit={form.submit((body) => actions.save.mutateAsync(body))}>
      <Stack>
        <TextInput label={t('task.name')} {...field('name')} required />
        <Textarea label={t('task.description')} {...field('description')} autosize minRows={2} />
        <Group grow>
          <Select
            label={t('task.priority')}
            {...field('priority')}
            allowDeselect={false}
            data={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          />
          <NumberInput label={t('task.planDays')} {...field('planDays')} min={0} max={3650} />
        </Group>
        <Group grow>
          <DateField label={t('task.planStart')} {...day('planStart')} clearable />
          <DateField label={t('task.planEnd')} {...day('planEnd')} clearable />
        </Group>
        <Select
          label={t('task.lane')}
          {...field('lane')}
          allowDeselect={false}
          data={lanes.map((l) => ({ value: l._id, label: l.name }))}
        />
        <Select
          label={t('task.performer')}
          {...field('performer')}
          clearable
          data={people.map((p) => ({ value: p._id, label: p.fullName }))}
        />
        <PeoplePicker label={t('task.coPerformers')} {...form.valueProps('coPerformers')} known={known} max={100} />
        <PeoplePicker label={t('task.observers')} {...form.valueProps('observers')} known={known} max={100} />
        <Group grow>
          <Colour label={t('task.color')} {...form.valueProps('color')} />
          <Colour label={t('task.border')} {...form.valueProps('border')} />
        </Group>
        <Group grow>
          <NumberInput label={t('task.hoursPlan')} {...field('hoursPlan')} min={0} />
          <NumberInput label={t('task.hoursFact')} {...field('hoursFact')} min={0} />
        </Group>
        <TagsInput label={t('task.tags')} {...field('tags')} maxTags={20} />
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('task.checklist')}
          </Text>
          {checklist.map((c, i) => (
            <Checkbox
              key={i}
              label={c.text}
              checked={c.done}
              onChange={(e) => {
                const done = e.currentTarget.checked;
                setFieldValue('checklist', (list) => list.map((x, j) => (j === i ? { ...x, done } : x)));
              }}
            />
          ))}
          <TextInput
            size="xs"
            aria-label={t('task.checklistAdd')}
            placeholder={t('task.checklistAdd')}
            value={item}
            onChange={(e) => setItem(e.currentTarget.value)}
            onKeyDown={(e) => {
              // Enter adds the item here instead of submitting the task.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (!item.trim()) return;
              setFieldValue('checklist', (list) => [...list, { text: item.trim(), done: false }]);
              setItem('');
            }}
          />
        </Stack>
        <TaskAttachments {...form.valueProps('attachments')} />
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
          <Button type="submit" loading={actions.save.isPending} disabled={!form.values.name.trim()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
