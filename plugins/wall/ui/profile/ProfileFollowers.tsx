import { Group, Loader, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useFollowSummary } from './follow.js';

/** The second `profile.tabs` contribution, "Subscribers": how many follow the person and how many they follow. */
export function ProfileFollowers({ userId }: { userId?: string }) {
  if (!userId) return null;
  return <Counts userId={userId} />;
}
ProfileFollowers.titleKey = 'follow.tab';

function Counts({ userId }: { userId: string }) {
  const t = useT();
  const q = useFollowSummary(userId);
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!q.data) return <Text c="dimmed">{t('errors.general')}</Text>;
  return (
    <Group gap="xl">
      <div>
        <Text size="xl" fw={700} data-testid="followers">
          {q.data.followers}
        </Text>
        <Text size="sm" c="dimmed">
          {t('follow.followers')}
        </Text>
      </div>
      <div>
        <Text size="xl" fw={700} data-testid="following">
          {q.data.following}
        </Text>
        <Text size="sm" c="dimmed">
          {t('follow.following')}
        </Text>
      </div>
    </Group>
  );
}
