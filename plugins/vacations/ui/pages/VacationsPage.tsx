import { Stack, Tabs, Title } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { MyVacations } from '../components/MyVacations.js';
import { PendingList } from '../components/PendingList.js';
import { TeamChart } from '../components/TeamChart.js';

/** `/vacations`: the team chart, my vacations with the remainder, and what waits for my decision as a chief. */
export function VacationsPage() {
  const t = useT();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs defaultValue="chart" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="chart">{t('tabs.chart')}</Tabs.Tab>
          <Tabs.Tab value="mine">{t('tabs.mine')}</Tabs.Tab>
          <Tabs.Tab value="pending">{t('tabs.pending')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="chart" pt="md">
          <TeamChart />
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="md">
          <MyVacations />
        </Tabs.Panel>
        <Tabs.Panel value="pending" pt="md">
          <PendingList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
