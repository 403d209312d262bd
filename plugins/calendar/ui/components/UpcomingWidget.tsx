import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat, useT } from '@atrium/sdk/ui';
import { useUpcoming } from '../api.js';

/** The `wall.widgets` slot: the user's next events; nothing at all when none are coming. */
export function UpcomingWidget() {
  const t = useT('calendar');
  const format = useFormat();
  const upcoming = useUpcoming(5);
  const list = upcoming.data ?? [];
  if (!list.length) return null;
  return (
    <Card withBorder data-testid="calendar-widget">
      <Title order={4} mb="xs">
        {t('widget.title')}
      </Title>
      <Stack gap={6}>
        {list.map((o) => (
          <div key={`${o._id}|${o.occurrence ?? ''}`}>
            <Text size="sm" fw={500} style={{ borderLeft: `3px solid ${o.colour}`, paddingLeft: 6 }}>
              {o.name}
            </Text>
            <Text size="xs" c="dimmed" pl={9}>
              {format.weekdayTime(o.start)}
            </Text>
          </div>
        ))}
        <Anchor component={Link} to="/calendar" size="sm">
          {t('widget.open')}
        </Anchor>
      </Stack>
    </Card>
  );
}
