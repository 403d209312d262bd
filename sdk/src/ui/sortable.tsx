import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Loader } from '@mantine/core';

export interface SortableListProps<T extends { _id: string }> {
  items: T[];
  /** The row's name in the handle's label and the screen-reader announcements. */
  titleOf(item: T): string;
  /** The new order after a drop and the moved row's id; a rejected promise puts the rows back. */
  onOrder(order: T[], movedId: string): void | Promise<unknown>;
  /** One row; `handle` is its drag handle (false for a row that cannot be dragged), placed where the row wants it. */
  render(item: T, handle: ReactNode): ReactNode;
  /** Rows that may be dragged (default: all). */
  canDrag?(item: T): boolean;
  /**
   * Rows another row may be dropped into (a folder): while a row is dragged with the pointer, each of them shows a
   * "Move into" zone over its right half. The keyboard's arrows step through the rows only, so the owner gives the
   * keyboard its own way in (a "Move to…" menu, say).
   */
  into?: {
    accepts(target: T): boolean;
    /** A drop on a zone; the moved row leaves the list at once, a rejected promise puts it back. */
    onDrop(movedId: string, targetId: string): void | Promise<unknown>;
  };
}

// dnd-kit loads with the first sortable list, never with the shell.
const List = lazy(() => import('./kit/sortable-list.js')) as unknown as <T extends { _id: string }>(
  p: SortableListProps<T>,
) => ReactElement;

/** A list reordered by dragging or the keyboard, with screen-reader announcements (dnd-kit). */
export function SortableList<T extends { _id: string }>(props: SortableListProps<T>) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <List {...props} />
    </Suspense>
  );
}
