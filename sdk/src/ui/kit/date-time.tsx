import { DatesProvider, DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import { LANGS } from '../types.js';

/** Mantine's date-time picker in the user's language, weeks starting on Monday. */
export default function DateTime(props: DateTimePickerProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ua' ? 'uk' : (LANGS as readonly string[]).includes(i18n.language) ? i18n.language : 'en';
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <DateTimePicker {...props} />
    </DatesProvider>
  );
}
