import { useState } from 'react';
import { Group, Paper, ScrollArea, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateField, useMe } from '@atrium/sdk/ui';
import {
  ANALYTICS_DETAILS,
  ANALYTICS_TABS,
  AnalyticsPeriod,
  issueKey,
  shiftYears,
  type AnalyticsDetail,
  type AnalyticsTab,
} from '@atrium/sdk/shared';
import { PageHeader } from '../shared/ui.js';
import { NeedsClient } from '../shared/NeedsClient.js';
import { FigurePanel } from './FigurePanel.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Analytics (docs/architecture.md, Analytics): the tabs of spec features §3 over one period, each a chart with
 * its table and an Excel export. The period is checked by the same schema as on the server, so a period the
 * server would refuse is named here and not asked for.
 */
function AnalyticsScreen() {
  const { t } = useTranslation();
  const me = useMe()!;
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useState<[string | null, string | null]>(() => [shiftYears(today(), -1, 1), today()]);
  const [detail, setDetail] = useState<AnalyticsDetail>('month');
  const tab = (ANALYTICS_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as AnalyticsTab)
    : ANALYTICS_TABS[0];
  const checked = AnalyticsPeriod.safeParse({ from: range[0] ?? '', to: range[1] ?? range[0] ?? '', detail });
  // A rule of the period (its key names the text), or no period chosen yet.
  const problem = checked.success ? null : (issueKey(checked.error.issues[0]!)?.split('.').pop() ?? 'choosePeriod');
  return (
    <Stack>
      <PageHeader title={t('companyAnalytics.title')} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <DateField
          type="range"
          label={t('companyAnalytics.period')}
          value={range}
          onChange={(v) => setRange(v as [string | null, string | null])}
          miw={240}
          allowSingleDateInRange
        />
        <SegmentedControl
          value={detail}
          onChange={(v) => setDetail(v as AnalyticsDetail)}
          aria-label={t('companyAnalytics.detail')}
          data={ANALYTICS_DETAILS.map((d) => ({ value: d, label: t(`companyAnalytics.details.${d}`) }))}
        />
      </Group>
      {problem && (
        <Text c={problem === 'choosePeriod' ? 'dimmed' : 'red'} role="alert" data-testid="period-problem">
          {t(`companyAnalytics.errors.${problem}`)}
        </Text>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Tabs
          value={tab}
          onChange={(v) => setParams(v && v !== ANALYTICS_TABS[0] ? { tab: v } : {}, { replace: true })}
          keepMounted={false}
        >
          <ScrollArea type="auto" offsetScrollbars>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {ANALYTICS_TABS.map((value) => (
                <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
                  {t(`companyAnalytics.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {ANALYTICS_TABS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {checked.success && <FigurePanel tab={value} clientId={me.client!._id} period={checked.data} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Stack>
  );
}

export default function AnalyticsPage() {
  return (
    <NeedsClient>
      <AnalyticsScreen />
    </NeedsClient>
  );
}
