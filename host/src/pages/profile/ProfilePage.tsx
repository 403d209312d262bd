import { Suspense } from 'react';
import { Center, Loader, Paper, ScrollArea, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { SlotItem, useApi, useMe, useSlot, type SlotContribution } from '@atrium/sdk/ui';
import type { Employee } from '../shared/types.js';
import { TAB_FIELDS } from './fields.js';
import { TabForm } from './TabForm.js';
import { SocialTab } from './SocialTab.js';
import { PasswordForm } from './PasswordForm.js';
import { HrFilesTab } from './HrFilesTab.js';
import { ProfileHeader } from './ProfileHeader.js';
import { NotificationSettings } from '../notifications/NotificationSettings.js';
import { NeedsClient } from '../shared/NeedsClient.js';

const titleOf = (c: SlotContribution) => {
  const key = (c.Component as { titleKey?: string }).titleKey;
  return key ? i18next.t(key, { ns: c.plugin }) : c.plugin;
};

/**
 * `/profile/{_id}`: tabs main, extra, social networks, HR data, HR files, contacts, notifications,
 * and whatever plugins add to `profile.tabs` (the wall: posts, subscribers). Everyone reads; the owner with
 * `profile_edit` and admins edit; HR tabs only for those the server shows HR fields to.
 */
function Profile({ id }: { id: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe()!;
  const [params, setParams] = useSearchParams();
  const q = useQuery({
    queryKey: ['user', id],
    queryFn: async () => (await api.get<{ result: Employee }>(`/api/user/${id}`, { refused: 'page' })).result,
  });
  const pluginTabs = useSlot('profile.tabs');
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!q.data) return null;
  const user = q.data;
  const self = me.user._id === user._id;
  const canEdit = me.isAdmin || (self && (!!me.user.superuser || (me.rights ?? []).includes('profile_edit')));
  // The server answers HR fields only to the employee and admins.
  const hrVisible = 'workSchedule' in user;
  const ownSettings = self || me.isAdmin;
  const tab = params.get('tab') ?? 'main';
  const tabs: { value: string; label: string }[] = [
    { value: 'main', label: t('profile.tabs.main') },
    { value: 'extra', label: t('profile.tabs.extra') },
    { value: 'social', label: t('profile.tabs.social') },
    ...(hrVisible
      ? [
          { value: 'hr', label: t('profile.tabs.hr') },
          { value: 'hrFiles', label: t('profile.tabs.hrFiles') },
        ]
      : []),
    { value: 'contacts', label: t('profile.tabs.contacts') },
    ...(ownSettings ? [{ value: 'notifications', label: t('profile.tabs.notifications') }] : []),
    ...pluginTabs.map((c) => ({ value: `plugin:${c.key}`, label: titleOf(c) })),
  ];
  return (
    <Stack>
      <ProfileHeader user={user} canEdit={canEdit} self={self} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Tabs
          value={tabs.some((x) => x.value === tab) ? tab : 'main'}
          onChange={(v) => setParams(v && v !== 'main' ? { tab: v } : {}, { replace: true })}
          keepMounted={false}
        >
          <ScrollArea type="auto" offsetScrollbars>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {tabs.map((x) => (
                <Tabs.Tab key={x.value} value={x.value} data-testid={`tab-${x.value}`}>
                  {x.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          <Tabs.Panel value="main" pt="md">
            <TabForm user={user} fields={TAB_FIELDS.main} canEdit={canEdit} testId="form-main" />
          </Tabs.Panel>
          <Tabs.Panel value="extra" pt="md">
            <Stack gap="xl">
              <TabForm user={user} fields={TAB_FIELDS.extra} canEdit={canEdit} testId="form-extra" />
              {self && canEdit && <PasswordForm userId={user._id} />}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="social" pt="md">
            <SocialTab user={user} canEdit={canEdit} />
          </Tabs.Panel>
          {hrVisible && (
            <>
              <Tabs.Panel value="hr" pt="md">
                <TabForm user={user} fields={TAB_FIELDS.hr} canEdit={me.isAdmin} testId="form-hr" />
              </Tabs.Panel>
              <Tabs.Panel value="hrFiles" pt="md">
                <HrFilesTab userId={user._id} canManage={me.isAdmin} />
              </Tabs.Panel>
            </>
          )}
          <Tabs.Panel value="contacts" pt="md">
            <TabForm user={user} fields={TAB_FIELDS.contacts} canEdit={canEdit} testId="form-contacts" />
          </Tabs.Panel>
          {ownSettings && (
            <Tabs.Panel value="notifications" pt="md">
              <NotificationSettings userId={user._id} canEdit={ownSettings} />
            </Tabs.Panel>
          )}
          {pluginTabs.map((c) => (
            <Tabs.Panel key={c.key} value={`plugin:${c.key}`} pt="md">
              <SlotItem item={c} props={{ userId: user._id }} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Stack>
  );
}

function ProfilePageScreen() {
  const { _id } = useParams();
  const { t } = useTranslation();
  if (!_id) return null;
  return (
    <Suspense
      fallback={
        <Center p="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      }
    >
      <Profile key={_id} id={_id} />
    </Suspense>
  );
}

export default function ProfilePage() {
  return (
    <NeedsClient>
      <ProfilePageScreen />
    </NeedsClient>
  );
}
