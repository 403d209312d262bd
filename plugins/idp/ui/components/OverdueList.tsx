import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat, useT } from '@atrium/sdk/ui';
import type { IdpSummary } from '../../shared/types.js';

/** The oldest overdue tasks of a summary, each linking to its plan; "and N more" when the summary counted more. */
export function OverdueList({ summary }: { summary: IdpSummary }) {
  const t = useT();
  const format = useFormat();
  if (!summary.overdue.length) return <Text c="dimmed">{t('analytics.noOverdue')}</Text>;
  return (
    <Stack gap={4}>
      {summary.overdue.map((o) => (
        <Group key={o._id} justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={`/idp/${o.idpId}`}>
            {o.title} — {o.employee.fullName}
          </Anchor>
          <Text size="sm" c="red">
            {t('plan.deadline', { date: format.day(o.deadline) })}
          </Text>
        </Group>
      ))}
      {summary.tasks.overdue > summary.overdue.length && (
        <Text size="sm" c="dimmed">
          {t('analytics.more', { count: summary.tasks.overdue - summary.overdue.length })}
        </Text>
      )}
    </Stack>
  );
}
