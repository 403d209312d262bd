import { lazy, Suspense } from 'react';
import { Loader, TextInput } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import type { DatePickerInputProps, DatePickerType, DateTimePickerProps, TimePickerProps } from '@mantine/dates';

// `@mantine/dates` is a shared singleton the host provides; this import is what makes the host provide
// it, and its JavaScript loads only when a form first shows a date-time field.
const DateTime = lazy(() => import('./kit/date-time.js'));
const Day = lazy(() => import('./kit/date-time.js').then((m) => ({ default: m.DayPicker }))) as unknown as <T extends DatePickerType>(
  p: DatePickerInputProps<T>,
) => ReactElement;
const Time = lazy(() => import('./kit/date-time.js').then((m) => ({ default: m.TimePickerField })));

/**
 * What a field shows while its picker loads: the field itself, disabled, at its own height, so that the form does
 * not jump under a person's pointer when the picker arrives.
 */
function Pending(p: { label?: ReactNode; description?: ReactNode; error?: ReactNode }) {
  return <TextInput label={p.label} description={p.description} error={p.error} disabled aria-busy rightSection={<Loader size="xs" />} />;
}

/** A date-time field (Mantine's `DateTimePicker`, same props) in the user's language. */
export function DateTimeField(props: DateTimePickerProps) {
  return (
    <Suspense fallback={<Pending {...props} />}>
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
    <Suspense fallback={<Pending {...props} />}>
      <Day<T> {...props} />
    </Suspense>
  );
}

/** A time of day field (Mantine's `TimePicker`, same props) on the 24-hour clock, hours and minutes; values `hh:mm`. */
export function TimeField(props: TimePickerProps) {
  return (
    <Suspense fallback={<Pending {...props} />}>
      <Time {...props} />
    </Suspense>
  );
}
