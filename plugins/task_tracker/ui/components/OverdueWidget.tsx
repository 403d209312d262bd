import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { useTasks } from '../api.js';

/**
 * The chief's dashboard widget (`chief.dashboard`, props `{ userId }`: whose dashboard): that chief's
 * team's overdue tasks, on whichever desks they sit.
 */
export function OverdueWidget({ userId }: { userId?: string }) {
  const t = useT();
  const me = useMe()?.user._id;
  const chief = userId && userId !== me ? userId : undefined;
  const list = useTasks({ view: 'team_overdue', chief, sort: 'planEnd', order: 'asc', limit: 10 });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('widget.overdue')}
      </Title>
      {list.isLoading && <Loader size="sm" aria-label={t('loading')} />}
      <Stack gap={4}>
        {list.data?.result.map((task) => (
          <Text key={task._id} size="sm">
            <Anchor component={Link} to={`/desk/${task.deskId}`}>
              {task.name}
            </Anchor>{' '}
            <Text span c="red" size="xs">
              {task.planEnd}
            </Text>
          </Text>
        ))}
      </Stack>
      {list.data && list.data.total === 0 && (
        <Text size="sm" c="dimmed">
          {t('widget.none')}
        </Text>
      )}
    </Card>
  );
}

/** The widget's title in the admin's widget switches. */
OverdueWidget.titleKey = 'widget.overdue';
