import { Anchor, Badge, Group, Loader, Paper, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApi, useShell } from '@atrium/sdk/ui';
import { ClientForm } from './ClientForm.js';
import { DesignTab } from './DesignTab.js';
import { FeaturesTab } from './FeaturesTab.js';
import { MaintenanceTab, OtherRightsTab } from './OtherTabs.js';
import { SsoTab } from './SsoTab.js';
import { LifecycleTab } from './LifecycleTab.js';
import { SendsayTab } from './SendsayTab.js';
import type { ClientRow } from './types.js';

const TABS = ['data', 'design', 'features', 'rights', 'sso', 'mailing', 'maintenance', 'lifecycle'] as const;

/** Client edit with its tabs (docs/core-screens.md): data, design, features, other rights, sign-in, mailing service, maintenance, archive. */
export function ClientEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const [params, setParams] = useSearchParams();
  const q = useQuery({
    queryKey: ['client', id],
    queryFn: async () => (await api.get<{ result: ClientRow }>(`/api/clients/${id}`, { refused: 'page' })).result,
  });
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!q.data) return null;
  const client = q.data;
  const tab = params.get('tab') ?? 'data';
  return (
    <Stack>
      <Anchor component={Link} to="/clients" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('clientsAdmin.back')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <Title order={1} size="h2" data-testid="client-title">
          {client.name}
        </Title>
        <Badge color={client.status === 'blocked' ? 'red' : 'green'}>{t(`clientsAdmin.status.${client.status}`)}</Badge>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Tabs
          value={TABS.includes(tab as never) ? tab : 'data'}
          onChange={(v) => setParams({ client: id, ...(v && v !== 'data' ? { tab: v } : {}) }, { replace: true })}
          keepMounted={false}
        >
          <ScrollArea type="auto" offsetScrollbars>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {TABS.map((v) => (
                <Tabs.Tab key={v} value={v} data-testid={`tab-${v}`}>
                  {t(`clientsAdmin.tabs.${v}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          <Tabs.Panel value="data" pt="md">
            <ClientForm
              key={client.updatedAt as string}
              client={client}
              onSaved={() => {
                void qc.invalidateQueries({ queryKey: ['client', id] });
                void qc.invalidateQueries({ queryKey: ['clients'] });
                toast({ message: t('screens.saved'), color: 'green' });
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="design" pt="md">
            <DesignTab client={client} />
          </Tabs.Panel>
          <Tabs.Panel value="features" pt="md">
            <FeaturesTab client={client} />
          </Tabs.Panel>
          <Tabs.Panel value="rights" pt="md">
            <OtherRightsTab client={client} />
          </Tabs.Panel>
          <Tabs.Panel value="sso" pt="md">
            <SsoTab client={client} />
          </Tabs.Panel>
          <Tabs.Panel value="mailing" pt="md">
            <SendsayTab client={client} />
          </Tabs.Panel>
          <Tabs.Panel value="maintenance" pt="md">
            <MaintenanceTab client={client} />
          </Tabs.Panel>
          <Tabs.Panel value="lifecycle" pt="md">
            <LifecycleTab client={client} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
