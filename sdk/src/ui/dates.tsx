import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { DatePickerInputProps, DateTimePickerProps } from '@mantine/dates';

// `@mantine/dates` is a shared singleton the host provides; this import is what makes the host provide
// it, and its JavaScript loads only when a form first shows a date-time field.
const DateTime = lazy(() => import('./kit/date-time.js'));
const Day = lazy(() => import('./kit/date-time.js').then((m) => ({ default: m.DayPicker })));

/** A date-time field (Mantine's `DateTimePicker`, same props) in the user's language. */
export function DateTimeField(props: DateTimePickerProps) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label ? String(props.label) : undefined} />}>
      <DateTime {...props} />
    </Suspense>
  );
}

/** A day field (Mantine's `DatePickerInput`, same props) in the user's language; its value is `yyyy-mm-dd`. */
export function DateField(props: DatePickerInputProps) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label ? String(props.label) : undefined} />}>
      <Day {...props} />
    </Suspense>
  );
}
