import { Button, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { IDP_VIEWS } from '../../shared/constants.js';
import { PlanList } from '../components/PlanList.js';

// The charts load when the analytics tab opens.
const Analytics = lazy(() => import('../components/Analytics.js'));

/** /idp: all plans the reader may see, their own, their employees', those they observe, and analytics. */
export function IdpListPage() {
  const t = useT();
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Button component={Link} to="/idp/new">
          {t('list.new')}
        </Button>
      </Group>
      <Tabs defaultValue="all" keepMounted={false}>
        <Tabs.List>
          {IDP_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`list.${v}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="analytics">{t('list.analytics')}</Tabs.Tab>
        </Tabs.List>
        {IDP_VIEWS.map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <PlanList view={v} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="analytics" pt="md">
          <Suspense fallback={<Loader aria-label={t('loading')} />}>
            <Analytics />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
