import { Stack } from '@mantine/core';
import { JournalTable } from '../shared/JournalTable.js';
import { TabbedPage } from '../shared/TabbedPage.js';
import { Templates } from '../notifications/Templates.js';
import { EmployeesTab } from './EmployeesTab.js';
import { RightsTab } from './RightsTab.js';
import { SalariesTab } from './SalariesTab.js';
import { CompanyDataTab, InterfaceTab, OtherSettingsTab, ReceiversForm } from './SettingsTabs.js';

const TABS = [
  { value: 'all', panel: <EmployeesTab /> },
  { value: 'excluded', panel: <EmployeesTab excluded /> },
  { value: 'rights', panel: <RightsTab /> },
  { value: 'other', panel: <OtherSettingsTab /> },
  {
    value: 'notifications',
    panel: (
      <Stack gap="xl">
        <ReceiversForm />
        <Templates />
      </Stack>
    ),
  },
  { value: 'salaries', panel: <SalariesTab /> },
  { value: 'changes', panel: <JournalTable section="users" /> },
  { value: 'interface', panel: <InterfaceTab /> },
  { value: 'company', panel: <CompanyDataTab /> },
];

/**
 * `/employees/` (admins): the tabs of docs/core-screens.md the core has data for; tabs of features built as plugins
 * (moods, AI settings, integrations) come through the `employees.tabs` slot.
 */
export default function EmployeesPage() {
  return <TabbedPage titleKey="employees.title" tabsKey="employees.tabs" tabs={TABS} slot="employees.tabs" />;
}
