import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useFormat } from '@atrium/sdk/ui';
import type { AnalyticsPeriod, AnalyticsTab } from '@atrium/sdk/shared';
import { downloadFile } from '../shared/files.js';
import { FIGURES, type FigurePart } from './figures.js';

const COLORS = ['blue.6', 'orange.7', 'teal.7', 'grape.6'];

/** Group names the API leaves as words (`unknown`, `under20`, a position or department without a name) in the reader's language. */
function useLabel() {
  const { t } = useTranslation();
  return (value: string | number | null) =>
    value === null
      ? t('companyAnalytics.none')
      : value === 'unknown' || value === 'under20' || value === 'other'
        ? t(`companyAnalytics.${value}`)
        : String(value);
}

function Part({ part }: { part: FigurePart }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useLabel();
  const rows = part.rows as Record<string, string | number | null>[];
  // Nothing to chart when every number of the table is zero (a turnover of 0 % over a staffed company is a figure).
  const empty = rows.every((r) => part.columns.every((c) => typeof r[c] !== 'number' || r[c] === 0));
  const data = rows.map((r) => ({ ...r, [part.x]: label(r[part.x] ?? null) }));
  const series = part.series.map((name, i) => ({ name, label: t(`companyAnalytics.columns.${name}`), color: COLORS[i]! }));
  const Chart = part.kind === 'bar' ? BarChart : LineChart;
  return (
    <Stack gap="sm">
      {part.titleKey && (
        <Title order={2} size="h5">
          {t(part.titleKey)}
        </Title>
      )}
      {empty ? (
        <Text c="dimmed" data-testid="figure-empty">
          {t('companyAnalytics.empty')}
        </Text>
      ) : (
        <Paper withBorder p="sm" radius="md" data-testid="figure-chart">
          <Chart h={260} data={data} dataKey={part.x} series={series} withLegend tickLine="none" gridAxis="y" />
        </Paper>
      )}
      <Table.ScrollContainer minWidth={360}>
        <Table striped data-testid="figure-table">
          <Table.Thead>
            <Table.Tr>
              {part.columns.map((c) => (
                <Table.Th key={c}>{t(`companyAnalytics.columns.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                {part.columns.map((c) => (
                  <Table.Td key={c} style={{ whiteSpace: 'nowrap' }}>
                    {typeof r[c] === 'number' ? format.number(r[c]) : label(r[c] ?? null)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** One tab of the analytics screen: its figure for the period as a chart with a table beneath, and its Excel export. */
export function FigurePanel({ tab, clientId, period }: { tab: AnalyticsTab; clientId: string; period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const api = useApi();
  const q = useQuery({ queryKey: ['analytics', tab, clientId, period], queryFn: () => FIGURES[tab](api, clientId, period) });
  return (
    <Stack data-testid={`figure-${tab}`}>
      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void downloadFile('POST', `/api/analytics/export/${clientId}`, `analytics-${tab}.xlsx`, { ...period, tab })}
        >
          {t('companyAnalytics.export')}
        </Button>
      </Group>
      {q.isPending && <Loader aria-label={t('app.loading')} />}
      {q.data === 'unavailable' && (
        <Alert color="gray" data-testid="figure-unavailable">
          {t('companyAnalytics.unavailable')}
        </Alert>
      )}
      {q.data && q.data !== 'unavailable' && q.data.parts.map((part, i) => <Part key={i} part={part} />)}
    </Stack>
  );
}
