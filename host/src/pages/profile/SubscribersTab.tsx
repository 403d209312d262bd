import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '@atrium/sdk/ui';

export interface FollowSummary {
  user: string;
  followers: number;
  following: number;
  i_follow: boolean;
}

/** The wall's follow summary of a person (`GET /api/follow/{id}`); the wall plugin answers it. */
export function useFollow(userId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['follow', userId],
    enabled,
    queryFn: async () => (await api.get<{ result: FollowSummary }>(`/api/follow/${userId}`, { quiet: true })).result,
  });
}

/** Subscribers: how many follow the person and how many they follow. */
export function SubscribersTab({ userId, wall }: { userId: string; wall: boolean }) {
  const { t } = useTranslation();
  const q = useFollow(userId, wall);
  if (!wall) return <Text c="dimmed">{t('profile.wallOff')}</Text>;
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!q.data) return <Text c="dimmed">{t('errors.general')}</Text>;
  return (
    <Stack>
      <Group gap="xl">
        <div>
          <Text size="xl" fw={700} data-testid="followers">
            {q.data.followers}
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.followers')}
          </Text>
        </div>
        <div>
          <Text size="xl" fw={700}>
            {q.data.following}
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.following')}
          </Text>
        </div>
      </Group>
    </Stack>
  );
}
