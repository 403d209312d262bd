import { Loader } from '@mantine/core';
import { preloadPart, usePart, useT, type PartLoader } from '@atrium/sdk/ui';

// The forms in the tracker's dialogs, with their schemas and zod, are not part of a page's first paint
// (docs/benchmarks.md, "The main thread on a phone"): each loads when its dialog opens, or earlier, when
// the user points at or focuses what opens it.
export const loadTaskForm = () => import('./components/TaskForm.js');
export const loadDeskForm = () => import('./components/DeskForm.js');
export const loadPeopleForm = () => import('./components/PeopleForm.js');
// A board's table view (its pages and selects need the rest of @mantine/core), when the user picks it; a
// board opens as kanban (docs/benchmarks.md, "The cold visit on a phone").
export const loadTaskTable = () => import('./components/TaskTable.js');

/** The handlers that start loading a part when the user points at or focuses what opens it. */
export function preloading<P>(load: PartLoader<P>) {
  const start = () => preloadPart(load);
  return { onPointerEnter: start, onFocus: start };
}

/** A dialog's body that loads on first use: a loader until its code has arrived. */
export function PartBody<P extends object>({ load, ...props }: { load: PartLoader<P> } & P) {
  const t = useT();
  const Body = usePart(load);
  return Body ? <Body {...(props as P)} /> : <Loader aria-label={t('loading')} />;
}
