import { useEffect, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortableListProps } from '../sortable.js';

/** "Move into" zones are named so, apart from the rows' own ids. */
const INTO = 'into:';
const rowId = (id: string | number) => {
  const key = String(id);
  return key.startsWith(INTO) ? key.slice(INTO.length) : key;
};

/** A "Move into" zone wins while the pointer is inside it; otherwise the nearest row is the new place. */
const intoFirst: CollisionDetection = (args) => {
  const into = pointerWithin(args).filter((c) => String(c.id).startsWith(INTO));
  if (into.length) return into;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => !String(c.id).startsWith(INTO)) });
};

/**
 * Rows reordered by dragging a handle, or with the keyboard (space or enter to pick up, arrows to move, space or
 * enter to drop, escape to cancel), each step announced to screen readers, and with `into`, dropped into another
 * row. The new order shows at once; when the owner's `onOrder` (or `into.onDrop`) fails (rejects) the list goes
 * back to the order it was given.
 */
export default function SortableListForm<T extends { _id: string }>({
  items,
  titleOf,
  onOrder,
  render,
  canDrag,
  into,
}: SortableListProps<T>) {
  const { t } = useTranslation('common');
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const [dragged, setDragged] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = (id: string | number) => {
    const item = order.find((i) => i._id === rowId(id));
    return item ? titleOf(item) : '';
  };
  const end = (e: DragEndEvent) => {
    setDragged(null);
    const id = String(e.active.id);
    const over = e.over ? String(e.over.id) : null;
    if (!over || over === id) return;
    if (into && over.startsWith(INTO)) {
      setOrder(order.filter((i) => i._id !== id));
      Promise.resolve(into.onDrop(id, rowId(over))).catch(() => setOrder(items));
      return;
    }
    const next = arrayMove(
      order,
      order.findIndex((i) => i._id === id),
      order.findIndex((i) => i._id === over),
    );
    setOrder(next);
    Promise.resolve(onOrder(next, id)).catch(() => setOrder(items));
  };
  const overKey = (active: string | number, over: string | number) =>
    over === active ? 'drag.inPlace' : String(over).startsWith(INTO) ? 'drag.overInto' : 'drag.over';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.picked', { title: title(active.id) }),
    onDragOver: ({ active, over }) => (!over ? '' : t(overKey(active.id, over.id), { title: title(active.id), over: title(over.id) })),
    onDragEnd: ({ active, over }) => t(over ? 'drag.dropped' : 'drag.cancelled', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { title: title(active.id) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={into ? intoFirst : closestCenter}
      // The zones are for the pointer: the arrows step through the rows.
      onDragStart={(e) => setDragged(e.activatorEvent instanceof KeyboardEvent ? null : String(e.active.id))}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={order.map((i) => i._id)} strategy={verticalListSortingStrategy}>
        {order.map((item) => (
          <SortableRow
            key={item._id}
            id={item._id}
            title={titleOf(item)}
            disabled={canDrag ? !canDrag(item) : false}
            zone={!!dragged && dragged !== item._id && !!into?.accepts(item)}
          >
            {(handle) => render(item, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: { id: string; title: string; disabled: boolean; zone: boolean; children(handle: ReactNode): ReactNode }) {
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
      {props.zone && <IntoZone id={props.id} title={props.title} />}
    </div>
  );
}

/**
 * "Move into" a row: a drop zone over the right half of the row while another row is dragged. It lies over the
 * row rather than under it, so the rows do not shift when a drag starts.
 */
function IntoZone({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('common');
  const { setNodeRef, isOver } = useDroppable({ id: `${INTO}${id}` });
  return (
    <Box
      ref={setNodeRef}
      style={{
        position: 'absolute',
        inset: '4px 4px 4px 50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: `1px dashed var(--mantine-color-${isOver ? 'blue-8' : 'gray-6'})`,
        borderRadius: 'var(--mantine-radius-sm)',
        background: isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-body)',
        zIndex: 1,
      }}
    >
      <Text size="xs">{t('drag.into', { title })}</Text>
    </Box>
  );
}
