import { Anchor, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import type { AdaptationView } from '../../shared/types.js';
import { JourneyProgress } from './Progress.js';

/** Adaptations as cards: the newcomer (or the track), the mentor and the progress, each a link to the journey. */
export function AdaptationList({ rows, showTrack }: { rows: (AdaptationView & { roles?: string[] })[]; showTrack?: boolean }) {
  const t = useT();
  if (!rows.length) return <Text c="dimmed">{t('members.empty')}</Text>;
  return (
    <Stack gap="xs">
      {rows.map((a) => (
        <Card key={a._id} withBorder padding="sm">
          <Anchor component={Link} to={`/adaptation/user/${a._id}`} fw={600}>
            {showTrack ? a.trackName : a.names[a.userId]}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('members.mentor', { name: a.names[a.mentorId] ?? '' })}
            {a.roles?.length ? ` · ${a.roles.map((r) => t(`role.${r}`)).join(', ')}` : ''}
            {a.active ? '' : ` · ${t('journey.paused')}`}
          </Text>
          <JourneyProgress finished={a.finished} total={a.total} />
        </Card>
      ))}
    </Stack>
  );
}
