import { Group, Loader, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useFollowSummary } from './follow.js';

/** The second `profile.tabs` contribution, "Subscribers": how many follow the person and how many they follow. */
export function ProfileFollowers({ userId }: { userId?: string }) {
  if (!userId) return null;
  return <Counts userId={userId} />;
}
ProfileFollowers.titleKey = 'follow.tab';

/** One count with its label under it. */
function Stat({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

function Counts({ userId }: { userId: string }) {
  const t = useT();
  const q = useFollowSummary(userId);
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!q.data) return <Text c="dimmed">{t('errors.general')}</Text>;
  return (
    <Group gap="xl">
      <Stat value={q.data.followers} label={t('follow.followers')} testId="followers" />
      <Stat value={q.data.following} label={t('follow.following')} testId="following" />
    </Group>
  );
}
