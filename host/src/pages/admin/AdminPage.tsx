import { Stack } from '@mantine/core';
import { JournalTable } from '../shared/JournalTable.js';
import { TabbedPage } from '../shared/TabbedPage.js';
import { InterfaceTab, OtherSettingsTab } from '../employees/SettingsTabs.js';
import { OverviewTab } from './OverviewTab.js';
import { MailCheckTab } from './MailCheckTab.js';
import { ChannelsTab } from './ChannelsTab.js';
import { FilesTab } from './FilesTab.js';
import { SectionsTab } from './SectionsTab.js';
import { ModuleSettingsTab } from './ModuleSettingsTab.js';
import { WorkCalendarTab } from './WorkCalendarTab.js';

const TABS = [
  { value: 'data', panel: <OverviewTab /> },
  { value: 'mail', panel: <MailCheckTab /> },
  { value: 'notifications', panel: <ChannelsTab /> },
  { value: 'files', panel: <FilesTab /> },
  { value: 'logs', panel: <JournalTable /> },
  {
    value: 'interface',
    panel: (
      <Stack gap="xl">
        <InterfaceTab />
        <OtherSettingsTab />
      </Stack>
    ),
  },
  { value: 'sections', panel: <SectionsTab /> },
  { value: 'workdays', panel: <WorkCalendarTab /> },
  { value: 'modules', panel: <ModuleSettingsTab /> },
];

/** `/admin/` (admins): the tabs of docs/core-screens.md where the core has the data; plugins add theirs (e.g. a service panel) through `admin.tabs`. */
export default function AdminPage() {
  return <TabbedPage titleKey="adminPanel.title" tabsKey="adminPanel.tabs" tabs={TABS} slot="admin.tabs" />;
}
