import { useEffect, useState } from 'react';
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
import { useRuleText, useShell, useT } from '@atrium/sdk/ui';
import type { ArticleItem } from '../../shared/types.js';
import { useMoveItem, usePlaceItem } from '../api.js';
import { ItemRow } from './ItemRow.js';

/** Drop zones "into a folder" are named so, apart from the rows' own ids. */
const INTO = 'into:';

/** A folder's drop zone wins while the pointer is inside it; otherwise the nearest row is the new place. */
const collision: CollisionDetection = (args) => {
  const into = pointerWithin(args).filter((c) => String(c.id).startsWith(INTO));
  if (into.length) return into;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => !String(c.id).startsWith(INTO)) });
};

/**
 * A folder's items that those who may change them reorder by dragging (the handle, or with the keyboard:
 * space or enter to pick up, arrows to move, space or enter to drop, escape to cancel) and move into a
 * folder of the same list by dropping them on its zone. The new order shows at once and is stored with
 * one call (`place`); the menu of each row keeps the same moves.
 */
export function SortableItems({ rows, clientId }: { rows: ArticleItem[]; clientId: string }) {
  const t = useT();
  const shell = useShell();
  const text = useRuleText();
  const [order, setOrder] = useState(rows);
  useEffect(() => setOrder(rows), [rows]);
  const [dragged, setDragged] = useState<string | null>(null);
  const place = usePlaceItem();
  const move = useMoveItem();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => {
    const key = String(id);
    return order.find((r) => r._id === (key.startsWith(INTO) ? key.slice(INTO.length) : key))?.title ?? '';
  };
  const failed = (err: Error) => {
    setOrder(rows);
    shell.toast({ message: text(err), color: 'red' });
  };
  const end = (e: DragEndEvent) => {
    setDragged(null);
    const id = String(e.active.id);
    const over = e.over ? String(e.over.id) : null;
    if (!over || over === id) return;
    if (over.startsWith(INTO)) {
      setOrder(order.filter((r) => r._id !== id));
      move.mutate({ id, parentId: over.slice(INTO.length) }, { onError: failed });
      return;
    }
    const next = arrayMove(
      order,
      order.findIndex((r) => r._id === id),
      order.findIndex((r) => r._id === over),
    );
    setOrder(next);
    const at = next.findIndex((r) => r._id === id);
    place.mutate({ id, after: at > 0 ? next[at - 1]!._id : null }, { onError: failed });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => {
      if (!over) return '';
      const key = over.id === active.id ? 'drag.inPlace' : String(over.id).startsWith(INTO) ? 'drag.overFolder' : 'drag.over';
      return t(key, { title: titleOf(active.id), over: titleOf(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('drag.dropped', { title: titleOf(active.id) }) : t('drag.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { title: titleOf(active.id) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      // Folder zones are for the pointer: the arrows step through the rows (the menu's "Move to" serves the keyboard).
      onDragStart={(e) => setDragged(e.activatorEvent instanceof KeyboardEvent ? null : String(e.active.id))}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={order.map((r) => r._id)} strategy={verticalListSortingStrategy}>
        {order.map((x, i) => (
          <SortableRow key={x._id} item={x} prev={order[i - 1]} next={order[i + 1]} clientId={clientId} dragged={dragged} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  prev,
  next,
  clientId,
  dragged,
}: {
  item: ArticleItem;
  prev?: ArticleItem;
  next?: ArticleItem;
  clientId: string;
  dragged: string | null;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item._id,
    disabled: !item.canEdit,
  });
  const handle = item.canEdit && (
    <ActionIcon
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      variant="subtle"
      size="sm"
      aria-label={t('drag.handle', { title: item.title })}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      ⠿
    </ActionIcon>
  );
  const zone = dragged && dragged !== item._id && item.kind === 'folder' && item.canEdit ? <IntoZone item={item} /> : null;
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
      <ItemRow item={item} prev={prev} next={next} clientId={clientId} handle={handle} below={zone} />
    </div>
  );
}

/**
 * "Move into" a folder: a drop zone over the right half of the folder's row while another item is
 * dragged. It lies over the row rather than under it, so the rows do not shift when a drag starts.
 */
function IntoZone({ item }: { item: ArticleItem }) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: `${INTO}${item._id}` });
  return (
    <Box
      ref={setNodeRef}
      data-testid="kb-into"
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
      <Text size="xs">{t('drag.into', { title: item.title })}</Text>
    </Box>
  );
}
