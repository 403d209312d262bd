import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';

export interface DayFieldProps {
  label: string;
  value: string | null;
  onChange(day: string | null): void;
  error?: string;
  disabled?: boolean;
}

// @mantine/dates is the host's shared copy; its JavaScript loads only when a cycle's steps are shown.
const DayPicker = lazy(() => import('../parts/day-picker.js'));

/** A day of a step (`yyyy-mm-dd`). */
export function DayField(props: DayFieldProps) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label} />}>
      <DayPicker {...props} />
    </Suspense>
  );
}
