import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { EmployeeCard } from '../shared/employees.js';

/** What the people picker takes: chosen user ids, and the cards already known (their names show before any search). */
export interface PeoplePickerProps {
  label: string;
  value: string[];
  onChange(ids: string[]): void;
  /** Cards by id; the picker adds every card it finds, so chosen people keep their names. */
  known: Map<string, EmployeeCard>;
  error?: string;
}

// The audience picker's chunk holds the picker: it loads on first use, like the audience picker.
const Picker = lazy(() => import('./kit/audience-picker.js').then((m) => ({ default: m.PeoplePicker })));

/** Employees of the current client chosen by searching by name (event participants, a task's assignees). */
export function PeoplePicker(props: PeoplePickerProps) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Picker {...props} />
    </Suspense>
  );
}
