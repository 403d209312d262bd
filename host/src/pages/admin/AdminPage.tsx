import { Suspense } from 'react';
import { Loader, Paper, ScrollArea, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { SlotItem, useSlot, type SlotContribution } from '@atrium/sdk/ui';
import { PageHeader } from '../shared/ui.js';
import { JournalTable } from '../shared/JournalTable.js';
import { InterfaceTab, OtherSettingsTab } from '../employees/SettingsTabs.js';
import { OverviewTab } from './OverviewTab.js';
import { MailCheckTab } from './MailCheckTab.js';
import { ChannelsTab } from './ChannelsTab.js';
import { FilesTab } from './FilesTab.js';
import { SectionsTab } from './SectionsTab.js';
import { NeedsClient } from '../shared/NeedsClient.js';

const CORE_TABS = ['data', 'mail', 'notifications', 'files', 'logs', 'interface', 'sections'] as const;

const titleOf = (c: SlotContribution) => {
  const key = (c.Component as { titleKey?: string }).titleKey;
  return key ? i18next.t(key, { ns: c.plugin }) : c.plugin;
};

/** `/admin/` (admins): the spec's tabs where the core has the data; plugins add theirs (e.g. a service panel) through `admin.tabs`. */
function Admin() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pluginTabs = useSlot('admin.tabs');
  const tab = params.get('tab') ?? 'data';
  const values = [...CORE_TABS, ...pluginTabs.map((c) => `plugin:${c.plugin}`)];
  return (
    <Tabs value={values.includes(tab) ? tab : 'data'} onChange={(v) => setParams(v && v !== 'data' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
      <ScrollArea type="auto" offsetScrollbars>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {CORE_TABS.map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`tab-${v}`}>
              {t(`adminPanel.tabs.${v}`)}
            </Tabs.Tab>
          ))}
          {pluginTabs.map((c) => (
            <Tabs.Tab key={c.plugin} value={`plugin:${c.plugin}`}>
              {titleOf(c)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      <Tabs.Panel value="data" pt="md">
        <OverviewTab />
      </Tabs.Panel>
      <Tabs.Panel value="mail" pt="md">
        <MailCheckTab />
      </Tabs.Panel>
      <Tabs.Panel value="notifications" pt="md">
        <ChannelsTab />
      </Tabs.Panel>
      <Tabs.Panel value="files" pt="md">
        <FilesTab />
      </Tabs.Panel>
      <Tabs.Panel value="logs" pt="md">
        <JournalTable />
      </Tabs.Panel>
      <Tabs.Panel value="interface" pt="md">
        <Stack gap="xl">
          <InterfaceTab />
          <OtherSettingsTab />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="sections" pt="md">
        <SectionsTab />
      </Tabs.Panel>
      {pluginTabs.map((c) => (
        <Tabs.Panel key={c.plugin} value={`plugin:${c.plugin}`} pt="md">
          <SlotItem item={c} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function AdminPageScreen() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeader title={t('adminPanel.title')} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
          <Admin />
        </Suspense>
      </Paper>
    </Stack>
  );
}

export default function AdminPage() {
  return (
    <NeedsClient>
      <AdminPageScreen />
    </NeedsClient>
  );
}
