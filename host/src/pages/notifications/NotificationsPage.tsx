import { useState } from 'react';
import { Button, Paper, ScrollArea, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApi, useMe, useRealtime, useShell } from '@atrium/sdk/ui';
import { PageHeader } from '../shared/ui.js';
import { errorText } from '../shared/errors.js';
import { NotificationList } from './NotificationList.js';
import { NotificationSettings, useNotificationSections } from './NotificationSettings.js';
import { useSectionLabel } from '../../plugins/titles.js';
import { Templates } from './Templates.js';

/**
 * `/notifications`: the tab "all" and one tab for each section the client's switched-on plugins declare
 * (docs/core-screens.md, Rules), each with read and unread;
 * mark all read; the user's channel settings and (admins) the templates. New notifications arrive live
 * over the shell's socket.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe()!;
  const qc = useQueryClient();
  const { toast } = useShell();
  const [params, setParams] = useSearchParams();
  const [read, setRead] = useState<'' | '0' | '1'>('');
  const tab = params.get('tab') ?? 'all';
  const sections = useNotificationSections();
  const sectionLabel = useSectionLabel();
  // New notifications arrive over the shell's socket (`notification` events to the user's room).
  useRealtime('notification', () => {
    void qc.invalidateQueries({ queryKey: ['notifications'] });
    void qc.invalidateQueries({ queryKey: ['unread'] });
  });
  // Notifications exist only for employee accounts (docs/architecture.md, Roles, rights and content).
  if (!me.client || me.isSuperadmin) return <Text c="dimmed">{t('notifications.employeesOnly')}</Text>;

  const markAll = async () => {
    try {
      const res = await api.put<{ result: { count: number } }>('/api/notification/all/view', undefined, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['notifications'] });
      await qc.invalidateQueries({ queryKey: ['unread'] });
      toast({ message: t('notifications.markedRead', { count: res.result.count }), color: 'green' });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  const listTabs = ['all', ...(sections.data ?? []).filter((x) => x.plugin).map((x) => x.section)];
  const tabs = [...listTabs, 'settings', ...(me.isAdmin ? ['templates'] : [])];
  const current = tabs.includes(tab) ? tab : 'all';
  return (
    <Stack>
      <PageHeader title={t('notifications.title')}>
        {/* The light variant's blue on its tint is below the WCAG AA contrast ratio for this label. */}
        <Button
          variant="default"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() => void markAll()}
          data-testid="mark-all-read"
        >
          {t('notifications.markAllRead')}
        </Button>
      </PageHeader>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Tabs value={current} onChange={(v) => setParams(v && v !== 'all' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
          <ScrollArea type="auto" offsetScrollbars>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {tabs.map((v) => (
                <Tabs.Tab key={v} value={v} data-testid={`tab-${v}`}>
                  {listTabs.includes(v) && v !== 'all' ? sectionLabel(v) : t(`notifications.tabs.${v}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {/* Every list tab has its panel (its aria-controls names it); Mantine mounts only the current one's content. */}
          {listTabs.map((v) => (
            <Tabs.Panel key={v} value={v} pt="md">
              <Stack>
                <SegmentedControl
                  style={{ alignSelf: 'flex-start' }}
                  value={read}
                  onChange={(r) => setRead(r as '' | '0' | '1')}
                  data={[
                    { value: '', label: t('notifications.filter.all') },
                    { value: '0', label: t('notifications.filter.unread') },
                    { value: '1', label: t('notifications.filter.read') },
                  ]}
                  data-testid="read-filter"
                />
                <NotificationList key={`${v}-${read}`} section={v} read={read} />
              </Stack>
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="settings" pt="md">
            <NotificationSettings userId={me.user._id} canEdit />
          </Tabs.Panel>
          {me.isAdmin && (
            <Tabs.Panel value="templates" pt="md">
              <Templates />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
    </Stack>
  );
}
