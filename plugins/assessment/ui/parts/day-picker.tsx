import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { DayFieldProps } from '../components/DayField.js';

/**
 * Mantine's day picker, weeks from Monday; the value is the day itself (`yyyy-mm-dd`), as the API takes it, and
 * shown the same way in every language: the month names come from the host's dayjs, which has the
 * interface languages only once the SDK's date-time field has loaded them (README).
 */
export default function DayPicker({ label, value, onChange, error, disabled }: DayFieldProps) {
  return (
    <DatesProvider settings={{ firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={label}
        value={value}
        onChange={(day) => onChange(day || null)}
        error={error}
        disabled={disabled}
        valueFormat="YYYY-MM-DD"
        clearable
        w={150}
      />
    </DatesProvider>
  );
}
