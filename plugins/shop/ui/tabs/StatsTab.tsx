import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Button, Group, Loader, Pagination, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useFormat, useT } from '@atrium/sdk/ui';
import { MANUAL_CAUSE } from '../../shared/constants.js';
import type { ShopSettingsView } from '../../shared/types.js';
import { useAccruals, useShopActions, useStats } from '../api.js';
import { Coins } from '../components/Coins.js';

const PERIODS = ['7', '30', '90'] as const;
const dayOf = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Paper>
  );
}

/** Coins earned and spent by day (a chart), the totals, the most bought items and the accruals to cancel (managers). */
export function StatsTab({ settings }: { settings: ShopSettingsView }) {
  const t = useT();
  const format = useFormat();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('30');
  const [page, setPage] = useState(1);
  const stats = useStats(dayOf(Number(period) - 1), dayOf(0));
  const accruals = useAccruals(page);
  const { cancelAccrual } = useShopActions();
  const s = stats.data;
  const pages = accruals.data ? Math.max(1, Math.ceil(accruals.data.total / accruals.data.limit)) : 1;
  // A reward cause is titled by its plugin (the settings' rewards); one of a plugin since removed shows its key.
  const causeTitle = (cause: string) =>
    cause === MANUAL_CAUSE ? t('causes.manual') : (settings.rewards.find((r) => r.cause === cause)?.title ?? cause);
  return (
    <Stack gap="lg">
      <SegmentedControl
        w="fit-content"
        value={period}
        onChange={(v) => setPeriod(v as (typeof PERIODS)[number])}
        data={PERIODS.map((p) => ({ value: p, label: t('stats.days', { count: Number(p) }) }))}
        aria-label={t('stats.period')}
      />
      {!s && <Loader aria-label={t('loading')} />}
      {s && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label={t('stats.earned')}>
              <Coins amount={s.earned} settings={settings} size="xl" data-testid="stats-earned" />
            </Figure>
            <Figure label={t('stats.spent')}>
              <Coins amount={s.spent} settings={settings} size="xl" data-testid="stats-spent" />
            </Figure>
            <Figure label={t('stats.accruals')}>
              <Text fw={600} size="xl">
                {s.accruals}
              </Text>
            </Figure>
            <Figure label={t('stats.purchases')}>
              <Text fw={600} size="xl" data-testid="stats-purchases">
                {s.purchases}
              </Text>
            </Figure>
          </SimpleGrid>
          <Paper withBorder p="sm" radius="md">
            <Title order={2} size="h5" mb="sm">
              {t('stats.byDay')}
            </Title>
            <BarChart
              h={240}
              data={s.days.map((d) => ({ ...d, day: d.day.slice(5) }))}
              dataKey="day"
              series={[
                { name: 'earned', label: t('stats.earned'), color: 'teal.7' },
                { name: 'spent', label: t('stats.spent'), color: 'orange.8' },
              ]}
              withLegend
              tickLine="none"
              gridAxis="y"
            />
          </Paper>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('stats.topItems')}
            </Title>
            {s.topItems.length === 0 && <Text c="dimmed">{t('stats.noPurchases')}</Text>}
            {s.topItems.map((i) => (
              <Group key={i._id} justify="space-between" wrap="nowrap">
                <Text>{i.name}</Text>
                <Group gap="md" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {t('stats.sold', { count: i.sold })}
                  </Text>
                  <Coins amount={i.coins} settings={settings} size="sm" />
                </Group>
              </Group>
            ))}
          </Stack>
        </>
      )}
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('stats.accrualList')}
        </Title>
        {accruals.data?.total === 0 && <Text c="dimmed">{t('stats.noAccruals')}</Text>}
        {!!accruals.data?.total && (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Tbody>
                {accruals.data.result.map((a) => (
                  <Table.Tr key={a._id}>
                    <Table.Td>{format.date(a.createdAt)}</Table.Td>
                    <Table.Td>{a.user?.fullName ?? '—'}</Table.Td>
                    <Table.Td>{a.achievement?.name ?? causeTitle(a.cause)}</Table.Td>
                    <Table.Td>
                      <Coins amount={a.amount} settings={settings} size="sm" td={a.cancelled ? 'line-through' : undefined} />
                    </Table.Td>
                    <Table.Td ta="right">
                      {a.cancelled ? (
                        <Text size="sm" c="dimmed">
                          {t('stats.cancelled')}
                        </Text>
                      ) : (
                        <Button size="xs" variant="subtle" color="red" onClick={() => cancelAccrual.mutate(a._id)}>
                          {t('stats.cancel')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Stack>
  );
}
