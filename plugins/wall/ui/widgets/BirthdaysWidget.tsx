import { IconCake } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { useApi, useMe, useFormat, useT } from '@atrium/sdk/ui';
import { PersonLine } from '../components/PersonLine.js';
import { WidgetCard } from './WidgetCard.js';

/** The core's birthdays answer: employee cards with the month and day (`mm-dd`). */
interface Birthday extends EmployeeCard {
  day: string;
}

/** Birthdays of the coming month, soonest first (`GET /api/clients/{id}/birthdays`). */
export function BirthdaysWidget() {
  const t = useT();
  const api = useApi();
  const clientId = useMe()?.client?._id;
  const list = useQuery({
    queryKey: ['wall', 'birthdays', clientId],
    enabled: !!clientId,
    queryFn: () => api.get<{ result: Birthday[] }>(`/api/clients/${clientId}/birthdays?days=30`, { quiet: true }),
  });
  const people = (list.data?.result ?? []).slice(0, 6);
  const format = useFormat();
  // Noon of that day in a leap year (29 February too), in the reader's own time zone, which the format shows.
  const dayOf = (md: string) => format.dayMonth(new Date(2000, Number(md.slice(0, 2)) - 1, Number(md.slice(3, 5)), 12));
  return (
    <WidgetCard
      testId="widget-birthdays"
      icon={IconCake}
      title={t('widgets.birthdays')}
      empty={people.length ? null : t('widgets.noBirthdays')}
    >
      {people.map((p) => (
        <PersonLine key={p._id} person={p} sub={dayOf(p.day)} size="sm" />
      ))}
    </WidgetCard>
  );
}
