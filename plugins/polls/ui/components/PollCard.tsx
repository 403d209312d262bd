import { Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import type { PollListItem } from '../../shared/types.js';

/** One poll in a list: name, type, state, and where a click leads (answer or results). */
export function PollCard({ poll }: { poll: PollListItem }) {
  const t = useT();
  return (
    <Card withBorder component={Link} to={`/poll/${poll._id}`} data-testid={`poll-${poll._id}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} lineClamp={2}>
          {poll.name}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Badge variant="light">{t(`type.${poll.type}`)}</Badge>
          {poll.finished ? (
            <Badge color="gray">{t('state.finished')}</Badge>
          ) : poll.answered ? (
            <Badge color="green">{t('state.answered')}</Badge>
          ) : (
            <Badge color="orange">{t('state.pending')}</Badge>
          )}
        </Group>
      </Group>
      {poll.description && (
        <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
          {poll.description}
        </Text>
      )}
    </Card>
  );
}
