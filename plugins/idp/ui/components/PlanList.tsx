import { Anchor, Badge, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat, useT } from '@atrium/sdk/ui';
import type { IdpListView } from '../../shared/constants.js';
import { PAGE_SIZE, usePlans } from '../api.js';

/** One list of plans (all, mine, team, observed), a page at a time. */
export function PlanList({ view }: { view: IdpListView }) {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const plans = usePlans(view, page);
  if (!plans.data) return <Loader aria-label={t('loading')} />;
  if (!plans.data.total) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <Stack gap="xs">
      {plans.data.result.map((p) => (
        <Group key={p._id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Anchor component={Link} to={`/idp/${p._id}`}>
              {p.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {p.employee.fullName} · {format.date(p.createdAt)}
            </Text>
          </Stack>
          <Badge variant="light" color={p.status === 'finished' ? 'green' : 'blue'}>
            {t(`status.${p.status}`)}
          </Badge>
        </Group>
      ))}
      {plans.data.total > PAGE_SIZE && (
        <Pagination total={Math.ceil(plans.data.total / PAGE_SIZE)} value={page} onChange={setPage} aria-label={t('list.pages')} />
      )}
    </Stack>
  );
}
