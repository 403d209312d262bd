import { Suspense, type ReactNode } from 'react';
import { Loader, Paper, ScrollArea, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { SlotItem, useSlot, type SlotContribution, type SlotName } from '@atrium/sdk/ui';
import { PageHeader } from './ui.js';
import { NeedsClient } from './NeedsClient.js';

/** A core tab: its value in `?tab=` (the first tab is the default and leaves the address bare) and what it shows. */
export interface CoreTab {
  value: string;
  panel: ReactNode;
}

interface TabbedPageProps {
  /** Translation key of the page title. */
  titleKey: string;
  /** Translation key prefix of the core tab titles (`<prefix>.<value>`). */
  tabsKey: string;
  tabs: CoreTab[];
  /** The slot plugins add their tabs through; a plugin tab's value is `plugin:<key>` (`<code>`, or `<code>-<index>` for a plugin's further tabs). */
  slot: SlotName;
}

const titleOf = (c: SlotContribution) => {
  const key = (c.Component as { titleKey?: string }).titleKey;
  return key ? i18next.t(key, { ns: c.plugin }) : c.plugin;
};

function TabbedPanels({ tabsKey, tabs, slot }: Omit<TabbedPageProps, 'titleKey'>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pluginTabs = useSlot(slot);
  const first = tabs[0]!.value;
  const tab = params.get('tab') ?? first;
  const values = [...tabs.map((c) => c.value), ...pluginTabs.map((c) => `plugin:${c.key}`)];
  return (
    <Tabs
      value={values.includes(tab) ? tab : first}
      onChange={(v) => setParams(v && v !== first ? { tab: v } : {}, { replace: true })}
      keepMounted={false}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {tabs.map(({ value }) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {t(`${tabsKey}.${value}`)}
            </Tabs.Tab>
          ))}
          {pluginTabs.map((c) => (
            <Tabs.Tab key={c.key} value={`plugin:${c.key}`}>
              {titleOf(c)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {tabs.map(({ value, panel }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {panel}
        </Tabs.Panel>
      ))}
      {pluginTabs.map((c) => (
        <Tabs.Panel key={c.key} value={`plugin:${c.key}`} pt="md">
          <SlotItem item={c} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function TabbedScreen({ titleKey, ...rest }: TabbedPageProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeader title={t(titleKey)} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
          <TabbedPanels {...rest} />
        </Suspense>
      </Paper>
    </Stack>
  );
}

/**
 * An admin page of tabs (the admin panel, employees): the core's tabs in `?tab=`, then the tabs plugins
 * contribute through a slot; the company must be chosen first (superadmin).
 */
export function TabbedPage(props: TabbedPageProps) {
  return (
    <NeedsClient>
      <TabbedScreen {...props} />
    </NeedsClient>
  );
}
