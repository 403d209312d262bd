import { useState } from 'react';
import { Alert, Button, Center, Group, Image, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { Slot, useT } from '@atrium/sdk/ui';
import { GROUP_PARENT } from '../../shared/constants.js';
import { groupRoutes } from '../../shared/routes.js';
import type { GroupView } from '../../shared/types.js';
import { useGroup, useGroupAction } from '../api.js';
import { GroupForm, type GroupFormValue } from '../components/GroupForm.js';
import { MembersPanel } from '../components/MembersPanel.js';
import { MembershipActions } from '../components/MembershipActions.js';
import { RequestsPanel } from '../components/RequestsPanel.js';
import { TypeBadge } from '../components/TypeBadge.js';

type PageTab = 'feed' | 'members' | 'requests' | 'settings';

/** The group's settings for its administrators: the same form as creating, and deleting for the owner. */
function Settings({ group }: { group: GroupView }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useGroupAction((api, body: GroupFormValue) =>
    api.call(groupRoutes.update, { params: { id: group._id }, body }, { quiet: true }),
  );
  const remove = useGroupAction((api) => api.call(groupRoutes.remove, { params: { id: group._id } }));
  return (
    <Stack gap="lg">
      <GroupForm
        initial={{ name: group.name, description: group.description, type: group.type, cover: group.cover }}
        submit={t('form.save')}
        saving={update.isPending}
        error={update.error}
        onSave={(value) => update.mutateAsync(value)}
      />
      {(group.me.owner || group.canManage) && (
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              if (window.confirm(t('settings.confirmDelete'))) remove.mutate(undefined, { onSuccess: () => void navigate('/groups') });
            }}
          >
            {t('settings.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** /group/{_id} (and /groups/{_id}): the cover, the group's card, and tabs for its feed, members, requests and settings. */
export function GroupPage() {
  const t = useT();
  const { _id } = useParams();
  const query = useGroup(_id);
  const [tab, setTab] = useState<PageTab>('feed');
  const group = query.data;
  if (!group)
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  const reads = group.type === 'public' || group.me.member || group.me.granted;
  const waiting = group.requests_ref.length;
  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={1000} gap="md">
      {group.cover && <Image src={group.cover} alt="" h={{ base: 80, sm: 160 }} fit="cover" radius="md" />}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={1} size="h2">
              {group.name}
            </Title>
            <TypeBadge type={group.type} />
          </Group>
          <Text>{group.description}</Text>
          <Text size="sm" c="dimmed">
            {t('ownerIs', { name: group.ownerCard?.fullName ?? '' })} · {t('membersCount', { count: group.membersCount })}
          </Text>
        </Stack>
        <MembershipActions group={group} />
      </Group>
      <Tabs value={tab} onChange={(v) => setTab((v as PageTab) ?? 'feed')}>
        <Tabs.List>
          <Tabs.Tab value="feed">{t('tabs.feed')}</Tabs.Tab>
          <Tabs.Tab value="members">{t('tabs.members')}</Tabs.Tab>
          {group.canManage && (
            <Tabs.Tab value="requests">{waiting ? t('tabs.requestsCount', { count: waiting }) : t('tabs.requests')}</Tabs.Tab>
          )}
          {group.canManage && <Tabs.Tab value="settings">{t('tabs.settings')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="feed" pt="md">
          {reads ? (
            <Slot name="wall.parentFeed" props={{ parentType: GROUP_PARENT, parentId: group._id, canWrite: group.canWrite }} />
          ) : (
            <Alert color="gray">{t('feed.membersOnly')}</Alert>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <MembersPanel group={group} />
        </Tabs.Panel>
        {group.canManage && (
          <Tabs.Panel value="requests" pt="md">
            <RequestsPanel group={group} />
          </Tabs.Panel>
        )}
        {group.canManage && (
          <Tabs.Panel value="settings" pt="md">
            <Settings group={group} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
