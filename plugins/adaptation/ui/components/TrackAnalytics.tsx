import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Anchor, Badge, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useApi, useT } from '@atrium/sdk/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import type { AdaptationStates } from '../../shared/types.js';

const LIMIT = 20;
const STATES: (keyof AdaptationStates)[] = ['waiting', 'running', 'paused', 'finished'];

/** A track's figures: its newcomers by state as a chart and in words, and those in progress with their overdue steps, paged. */
export function TrackAnalytics({ track }: { track: string }) {
  const t = useT();
  const api = useApi();
  const [page, setPage] = useState(1);
  const figures = useQuery({
    queryKey: ['adaptation', 'analytics', track, page],
    placeholderData: keepPreviousData,
    queryFn: () => api.call(routes.analytics, { params: { id: track }, query: { page, limit: LIMIT } }).then((r) => r.result),
  });
  if (!figures.data) return <Loader size="sm" />;
  const { states, overdue } = figures.data;
  const data = STATES.map((s) => ({ state: t(`analytics.state.${s}`), count: states[s] }));
  return (
    <Stack>
      <Paper withBorder p="sm" radius="md">
        <Title order={2} size="h5" mb="sm">
          {t('analytics.byState')}
        </Title>
        {/* An empty track has no bars to draw. */}
        {data.some((d) => d.count > 0) ? (
          <BarChart
            h={220}
            data={data}
            dataKey="state"
            series={[{ name: 'count', label: t('analytics.count'), color: 'blue.6' }]}
            yAxisProps={{ allowDecimals: false }}
          />
        ) : (
          <Text c="dimmed">{t('members.empty')}</Text>
        )}
        {/* The chart's figures in words, for screen readers and small screens. */}
        <Group gap="xs" mt="xs">
          {data.map((d) => (
            <Badge key={d.state} variant="light">
              {d.state}: {d.count}
            </Badge>
          ))}
        </Group>
      </Paper>
      <Title order={2} size="h5">
        {t('analytics.inProgress')}
      </Title>
      {!overdue.result.length ? (
        <Text c="dimmed">{t('analytics.nobody')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('participant.user')}</Table.Th>
                <Table.Th>{t('analytics.progress')}</Table.Th>
                <Table.Th>{t('analytics.overdue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overdue.result.map((a) => (
                <Table.Tr key={a._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/adaptation/user/${a._id}`}>
                      {a.names[a.userId]}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t('journey.progress', { finished: a.finished, total: a.total })}</Table.Td>
                  <Table.Td>
                    <Text c={a.overdue ? 'red.8' : undefined} fw={a.overdue ? 600 : undefined}>
                      {a.overdue}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {overdue.total > LIMIT && (
        <Pagination total={Math.ceil(overdue.total / LIMIT)} value={page} onChange={setPage} aria-label={t('analytics.pages')} />
      )}
    </Stack>
  );
}
