import { Anchor, Badge, Card, Group, Loader, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormat, useT } from '@atrium/sdk/ui';
import type { Paged } from '@atrium/sdk/shared';
import type { RequestView } from '../../shared/types.js';
import { REQUESTS_PAGE, useCatalogue, type RequestListQuery } from '../api.js';
import type { ReactNode } from 'react';

interface Props {
  query: RequestListQuery;
  onQuery(query: RequestListQuery): void;
  list: UseQueryResult<Paged<RequestView>>;
  /** What the list says when nothing is found. */
  empty: string;
  /** More filters beside the search (running / finished). */
  filters?: ReactNode;
}

/** A paged list of requests with a search over their names and a service filter; each row opens the request. */
export function RequestList({ query, onQuery, list, empty, filters }: Props) {
  const t = useT();
  const format = useFormat();
  const services = useCatalogue();
  const data = list.data;
  return (
    <Stack gap="sm">
      <Group align="end" wrap="wrap">
        <TextInput
          label={t('requests.search')}
          value={query.q}
          onChange={(e) => onQuery({ ...query, q: e.currentTarget.value, page: 1 })}
          maw={320}
          w="100%"
        />
        <Select
          label={t('requests.service')}
          data={(services.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
          value={query.bp}
          onChange={(bp) => onQuery({ ...query, bp, page: 1 })}
          clearable
          searchable
          maw={320}
          w="100%"
        />
        {filters}
      </Group>
      {!data ? (
        <Loader size="sm" aria-label={t('requests.loading')} />
      ) : !data.result.length ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs" aria-busy={list.isFetching}>
          {data.result.map((r) => {
            const step = r.steps[r.current];
            return (
              <Card key={r._id} withBorder padding="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor component={Link} to={`/service/${r.serviceId}?request=${r._id}`} fw={600} style={{ wordBreak: 'break-word' }}>
                    {r.name}
                  </Anchor>
                  <Badge color={r.result === 'succeeded' ? 'green' : r.result === 'rejected' ? 'red' : 'blue'} variant="light">
                    {t(`request.result.${r.result ?? 'running'}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {format.dateTime(r.createdAt)}
                  {step && !r.result ? ` · ${t('requests.atStep', { step: step.name })}` : ''}
                  {step?.deadline && !r.result ? ` · ${t('request.deadline', { date: format.dateTime(step.deadline) })}` : ''}
                </Text>
              </Card>
            );
          })}
          {data.total > REQUESTS_PAGE && (
            <Pagination
              total={Math.ceil(data.total / REQUESTS_PAGE)}
              value={query.page}
              onChange={(page) => onQuery({ ...query, page })}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`requests.pager.${control}`) })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
