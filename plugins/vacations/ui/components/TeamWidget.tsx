import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useFormat, useT } from '@atrium/sdk/ui';
import { useTeam } from '../api.js';
import { StatusBadge } from './StatusBadge.js';

/** The chief's dashboard widget "vacations" (`chief.dashboard`, `{ userId }`: whose team): the team's next absences. */
export default function TeamWidget({ userId }: { userId: string }) {
  const t = useT();
  const fmt = useFormat();
  const q = useTeam(userId);
  return (
    <Card withBorder data-testid="vacations-team">
      <Title order={2} size="h4" mb="xs">
        {t('team.title')}
      </Title>
      {q.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {q.isError && <Text c="dimmed">{t('team.failed')}</Text>}
      {q.data && !q.data.length && <Text c="dimmed">{t('team.empty')}</Text>}
      {q.data && !!q.data.length && (
        <Stack gap="xs">
          {q.data.map((v) => (
            <Group key={v._id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {v.employee.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {fmt.day(v.start)} – {fmt.day(v.end)}
                </Text>
              </Stack>
              <StatusBadge status={v.status} />
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
