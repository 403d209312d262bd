import { Suspense } from 'react';
import { Loader, Paper, ScrollArea, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { SlotItem, useSlot, type SlotContribution } from '@atrium/sdk/ui';
import { PageHeader } from '../shared/ui.js';
import { JournalTable } from '../shared/JournalTable.js';
import { Templates } from '../notifications/Templates.js';
import { EmployeesTab } from './EmployeesTab.js';
import { RightsTab } from './RightsTab.js';
import { SalariesTab } from './SalariesTab.js';
import { CompanyDataTab, InterfaceTab, OtherSettingsTab, ReceiversForm } from './SettingsTabs.js';
import { NeedsClient } from '../shared/NeedsClient.js';

const titleOf = (c: SlotContribution) => {
  const key = (c.Component as { titleKey?: string }).titleKey;
  return key ? i18next.t(key, { ns: c.plugin }) : c.plugin;
};

const CORE_TABS = ['all', 'rights', 'other', 'notifications', 'salaries', 'changes', 'interface', 'company'] as const;

/**
 * `/employees/` (admins): the spec's tabs the core has data for; tabs of features built as plugins
 * (moods, excluded from integration, AI settings, integrations) come through the `employees.tabs` slot.
 */
function Employees() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pluginTabs = useSlot('employees.tabs');
  const tab = params.get('tab') ?? 'all';
  const values = [...CORE_TABS, ...pluginTabs.map((c) => `plugin:${c.plugin}`)];
  return (
    <Tabs value={values.includes(tab) ? tab : 'all'} onChange={(v) => setParams(v && v !== 'all' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
      <ScrollArea type="auto" offsetScrollbars>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {CORE_TABS.map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`tab-${v}`}>
              {t(`employees.tabs.${v}`)}
            </Tabs.Tab>
          ))}
          {pluginTabs.map((c) => (
            <Tabs.Tab key={c.plugin} value={`plugin:${c.plugin}`}>
              {titleOf(c)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      <Tabs.Panel value="all" pt="md">
        <EmployeesTab />
      </Tabs.Panel>
      <Tabs.Panel value="rights" pt="md">
        <RightsTab />
      </Tabs.Panel>
      <Tabs.Panel value="other" pt="md">
        <OtherSettingsTab />
      </Tabs.Panel>
      <Tabs.Panel value="notifications" pt="md">
        <Stack gap="xl">
          <ReceiversForm />
          <Templates />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="salaries" pt="md">
        <SalariesTab />
      </Tabs.Panel>
      <Tabs.Panel value="changes" pt="md">
        <JournalTable section="users" />
      </Tabs.Panel>
      <Tabs.Panel value="interface" pt="md">
        <InterfaceTab />
      </Tabs.Panel>
      <Tabs.Panel value="company" pt="md">
        <CompanyDataTab />
      </Tabs.Panel>
      {pluginTabs.map((c) => (
        <Tabs.Panel key={c.plugin} value={`plugin:${c.plugin}`} pt="md">
          <SlotItem item={c} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function EmployeesPageScreen() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeader title={t('employees.title')} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
          <Employees />
        </Suspense>
      </Paper>
    </Stack>
  );
}

export default function EmployeesPage() {
  return (
    <NeedsClient>
      <EmployeesPageScreen />
    </NeedsClient>
  );
}
