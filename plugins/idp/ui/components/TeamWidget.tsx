import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Counts, useT } from '@atrium/sdk/ui';
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
          <Counts
            items={[
              { label: t('team.active'), value: q.data.plans.active },
              { label: t('team.overdue'), value: q.data.tasks.overdue },
            ]}
          />
          <OverdueList summary={q.data} />
        </Stack>
      )}
    </Card>
  );
}
