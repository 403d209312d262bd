import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useTeamSummary } from '../api.js';
import { OverdueList } from './OverdueList.js';

/** The chief's dashboard widget (`chief.dashboard`, `{ userId }`: whose team): active plans and overdue tasks. */
export default function TeamWidget({ userId }: { userId: string }) {
  const t = useT();
  const q = useTeamSummary(userId);
  return (
    <Card withBorder data-testid="idp-team">
      <Title order={2} size="h4" mb="xs">
        {t('team.title')}
      </Title>
      {q.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {q.isError && <Text c="dimmed">{t('team.failed')}</Text>}
      {q.data && (
        <Stack gap="sm">
          <Group gap="xl">
            {(
              [
                ['active', q.data.plans.active],
                ['overdue', q.data.tasks.overdue],
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
          <OverdueList summary={q.data} />
        </Stack>
      )}
    </Card>
  );
}
