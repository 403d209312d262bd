import {
  DatePickerInput,
  DatesProvider,
  DateTimePicker,
  TimePicker,
  type DatePickerInputProps,
  type DatePickerType,
  type DateTimePickerProps,
  type TimePickerProps,
} from '@mantine/dates';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import { LANGS } from '../types.js';

// A chosen day reads as each language writes it ("29 ноября 2026 г.", "November 29, 2026"), not "ноябрь 29, 2026".
dayjs.extend(localizedFormat);

/** The pickers in the user's language, weeks starting on Monday. */
function Dates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ua' ? 'uk' : (LANGS as readonly string[]).includes(i18n.language) ? i18n.language : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** Names of a picker's icon buttons, for screen readers. */
function useLabels() {
  const { t } = useTranslation('common');
  return {
    clearButtonProps: { 'aria-label': t('dates.clear') },
    ariaLabels: {
      previousMonth: t('dates.previousMonth'),
      nextMonth: t('dates.nextMonth'),
      previousYear: t('dates.previousYear'),
      nextYear: t('dates.nextYear'),
      previousDecade: t('dates.previousDecade'),
      nextDecade: t('dates.nextDecade'),
    },
  };
}

/** Mantine's date-time picker in the user's language. */
export default function DateTime(props: DateTimePickerProps) {
  return (
    <Dates>
      <DateTimePicker {...props} />
    </Dates>
  );
}

/** Mantine's day picker (a day, several or a range) in the user's language; values are days, `yyyy-mm-dd`. */
export function DayPicker<T extends DatePickerType>(props: DatePickerInputProps<T>) {
  return (
    <Dates>
      <DatePickerInput<T> valueFormat="LL" {...useLabels()} {...props} />
    </Dates>
  );
}

/**
 * Mantine's time picker on the 24-hour clock all three languages read (not the browser's own, which follows the
 * browser's language); its hours and minutes named after the field for screen readers.
 */
export function TimePickerField(props: TimePickerProps) {
  const { t } = useTranslation('common');
  const field = typeof props.label === 'string' ? `${props.label}: ` : '';
  return (
    <TimePicker
      format="24h"
      hoursInputLabel={field + t('dates.hours')}
      minutesInputLabel={field + t('dates.minutes')}
      clearButtonProps={{ 'aria-label': t('dates.clear') }}
      {...props}
    />
  );
}
