import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useT } from '@atrium/sdk/ui';
import { useState, type ReactNode } from 'react';

export interface DayProps {
  label: string;
  required: boolean;
  error?: string;
  value: string | null;
  onChange(value: string | null): void;
}

export interface PeriodProps extends Omit<DayProps, 'value' | 'onChange'> {
  value: { from?: string; to?: string } | null;
  onChange(value: { from: string; to: string } | null): void;
}

/** Mantine's pickers in the user's language, weeks starting on Monday; values stay `YYYY-MM-DD` strings, as the schema takes them. */
function Dates({ children }: { children: ReactNode }) {
  const t = useT();
  return <DatesProvider settings={{ locale: t('form.dayjsLocale'), firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** Names of the pickers' icon buttons, for screen readers. */
function useLabels() {
  const t = useT();
  return {
    clearButtonProps: { 'aria-label': t('form.clear') },
    ariaLabels: {
      previousMonth: t('form.previousMonth'),
      nextMonth: t('form.nextMonth'),
      previousYear: t('form.previousYear'),
      nextYear: t('form.nextYear'),
      previousDecade: t('form.previousDecade'),
      nextDecade: t('form.nextDecade'),
    },
  };
}

export function DayPicker({ label, required, error, value, onChange }: DayProps) {
  const labels = useLabels();
  return (
    <Dates>
      <DatePickerInput label={label} withAsterisk={required} error={error} value={value} onChange={onChange} clearable {...labels} />
    </Dates>
  );
}

/** A period as one range picker: its end cannot come before its start; half a period picked is no value yet. */
export function PeriodPicker({ label, required, error, value, onChange }: PeriodProps) {
  const labels = useLabels();
  const [range, setRange] = useState<[string | null, string | null]>([value?.from ?? null, value?.to ?? null]);
  const pick = ([from, to]: [string | null, string | null]) => {
    setRange([from, to]);
    onChange(from && to ? { from, to } : null);
  };
  return (
    <Dates>
      <DatePickerInput
        type="range"
        label={label}
        withAsterisk={required}
        error={error}
        value={range}
        onChange={pick}
        clearable
        {...labels}
      />
    </Dates>
  );
}
