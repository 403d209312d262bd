import type { ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';

/**
 * A list reordered by dragging each row's handle, or with the keyboard (space to pick up, arrows to move, space
 * to drop): `onOrder` gets the new order of the ids.
 */
export function SortableList<T extends { _id: string; name: string }>({
  items,
  onOrder,
  render,
}: {
  items: T[];
  onOrder: (ids: string[]) => void;
  render: (item: T) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = (e: DragEndEvent) => {
    const over = e.over?.id;
    if (!over || over === e.active.id) return;
    const ids = items.map((i) => i._id);
    onOrder(arrayMove(ids, ids.indexOf(String(e.active.id)), ids.indexOf(String(over))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={items.map((i) => i._id)} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <SortableRow key={item._id} id={item._id} name={item.name}>
            {render(item)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-lg)' : undefined,
      }}
    >
      <Group align="start" wrap="nowrap" gap="xs">
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          variant="subtle"
          size="sm"
          aria-label={t('scenario.drag', { name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          ⠿
        </ActionIcon>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </div>
  );
}
