import { DatePickerInput, DatesProvider, DateTimePicker, type DatePickerInputProps, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import { LANGS } from '../types.js';

/** The interface language as dayjs names it. */
function useDatesLocale() {
  const { i18n } = useTranslation();
  return i18n.language === 'ua' ? 'uk' : (LANGS as readonly string[]).includes(i18n.language) ? i18n.language : 'en';
}

/** Mantine's date-time picker in the user's language, weeks starting on Monday. */
export default function DateTime(props: DateTimePickerProps) {
  return (
    <DatesProvider settings={{ locale: useDatesLocale(), firstDayOfWeek: 1 }}>
      <DateTimePicker {...props} />
    </DatesProvider>
  );
}

/** Mantine's day picker in the user's language, weeks starting on Monday; the value is the day, `yyyy-mm-dd`. */
export function DayPicker(props: DatePickerInputProps) {
  return (
    <DatesProvider settings={{ locale: useDatesLocale(), firstDayOfWeek: 1 }}>
      <DatePickerInput {...props} />
    </DatesProvider>
  );
}
