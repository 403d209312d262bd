import { lazy, type ComponentType } from 'react';
import type { SlotContribution, SlotName } from '@atrium/sdk/ui';
// The manifest's entry has no schemas: the shell's start chunk stays without zod.
import { SWITCHABLE_SLOTS } from '@atrium/sdk/manifest';

type Widget = keyof typeof import('./TeamWidgets.js');

/** A core widget loaded with the dashboard (not the shell), titled as plugins title theirs (`titleKey`). */
const widget = (name: Widget, titleKey: string): ComponentType<{ userId: string }> =>
  Object.assign(
    lazy(() => import('./TeamWidgets.js').then((m) => ({ default: m[name] }))),
    { titleKey },
  );

const [subordinates, birthdays, workingPeriod, salaries, changeLog] = SWITCHABLE_SLOTS['chief.dashboard'];

/**
 * The core's own contributions to its slots, before the plugins' (plugin `core`: host texts). Keys are the
 * core's keys of `SWITCHABLE_SLOTS`, which the server accepts in `settings.slots`.
 */
export const CORE_FILLERS: Partial<Record<SlotName, SlotContribution[]>> = {
  'chief.dashboard': [
    { plugin: 'core', key: subordinates, Component: widget('SubordinatesWidget', 'chiefs.widgets.subordinates') },
    { plugin: 'core', key: birthdays, Component: widget('BirthdaysWidget', 'chiefs.widgets.birthdays') },
    { plugin: 'core', key: workingPeriod, Component: widget('WorkingPeriodWidget', 'chiefs.widgets.working_period') },
    { plugin: 'core', key: salaries, Component: widget('SalariesWidget', 'chiefs.widgets.salaries') },
    { plugin: 'core', key: changeLog, Component: widget('ChangeLogWidget', 'chiefs.widgets.change_log') },
  ],
};
