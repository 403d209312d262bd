import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import type { GroupListItem } from '../../shared/types.js';
import { MembershipActions } from './MembershipActions.js';
import { TypeBadge } from './TypeBadge.js';

export function GroupCard({ group }: { group: GroupListItem }) {
  const t = useT();
  return (
    <Card withBorder data-testid="group-card">
      {group.cover && (
        <Card.Section mb="sm">
          {/* The name beside it says what the group is: the cover is decoration. */}
          <Image src={group.cover} alt="" h={72} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/group/${group._id}`} fw={600}>
              {group.name}
            </Anchor>
            <TypeBadge type={group.type} />
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {group.description}
          </Text>
          <Text size="xs" c="dimmed">
            {t('membersCount', { count: group.membersCount })}
          </Text>
        </Stack>
        <MembershipActions group={group} />
      </Group>
    </Card>
  );
}
