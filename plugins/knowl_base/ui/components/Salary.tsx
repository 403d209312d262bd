import { Text } from '@mantine/core';
import { useFormat, useT } from '@atrium/sdk/ui';
import type { VacancyFields } from '../../shared/types.js';

/** "from 60 000 ₽", "up to 90 000 ₽", "60 000 ₽ – 90 000 ₽" (a bare number without a currency), or nothing when no salary is given. */
export function Salary({ vacancy }: { vacancy: VacancyFields | null }) {
  const t = useT();
  const f = useFormat();
  if (!vacancy || (vacancy.salaryFrom === null && vacancy.salaryTo === null)) return null;
  const { salaryFrom: from, salaryTo: to, salaryCurrency: currency } = vacancy;
  const n = (value: number) => (currency ? f.money(value, currency) : f.number(value));
  const text =
    from !== null && to !== null
      ? `${n(from)} – ${n(to)}`
      : from !== null
        ? t('vacancy.from', { value: n(from) })
        : t('vacancy.upTo', { value: n(to!) });
  return <Text fw={500}>{text}</Text>;
}
