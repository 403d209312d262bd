import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useAnalytics } from '../api.js';
import { OverdueList } from './OverdueList.js';

/** The analytics tab (loaded with it): plans and tasks by status, and the overdue tasks. */
export default function Analytics() {
  const t = useT();
  const q = useAnalytics();
  if (!q.data) return <Loader aria-label={t('loading')} />;
  const { plans, tasks } = q.data;
  const bars = (title: string, data: { name: string; count: number }[]) => (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <BarChart
        h={200}
        data={data}
        dataKey="name"
        yAxisProps={{ allowDecimals: false }}
        series={[{ name: 'count', label: t('analytics.count'), color: 'blue.7' }]}
      />
    </Stack>
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {bars(t('analytics.plans'), [
          { name: t('status.active'), count: plans.active },
          { name: t('status.finished'), count: plans.finished },
        ])}
        {bars(t('analytics.tasks'), [
          { name: t('analytics.open'), count: tasks.open },
          { name: t('analytics.finished'), count: tasks.finished },
          { name: t('analytics.overdue'), count: tasks.overdue },
        ])}
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('analytics.overdueTasks')}
      </Title>
      <OverdueList summary={q.data} />
    </Stack>
  );
}
