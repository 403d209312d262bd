import { Badge, Button, Stack, Text } from '@mantine/core';
import { useMe, useT } from '@atrium/sdk/ui';
import { groupRoutes } from '../../shared/routes.js';
import type { GroupView } from '../../shared/types.js';
import { useGroupAction } from '../api.js';
import { PersonRow } from './PersonRow.js';

/** Members with their roles; administrators toggle administrators, remove members and (the owner) hand the group over. */
export function MembersPanel({ group }: { group: GroupView }) {
  const t = useT();
  const me = useMe();
  // The server's rule: the owner or a company administrator hands the group over.
  const handsOver = group.me.owner || !!me?.isAdmin;
  const groupId = group._id;
  const toggle = useGroupAction((api, userId: string) => api.call(groupRoutes.toggleAdmin, { params: { groupId, userId } }));
  const remove = useGroupAction((api, userId: string) => api.call(groupRoutes.removeMember, { params: { groupId, userId } }));
  const owner = useGroupAction((api, newOwner: string) => api.call(groupRoutes.setOwner, { params: { groupId, newOwner } }));
  if (!group.members.length) return <Text c="dimmed">{t('members.hidden')}</Text>;
  return (
    <Stack gap="sm">
      {group.members.map(({ user, admin }) => {
        const isOwner = user._id === group.owner;
        return (
          <PersonRow key={user._id} person={user}>
            {isOwner ? <Badge>{t('me.owner')}</Badge> : admin && <Badge variant="light">{t('me.admin')}</Badge>}
            {group.canManage && !isOwner && (
              <>
                <Button size="compact-xs" variant="default" onClick={() => toggle.mutate(user._id)}>
                  {t(admin ? 'members.unmakeAdmin' : 'members.makeAdmin')}
                </Button>
                <Button size="compact-xs" variant="default" color="red" onClick={() => remove.mutate(user._id)}>
                  {t('members.remove')}
                </Button>
                {handsOver && (
                  <Button size="compact-xs" variant="subtle" onClick={() => owner.mutate(user._id)}>
                    {t('members.makeOwner')}
                  </Button>
                )}
              </>
            )}
          </PersonRow>
        );
      })}
    </Stack>
  );
}
