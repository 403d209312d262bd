import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { ReactElement } from 'react';
import type { DatePickerInputProps, DatePickerType, DateTimePickerProps, TimePickerProps } from '@mantine/dates';

// `@mantine/dates` is a shared singleton the host provides; this import is what makes the host provide
// it, and its JavaScript loads only when a form first shows a date-time field.
const DateTime = lazy(() => import('./kit/date-time.js'));
const Day = lazy(() => import('./kit/date-time.js').then((m) => ({ default: m.DayPicker }))) as unknown as <T extends DatePickerType>(
  p: DatePickerInputProps<T>,
) => ReactElement;
const Time = lazy(() => import('./kit/date-time.js').then((m) => ({ default: m.TimePickerField })));

/** A date-time field (Mantine's `DateTimePicker`, same props) in the user's language. */
export function DateTimeField(props: DateTimePickerProps) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label ? String(props.label) : undefined} />}>
      <DateTime {...props} />
    </Suspense>
  );
}

/**
 * A day field (Mantine's `DatePickerInput`, same props: `type="range"` for a period) in the user's language, its
 * buttons named; values are days, `yyyy-mm-dd`.
 */
export function DateField<T extends DatePickerType = 'default'>(props: DatePickerInputProps<T>) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label ? String(props.label) : undefined} />}>
      <Day<T> {...props} />
    </Suspense>
  );
}

/** A time of day field (Mantine's `TimePicker`, same props) on the 24-hour clock, hours and minutes; values `hh:mm`. */
export function TimeField(props: TimePickerProps) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label ? String(props.label) : undefined} />}>
      <Time {...props} />
    </Suspense>
  );
}
