import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormat, useT } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';
import type { LaneView, TaskView } from '../../shared/types.js';
import { TaskAttachments } from './TaskAttachments.js';

/**
 * The task as those who only view it (the board's members) see it: its fields as text, not inputs they cannot
 * change; an empty field shows a dash.
 */
export function TaskFacts({ task, people, lanes }: { task: TaskView; people: EmployeeCard[]; lanes: LaneView[] }) {
  const t = useT();
  const format = useFormat();
  const name = (id: string) => people.find((p) => p._id === id)?.fullName ?? t('task.someone');
  const names = (ids: string[]) => (ids.length ? ids.map(name).join(', ') : t('task.nobody'));
  const day = (value: string | null) => value && format.day(value);
  const number = (value: number | null) => value !== null && format.number(value);
  const facts: [string, ReactNode][] = [
    [t('task.priority'), t(`priority.${task.priority}`)],
    [t('task.lane'), lanes.find((l) => l._id === task.laneId)?.name],
    [t('task.performer'), task.performerId ? name(task.performerId) : t('task.nobody')],
    [t('task.coPerformers'), names(task.coPerformers)],
    [t('task.observers'), names(task.observers)],
    [t('task.planStart'), day(task.planStart)],
    [t('task.planEnd'), day(task.planEnd)],
    [t('task.planDays'), number(task.planDays)],
    [t('task.hoursPlan'), number(task.hoursPlan)],
    [t('task.hoursFact'), number(task.hoursFact)],
    [
      t('task.tags'),
      task.tags.length > 0 && (
        <Group gap={4}>
          {task.tags.map((tag) => (
            <Badge key={tag._id} variant="light" size="sm">
              {tag.name}
            </Badge>
          ))}
        </Group>
      ),
    ],
  ];
  return (
    <Stack data-testid="task-facts">
      {task.description && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{task.description}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" component="div">
              {value || '—'}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {task.checklist.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('task.checklist')}
          </Text>
          {task.checklist.map((c, i) => (
            <Text key={i} size="sm">
              {c.done ? '☑' : '☐'} {c.text}
            </Text>
          ))}
        </Stack>
      )}
      <TaskAttachments value={task.attachments} />
    </Stack>
  );
}
