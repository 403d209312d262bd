import { Badge, Button, Group } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { groupRoutes } from '../../shared/routes.js';
import type { GroupListItem } from '../../shared/types.js';
import { useGroupAction } from '../api.js';

/** What the caller can do about belonging to a group: join or ask, accept or decline, leave. */
export function MembershipActions({ group }: { group: GroupListItem }) {
  const t = useT();
  const id = group._id;
  const join = useGroupAction((api) => api.call(groupRoutes.join, { params: { id } }));
  const leave = useGroupAction((api) => api.call(groupRoutes.leave, { params: { id } }));
  const accept = useGroupAction((api) => api.call(groupRoutes.accept, { params: { id } }));
  const decline = useGroupAction((api) => api.call(groupRoutes.decline, { params: { id } }));
  const { me } = group;
  if (me.invited && !me.member)
    return (
      <Group gap="xs">
        <Button size="xs" onClick={() => accept.mutate(undefined)} loading={accept.isPending}>
          {t('actions.accept')}
        </Button>
        <Button size="xs" variant="default" onClick={() => decline.mutate(undefined)} loading={decline.isPending}>
          {t('actions.decline')}
        </Button>
      </Group>
    );
  if (me.member)
    return me.owner ? (
      <Badge variant="outline">{t('me.owner')}</Badge>
    ) : (
      <Button size="xs" variant="default" onClick={() => leave.mutate(undefined)} loading={leave.isPending}>
        {t('actions.leave')}
      </Button>
    );
  if (me.requested) return <Badge variant="outline">{t('me.requested')}</Badge>;
  if (group.type === 'private') return null;
  return (
    <Button size="xs" onClick={() => join.mutate(undefined)} loading={join.isPending}>
      {t(group.type === 'public' ? 'actions.join' : 'actions.ask')}
    </Button>
  );
}
