import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { useGroupList } from '../api.js';

const SHOWN = 5;

/** The `wall.widgets` slot: the user's groups, with a link to all of them. */
export function MyGroupsWidget() {
  const t = useT('groups');
  const list = useGroupList('mine', '', 1);
  const groups = (list.data?.result ?? []).slice(0, SHOWN);
  return (
    <Card withBorder data-testid="groups-widget">
      <Title order={2} size="h4" mb="xs">
        {t('widget.title')}
      </Title>
      <Stack gap={4}>
        {groups.map((g) => (
          <Anchor key={g._id} component={Link} to={`/group/${g._id}`}>
            {g.name}
          </Anchor>
        ))}
        {list.data && !groups.length && (
          <Text size="sm" c="dimmed">
            {t('widget.none')}
          </Text>
        )}
        <Anchor component={Link} to="/groups" size="sm">
          {t('widget.all')}
        </Anchor>
      </Stack>
    </Card>
  );
}
