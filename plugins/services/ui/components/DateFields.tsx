import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { DayProps, PeriodProps } from './date-pickers.js';

// `@mantine/dates` is the host's shared copy; its code loads with the first date field shown.
const Day = lazy(() => import('./date-pickers.js').then((m) => ({ default: m.DayPicker })));
const Period = lazy(() => import('./date-pickers.js').then((m) => ({ default: m.PeriodPicker })));

export function DayField(props: DayProps) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label} />}>
      <Day {...props} />
    </Suspense>
  );
}

export function PeriodField(props: PeriodProps) {
  return (
    <Suspense fallback={<Loader size="xs" aria-label={props.label} />}>
      <Period {...props} />
    </Suspense>
  );
}
