import { Avatar, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { useBalance, useSettings } from '../api.js';
import { Coins } from '../components/Coins.js';
import { AchievementsTab } from '../tabs/AchievementsTab.js';
import { BalancesTab } from '../tabs/BalancesTab.js';
import { ItemsTab } from '../tabs/ItemsTab.js';
import { OrdersTab } from '../tabs/OrdersTab.js';
import { SettingsTab } from '../tabs/SettingsTab.js';
import { StatsTab } from '../tabs/StatsTab.js';

const TABS = ['shop', 'orders', 'statistics', 'achievements', 'settings', 'balances'] as const;
type Tab = (typeof TABS)[number];
/** Tabs only managers see; employees have the shop and their achievements. */
const MANAGER_TABS: readonly Tab[] = ['orders', 'statistics', 'settings', 'balances'];

/** /shop: the shop's name, my balance, and its tabs (shop, orders, statistics, achievements, settings, balances). */
export function ShopPage() {
  const t = useT();
  const me = useMe();
  const settings = useSettings();
  const buyer = !!me && !me.isSuperadmin;
  const balance = useBalance(buyer ? me.user._id : undefined);
  const [params, setParams] = useSearchParams();
  if (!settings.data) return <Loader m="md" aria-label={t('loading')} />;
  const s = settings.data;
  const tabs = TABS.filter((tab) => s.canManage || !MANAGER_TABS.includes(tab));
  const tab = tabs.find((x) => x === params.get('tab')) ?? 'shop';
  return (
    <Stack p="md" maw={1100} gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          {s.pic && <Avatar src={s.pic.thumb ?? s.pic.url} alt="" radius="md" size="lg" />}
          <Stack gap={2}>
            <Title order={1} size="h2">
              {s.name}
            </Title>
            {s.description && <Text c="dimmed">{s.description}</Text>}
          </Stack>
        </Group>
        {buyer && (
          <Paper withBorder px="md" py={6} radius="md" aria-live="polite">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('myBalance')}
              </Text>
              {balance.data ? <Coins amount={balance.data.amount} settings={s} size="lg" data-testid="my-balance" /> : <Loader size="xs" />}
            </Group>
          </Paper>
        )}
      </Group>
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'shop' ? { tab: v } : {})} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {tabs.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="shop" pt="md">
          <ItemsTab settings={s} balance={balance.data?.amount ?? null} />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <OrdersTab settings={s} />
        </Tabs.Panel>
        <Tabs.Panel value="statistics" pt="md">
          <StatsTab settings={s} />
        </Tabs.Panel>
        <Tabs.Panel value="achievements" pt="md">
          <AchievementsTab settings={s} ach={balance.data?.ach ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsTab settings={s} />
        </Tabs.Panel>
        <Tabs.Panel value="balances" pt="md">
          <BalancesTab settings={s} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
