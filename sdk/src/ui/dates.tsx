import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { DateTimePickerProps } from '@mantine/dates';

// `@mantine/dates` is a shared singleton the host provides; this import is what makes the host provide
// it, and its JavaScript loads only when a form first shows a date-time field.
const DateTime = lazy(() => import('./kit/date-time.js'));

/** A date-time field (Mantine's `DateTimePicker`, same props) in the user's language. */
export function DateTimeField(props: DateTimePickerProps) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label ? String(props.label) : undefined} />}>
      <DateTime {...props} />
    </Suspense>
  );
}
