import { useEffect, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortableListProps } from '../sortable.js';

/**
 * Rows reordered by dragging a handle, or with the keyboard (space or enter to pick up, arrows to move, space or
 * enter to drop, escape to cancel), each step announced to screen readers. The new order shows at once; when the
 * owner's `onOrder` fails (rejects) the list goes back to the order it was given.
 */
export default function SortableListForm<T extends { _id: string }>({ items, titleOf, onOrder, render, canDrag }: SortableListProps<T>) {
  const { t } = useTranslation('common');
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = (id: string | number) => {
    const item = order.find((i) => i._id === String(id));
    return item ? titleOf(item) : '';
  };
  const end = (e: DragEndEvent) => {
    const id = String(e.active.id);
    const over = e.over ? String(e.over.id) : null;
    if (!over || over === id) return;
    const next = arrayMove(
      order,
      order.findIndex((i) => i._id === id),
      order.findIndex((i) => i._id === over),
    );
    setOrder(next);
    Promise.resolve(onOrder(next, id)).catch(() => setOrder(items));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.picked', { title: title(active.id) }),
    onDragOver: ({ active, over }) =>
      !over ? '' : t(over.id === active.id ? 'drag.inPlace' : 'drag.over', { title: title(active.id), over: title(over.id) }),
    onDragEnd: ({ active, over }) => t(over ? 'drag.dropped' : 'drag.cancelled', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { title: title(active.id) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={order.map((i) => i._id)} strategy={verticalListSortingStrategy}>
        {order.map((item) => (
          <SortableRow key={item._id} id={item._id} title={titleOf(item)} disabled={canDrag ? !canDrag(item) : false}>
            {(handle) => render(item, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: { id: string; title: string; disabled: boolean; children(handle: ReactNode): ReactNode }) {
  const { t } = useTranslation('common');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
    disabled: props.disabled,
  });
  const handle = !props.disabled && (
    <ActionIcon
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      variant="subtle"
      size="sm"
      aria-label={t('drag.handle', { title: props.title })}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      ⠿
    </ActionIcon>
  );
  return (
    // The dragged row is lifted with a shadow, not faded: faded text would fall below the contrast WCAG asks.
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-lg)' : undefined,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {props.children(handle)}
    </div>
  );
}
