import { useState } from 'react';
import { DateField } from '@atrium/sdk/ui';

export interface PeriodFieldProps {
  label: string;
  required: boolean;
  error?: string;
  value: { from?: string; to?: string } | null;
  onChange(value: { from: string; to: string } | null): void;
}

/** A period as one range picker: its end cannot come before its start; half a period picked is no value yet. */
export function PeriodField({ label, required, error, value, onChange }: PeriodFieldProps) {
  const [range, setRange] = useState<[string | null, string | null]>([value?.from ?? null, value?.to ?? null]);
  return (
    <DateField
      type="range"
      label={label}
      withAsterisk={required}
      error={error}
      value={range}
      onChange={([from, to]) => {
        setRange([from, to]);
        onChange(from && to ? { from, to } : null);
      }}
      clearable
    />
  );
}
