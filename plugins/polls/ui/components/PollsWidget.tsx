import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { usePendingPolls } from '../api.js';

/** The `wall.widgets` slot: polls waiting for the user; nothing at all when none wait. */
export function PollsWidget() {
  const t = useT('polls');
  const pending = usePendingPolls(5);
  const polls = pending.data?.result ?? [];
  if (!polls.length) return null;
  return (
    <Card withBorder data-testid="polls-widget">
      <Title order={4} mb="xs">
        {t('widget.title')}
      </Title>
      <Stack gap={4}>
        {polls.map((p) => (
          <Anchor key={p._id} component={Link} to={`/poll/${p._id}`}>
            {p.name}
          </Anchor>
        ))}
        {pending.data && pending.data.total > polls.length && (
          <Anchor component={Link} to="/polls" size="sm">
            <Text span size="sm">
              {t('widget.more', { count: pending.data.total - polls.length })}
            </Text>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
