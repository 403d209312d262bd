import { useState } from 'react';
import { ActionIcon, Badge, Group, Paper, ScrollArea, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useT } from '@atrium/sdk/ui';
import type { DeskWithTasks, LaneView, TaskListItem } from '../../shared/types.js';
import { useDeskActions, useMoveTask } from '../api.js';
import { ConfirmButton } from './Confirm.js';
import { LANE_PREFIX, laneKeyboardCoordinates } from './keyboard.js';
import { loadTaskForm, preloading } from '../parts.js';

/** Where a dropped card goes: its lane and the card it follows (null: the top). */
export function dropTarget(tasks: TaskListItem[], activeId: string, overId: string): { lane: string; after: string | null } | null {
  if (overId.startsWith(LANE_PREFIX)) {
    const lane = overId.slice(LANE_PREFIX.length);
    const rest = tasks.filter((t) => t.laneId === lane && t._id !== activeId);
    return { lane, after: rest.at(-1)?._id ?? null };
  }
  const over = tasks.find((t) => t._id === overId);
  const active = tasks.find((t) => t._id === activeId);
  if (!over || !active) return null;
  const ids = tasks.filter((t) => t.laneId === over.laneId).map((t) => t._id);
  const overIndex = ids.indexOf(overId);
  if (active.laneId === over.laneId) {
    const moved = arrayMove(ids, ids.indexOf(activeId), overIndex);
    return { lane: over.laneId, after: moved[overIndex - 1] ?? null };
  }
  return { lane: over.laneId, after: ids[overIndex - 1] ?? null };
}

/** The desk as lanes of cards; managers drag cards with the mouse, touch or the keyboard (space, arrows, space). */
export function Kanban({ desk, tasks, people, onOpen }: DeskWithTasks & { onOpen: (id: string) => void }) {
  const t = useT();
  const move = useMoveTask(desk._id);
  const manage = desk.manage && !desk.finished;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: laneKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = dropTarget(tasks, String(active.id), String(over.id));
    if (target) move.mutate({ task: String(active.id), ...target });
  };
  const names = new Map(people.map((p) => [p._id, p.fullName]));
  const name = (id: UniqueIdentifier) => tasks.find((x) => x._id === id)?.name ?? '';
  /** What a screen reader hears about the place under the card: a lane, or a card in its lane. */
  const place = (over: { id: UniqueIdentifier } | null, active: UniqueIdentifier) => {
    if (!over) return null;
    const id = String(over.id);
    const laneId = id.startsWith(LANE_PREFIX) ? id.slice(LANE_PREFIX.length) : tasks.find((x) => x._id === id)?.laneId;
    const lane = desk.lanes.find((l) => l._id === laneId)?.name ?? '';
    if (id.startsWith(LANE_PREFIX)) return t('dnd.inLane', { lane });
    return id === active ? t('dnd.inPlace', { lane }) : t('dnd.atCard', { lane, card: name(id) });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.picked', { name: name(active.id) }),
          onDragOver: ({ active, over }) => {
            const at = place(over, active.id);
            return at ? t('dnd.moving', { name: name(active.id), place: at }) : t('dnd.nowhere', { name: name(active.id) });
          },
          onDragEnd: ({ active, over }) => {
            const at = place(over, active.id);
            return at ? t('dnd.dropped', { name: name(active.id), place: at }) : t('dnd.cancelled', { name: name(active.id) });
          },
          onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active.id) }),
        },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md" pb="md">
          {desk.lanes.map((lane) => (
            <Lane
              key={lane._id}
              lane={lane}
              deskId={desk._id}
              tasks={tasks.filter((x) => x.laneId === lane._id)}
              manage={manage}
              onOpen={onOpen}
              names={names}
            />
          ))}
        </Group>
      </ScrollArea>
    </DndContext>
  );
}

function Lane({
  lane,
  deskId,
  tasks,
  manage,
  onOpen,
  names,
}: {
  lane: LaneView;
  deskId: string;
  tasks: TaskListItem[];
  manage: boolean;
  onOpen: (id: string) => void;
  names: Map<string, string>;
}) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: `${LANE_PREFIX}${lane._id}`, disabled: !manage });
  const actions = useDeskActions(deskId);
  const [name, setName] = useState('');
  // The field clears at once so the next card can be typed while this one is sent; a failure gives it back.
  const add = async () => {
    const text = name.trim();
    if (!text) return;
    setName('');
    await actions.addTask.mutateAsync({ lane: lane._id, name: text }).catch(() => setName(text));
  };
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      w={280}
      miw={260}
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      component="section"
      aria-label={lane.name}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5">
          {lane.name}{' '}
          <Text span c="dimmed" size="sm">
            ({tasks.length})
          </Text>
        </Title>
        {manage && (
          <ConfirmButton
            size="compact-xs"
            variant="subtle"
            color="red"
            question={t('lane.deleteConfirm', { name: lane.name })}
            onConfirm={() => actions.removeLane.mutateAsync(lane._id)}
          >
            {t('lane.delete')}
          </ConfirmButton>
        )}
      </Group>
      <SortableContext items={tasks.map((x) => x._id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" mih={40}>
          {tasks.map((x) => (
            <Card key={x._id} task={x} manage={manage} onOpen={onOpen} performer={x.performerId ? names.get(x.performerId) : undefined} />
          ))}
        </Stack>
      </SortableContext>
      {manage && (
        <TextInput
          mt="sm"
          size="xs"
          aria-label={t('task.addTo', { lane: lane.name })}
          placeholder={t('task.add')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void add();
          }}
          rightSection={
            <ActionIcon size="sm" variant="subtle" aria-label={t('task.add')} onClick={add}>
              +
            </ActionIcon>
          }
        />
      )}
    </Paper>
  );
}

/** A task as the kanban shows it: a card a manager drags by its handle and anyone opens. */
function Card({
  task,
  manage,
  onOpen,
  performer,
}: {
  task: TaskListItem;
  manage: boolean;
  onOpen: (id: string) => void;
  performer?: string;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task._id,
    disabled: !manage,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      shadow={isDragging ? 'md' : undefined}
      data-card={task.name}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        // The colour is a stripe and the border a frame, so the card's text keeps the theme's contrast.
        boxShadow: task.color ? `inset 6px 0 0 ${task.color}` : undefined,
        paddingLeft: task.color ? 14 : undefined,
        borderColor: task.border ?? undefined,
        borderWidth: task.border ? 2 : undefined,
      }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {manage && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            size="sm"
            aria-label={t('dnd.handle', { name: task.name })}
            {...attributes}
            {...listeners}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            ⠿
          </ActionIcon>
        )}
        <UnstyledButton onClick={() => onOpen(task._id)} {...preloading(loadTaskForm)} style={{ flex: 1 }}>
          <Text size="sm" fw={500}>
            {task.name}
          </Text>
        </UnstyledButton>
      </Group>
      <Group gap={4} mt={4}>
        {task.priority !== 'normal' && (
          <Badge size="xs" color={task.priority === 'low' ? 'gray' : 'red'}>
            {t(`priority.${task.priority}`)}
          </Badge>
        )}
        {task.tags.map((tag) => (
          <Badge key={tag._id} size="xs" variant="light">
            {tag.name}
          </Badge>
        ))}
        {task.checklistTotal > 0 && (
          <Text size="xs" c="dimmed">
            ☑ {task.checklistDone}/{task.checklistTotal}
          </Text>
        )}
        {task.planEnd && (
          <Text size="xs" c="dimmed">
            {task.planEnd}
          </Text>
        )}
        {performer && (
          <Text size="xs" c="dimmed">
            {performer}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
