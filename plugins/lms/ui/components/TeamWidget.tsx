import { Card, Loader, Text, Title } from '@mantine/core';
import { Counts, useT } from '@atrium/sdk/ui';
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
        <Counts
          items={[
            { label: t('team.assigned'), value: assigned },
            { label: t('team.not_started'), value: counts.not_started },
            { label: t('team.in_progress'), value: counts.in_progress },
            { label: t('team.learned'), value: counts.learned },
          ]}
        />
      )}
    </Card>
  );
}
