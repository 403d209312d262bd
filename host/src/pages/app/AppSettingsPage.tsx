import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '@atrium/sdk/ui';
import { CORE_FEATURES } from '@atrium/sdk/shared';
import { PageHeader } from '../shared/ui.js';
import { useRightLabel } from '../../plugins/titles.js';
import { vendorOf } from '../../session/vendor.js';
import type { Paged } from '../shared/types.js';
import { StatCard } from '../shared/StatCard.js';

/**
 * `/app` (superadmin): the installation as a whole — its vendor variant, how many client companies
 * it serves and which features (core switches and installed plugins) clients can be given.
 * Per-client switches live in the client edit (`/clients`).
 */
export default function AppSettingsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const label = useRightLabel();
  const env = useQuery({ queryKey: ['env'], queryFn: () => api.get<{ vendor: string }>('/api/env') });
  const features = useQuery({
    queryKey: ['features-all'],
    queryFn: async () => (await api.get<{ result: string[] }>('/api/clients/features/all')).result,
  });
  const clients = useQuery({ queryKey: ['clients', 'count'], queryFn: () => api.get<Paged<unknown>>('/api/clients?page=1&limit=1') });
  const blocked = useQuery({
    queryKey: ['clients', 'count-blocked'],
    queryFn: () => api.get<Paged<{ status: string }>>('/api/clients?page=1&limit=200'),
  });
  if (env.isPending || features.isPending || clients.isPending) return <Loader aria-label={t('app.loading')} />;
  const core = new Set<string>(CORE_FEATURES);
  const plugins = (features.data ?? []).filter((f) => !core.has(f));
  return (
    <Stack>
      <PageHeader title={t('appSettings.title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <StatCard label={t('appSettings.vendor')} value={vendorOf(env.data?.vendor).title} />
        <StatCard label={t('appSettings.clients')} value={clients.data?.total ?? '—'} large testId="app-clients">
          {blocked.data && (
            <Text size="xs" c="dimmed">
              {t('appSettings.blocked', { count: blocked.data.result.filter((c) => c.status === 'blocked').length })}
            </Text>
          )}
        </StatCard>
        <StatCard label={t('appSettings.plugins')} value={plugins.length} large />
      </SimpleGrid>
      <Paper withBorder p="sm">
        <Title order={2} size="h5" mb="xs">
          {t('appSettings.coreFeatures')}
        </Title>
        <Group gap={6}>
          {[...core].map((f) => (
            <Badge key={f} variant="light">
              {label(f)}
            </Badge>
          ))}
        </Group>
        <Title order={2} size="h5" mt="md" mb="xs">
          {t('appSettings.installedPlugins')}
        </Title>
        {plugins.length ? (
          <Group gap={6}>
            {plugins.map((f) => (
              <Badge key={f} variant="outline">
                {label(f)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text c="dimmed">{t('appSettings.noPlugins')}</Text>
        )}
        <Text size="sm" c="dimmed" mt="md">
          {t('appSettings.hint')}
        </Text>
      </Paper>
    </Stack>
  );
}
