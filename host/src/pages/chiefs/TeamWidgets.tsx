import { useState, type ReactNode } from 'react';
import { Badge, Card, Group, Loader, Progress, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@atrium/sdk/ui';
import type { ChiefsTeamView } from '@atrium/sdk/shared';
import { Pager, PersonLine } from '../shared/ui.js';
import { useTeam } from './team.js';

type Props = { userId: string };

/** A core widget's card: its title, a loader until the team call answers, and an empty state. */
function TeamCard({
  titleKey,
  userId,
  page,
  testId,
  children,
}: Props & {
  titleKey: string;
  page?: number;
  testId: string;
  children: (team: ChiefsTeamView) => ReactNode;
}) {
  const { t } = useTranslation();
  const q = useTeam(userId, page);
  return (
    <Card withBorder data-testid={testId}>
      <Title order={2} size="h4" mb="xs">
        {t(titleKey)}
      </Title>
      {q.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {q.isError && (
        <Text c="red" size="sm">
          {t('chiefs.unavailable')}
        </Text>
      )}
      {q.data &&
        (q.data.total === 0 ? (
          <Text c="dimmed" size="sm">
            {t('chiefs.widgets.empty')}
          </Text>
        ) : (
          children(q.data)
        ))}
    </Card>
  );
}

/** The team's cards, by name. */
export function SubordinatesWidget({ userId }: Props) {
  const { t } = useTranslation();
  return (
    <TeamCard titleKey="chiefs.widgets.subordinates" userId={userId} testId="widget-subordinates">
      {(team) => (
        <Stack gap="xs">
          <ScrollArea.Autosize mah={320} type="auto">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {team.cards.map((c) => (
                <PersonLine key={c._id} person={c} />
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
          {team.total > team.cards.length && (
            <Text size="xs" c="dimmed">
              {t('chiefs.widgets.more', { count: team.total - team.cards.length })}
            </Text>
          )}
        </Stack>
      )}
    </TeamCard>
  );
}

/** Birthdays of the team in the next 30 days, soonest first. */
export function BirthdaysWidget({ userId }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TeamCard titleKey="chiefs.widgets.birthdays" userId={userId} testId="widget-birthdays">
      {(team) =>
        team.birthdays.length ? (
          <Stack gap="xs">
            {team.birthdays.map((b) => (
              <PersonLine key={b.user._id} person={b.user} extra={<> · {format.dayMonth(`2000-${b.day}T12:00:00Z`)}</>} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t('chiefs.widgets.noBirthdays')}
          </Text>
        )
      }
    </TeamCard>
  );
}

/** How many of the team have worked for each period (0-1, 1-3, 3-5, 5-10, 10+ years). */
export function WorkingPeriodWidget({ userId }: Props) {
  const { t } = useTranslation();
  return (
    <TeamCard titleKey="chiefs.widgets.working_period" userId={userId} testId="widget-working-period">
      {(team) => (
        <Stack gap={6}>
          {team.workingPeriod
            .filter((p) => p.period !== 'unknown' || p.count > 0)
            .map((p) => (
              <div key={p.period} data-testid="working-period">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    {p.period === 'unknown' ? t('chiefs.widgets.periodUnknown') : t('chiefs.widgets.years', { period: p.period })}
                  </Text>
                  <Text size="sm" fw={500}>
                    {p.count}
                  </Text>
                </Group>
                <Progress
                  value={(p.count / team.total) * 100}
                  size="sm"
                  aria-label={p.period === 'unknown' ? t('chiefs.widgets.periodUnknown') : t('chiefs.widgets.years', { period: p.period })}
                />
              </div>
            ))}
        </Stack>
      )}
    </TeamCard>
  );
}

/** Grades and salaries of the team (HR fields: the chief's own team, or any to administrators). */
export function SalariesWidget({ userId }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TeamCard titleKey="chiefs.widgets.salaries" userId={userId} testId="widget-salaries">
      {(team) => (
        <ScrollArea type="auto">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('chiefs.widgets.employee')}</Table.Th>
                <Table.Th>{t('profile.fields.grade')}</Table.Th>
                <Table.Th>{t('profile.fields.salary')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.salaries.map((s) => (
                <Table.Tr key={s.user._id}>
                  <Table.Td>{s.user.fullName}</Table.Td>
                  <Table.Td>{s.grade ?? '—'}</Table.Td>
                  <Table.Td>
                    {s.salary === null ? '—' : `${format.number(s.salary)} ${s.salaryCurrency?.toUpperCase() ?? ''}`.trim()}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </TeamCard>
  );
}

/** The journal's changes of the team's employee data, newest first, 25 a page. */
export function ChangeLogWidget({ userId }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const action = (a: string) => (i18n.exists(`adminPanel.actions.${a}`) ? t(`adminPanel.actions.${a}`) : a);
  const field = (f: string) => (i18n.exists(`profile.fields.${f}`) ? t(`profile.fields.${f}`) : f);
  return (
    <TeamCard titleKey="chiefs.widgets.change_log" userId={userId} page={page} testId="widget-change-log">
      {({ changes }) =>
        changes.total ? (
          <Stack gap="xs">
            {changes.result.map((c) => (
              <Stack key={c._id} gap={0}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={500}>
                    {c.user.fullName}
                  </Text>
                  <Badge variant="light" size="sm">
                    {action(c.action)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {[format.dateTime(c.createdAt), c.actor?.fullName, c.fields.map(field).join(', ')].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ))}
            <Pager page={changes.page} limit={changes.limit} total={changes.total} onChange={setPage} />
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t('chiefs.widgets.noChanges')}
          </Text>
        )
      }
    </TeamCard>
  );
}
