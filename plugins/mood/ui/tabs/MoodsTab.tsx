import { useState } from 'react';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Box, Button, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useApi, useFormat, useMe, useShell, useT } from '@atrium/sdk/ui';
import { isoOfDay, today } from '../../shared/constants.js';
import type { MoodDepartmentView } from '../../shared/types.js';
import { downloadExcel, useMoodStat } from '../api.js';

/** The ranges offered, in weeks back from today. */
const RANGES = ['4', '12', '26'] as const;
type Range = (typeof RANGES)[number];
const COLORS = ['blue.7', 'teal.7', 'orange.8', 'grape.7', 'red.8', 'cyan.8', 'lime.8', 'indigo.7', 'pink.7', 'yellow.8'];
const NO_DEPARTMENT = '';

/**
 * The `employees.tabs` tab "Moods" (admins): average moods by department and week (or two weeks) as a trend and a
 * table, a cell of fewer than 3 answers shown without an average, and the same as an Excel file.
 */
export function MoodsTab() {
  const t = useT();
  const api = useApi();
  const format = useFormat();
  const { toast } = useShell();
  const client = useMe()?.client?._id;
  const [range, setRange] = useState<Range>('4');
  const to = isoOfDay(today());
  const from = isoOfDay(today() - Number(range) * 7 + 1);
  const stat = useMoodStat(from, to);
  const nameOf = (d: MoodDepartmentView) => (d.departmentId === null ? t('stat.noDepartment') : (d.name ?? t('stat.removedDepartment')));
  const s = stat.data;
  // Local noon: a bare day would be read as UTC midnight, the day before west of Greenwich.
  const day = (iso: string) => format.date(`${iso}T12:00:00`);
  const periodLabel = (p: { from: string; to: string }) => `${day(p.from)} – ${day(p.to)}`;
  const download = () => client && downloadExcel(api, client, from, to).catch(() => toast({ message: t('stat.excelError'), color: 'red' }));

  return (
    <Stack gap="lg" data-testid="mood-stat">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={range}
          onChange={(v) => setRange(v as Range)}
          data={RANGES.map((r) => ({ value: r, label: t('stat.weeks', { count: Number(r) }) }))}
          aria-label={t('stat.range')}
        />
        <Button variant="default" onClick={() => void download()} disabled={!s?.departments.length}>
          {t('stat.excel')}
        </Button>
      </Group>
      {!s && <Loader aria-label={t('loading')} />}
      {s && !s.departments.length && <Text c="dimmed">{t('stat.empty')}</Text>}
      {s && !!s.departments.length && (
        <>
          <Text size="sm" c="dimmed">
            {t(s.periodDays === 7 ? 'stat.byWeek' : 'stat.byTwoWeeks', { min: s.minAnswers })}
          </Text>
          <Paper withBorder p="sm" radius="md">
            <Title order={2} size="h5" mb="sm">
              {t('stat.trend')}
            </Title>
            <LineChart
              h={260}
              data={s.periods.map((p, i) => ({
                period: day(p.from),
                ...Object.fromEntries(s.departments.map((d) => [d.departmentId ?? NO_DEPARTMENT, d.cells[i]?.average ?? null])),
              }))}
              dataKey="period"
              series={s.departments.map((d, i) => ({
                name: d.departmentId ?? NO_DEPARTMENT,
                label: nameOf(d),
                color: COLORS[i % COLORS.length]!,
              }))}
              yAxisProps={{ domain: [1, 10] }}
              connectNulls
              withLegend
              curveType="monotone"
            />
          </Paper>
          {/* A region of its own that takes focus, so a keyboard can scroll a long range sideways on a phone. */}
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('stat.table')}>
            <Table striped miw={Math.max(480, 160 + s.periods.length * 110)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stat.department')}</Table.Th>
                  {s.periods.map((p) => (
                    <Table.Th key={p.from}>{periodLabel(p)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.departments.map((d) => (
                  <Table.Tr key={d.departmentId ?? NO_DEPARTMENT}>
                    <Table.Th scope="row">{nameOf(d)}</Table.Th>
                    {d.cells.map((c, i) => (
                      <Table.Td key={s.periods[i]!.from}>
                        {c.average !== null && (
                          <Text span fw={600}>
                            {format.number(c.average)}
                          </Text>
                        )}
                        {c.average === null && c.answers > 0 && (
                          <Tooltip label={t('stat.hidden', { min: s.minAnswers })}>
                            <Text span c="dimmed" tabIndex={0} aria-label={t('stat.hidden', { min: s.minAnswers })}>
                              —
                            </Text>
                          </Tooltip>
                        )}
                        {c.answers > 0 && (
                          <Text span size="xs" c="dimmed" ml={6}>
                            {t('stat.answers', { count: c.answers })}
                          </Text>
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
