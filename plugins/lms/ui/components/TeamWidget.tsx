import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useTeamLearning } from '../api.js';

/**
 * The chief's dashboard widget (`chief.dashboard`, props `{ userId }`: whose dashboard): how many course
 * appointments of that chief's team are assigned, not started, in progress and passed.
 */
export default function TeamWidget({ userId }: { userId: string }) {
  const t = useT();
  const q = useTeamLearning(userId);
  const counts = q.data?.counts;
  const assigned = counts ? counts.not_started + counts.in_progress + counts.learned : 0;
  return (
    <Card withBorder data-testid="lms-team">
      <Title order={2} size="h4" mb="xs">
        {t('team.title')}
      </Title>
      {q.isPending && <Loader size="sm" />}
      {q.isError && <Text c="dimmed">{t('team.failed')}</Text>}
      {counts && assigned === 0 && <Text c="dimmed">{t('team.empty')}</Text>}
      {counts && assigned > 0 && (
        <Group gap="xl">
          {(
            [
              ['assigned', assigned],
              ['not_started', counts.not_started],
              ['in_progress', counts.in_progress],
              ['learned', counts.learned],
            ] as const
          ).map(([key, n]) => (
            <Stack key={key} gap={0}>
              <Text fw={700} size="xl">
                {n}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`team.${key}`)}
              </Text>
            </Stack>
          ))}
        </Group>
      )}
    </Card>
  );
}
