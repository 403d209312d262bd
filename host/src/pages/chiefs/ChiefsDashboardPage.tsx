import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, SlotItem, useApi, useSlot } from '@atrium/sdk/ui';
import { structureRoutes } from '@atrium/sdk/shared';
import { PageHeader } from '../shared/ui.js';
import { NeedsClient } from '../shared/NeedsClient.js';

/**
 * The `chief.dashboard` widgets the company switched on, the core's and the plugins', for this chief, each
 * in its own boundary; an empty state when none is on.
 */
function Widgets({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const items = useSlot('chief.dashboard', { switchable: true });
  if (!items.length)
    return (
      <Text c="dimmed" data-testid="chiefs-no-widgets">
        {t('chiefs.noWidgets')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {items.map((item) => (
        <SlotItem key={item.key} item={item} props={{ userId }} />
      ))}
    </SimpleGrid>
  );
}

/**
 * `/chiefs_dashboard/{userId}`: the chief's dashboard of that user, for the user themself and for
 * administrators (docs/core-screens.md, Chief's dashboard); the widgets come from the core and plugins.
 */
function ChiefsDashboardScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const { userId = '' } = useParams();
  const q = useQuery({
    queryKey: ['chiefs_dashboard', userId],
    retry: false,
    queryFn: async () => (await api.call(structureRoutes.chiefsDashboard, { params: { id: userId } }, { quiet: true })).result,
  });
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    return (
      <Alert color="gray" data-testid="chiefs-unavailable">
        {status === 403 ? t('chiefs.forbidden') : t('chiefs.unavailable')}
      </Alert>
    );
  }
  const { user, subordinates } = q.data;
  return (
    <Stack>
      <PageHeader title={t('chiefs.title')} />
      <Text c="dimmed">{t('chiefs.of', { name: user.fullName, count: subordinates })}</Text>
      {subordinates === 0 && <Text c="dimmed">{t('chiefs.noTeam')}</Text>}
      <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
        <Widgets userId={user._id} />
      </Suspense>
    </Stack>
  );
}

export default function ChiefsDashboardPage() {
  return (
    <NeedsClient>
      <ChiefsDashboardScreen />
    </NeedsClient>
  );
}
