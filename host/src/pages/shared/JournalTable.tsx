import { useState } from 'react';
import { Anchor, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { flattenDepartments, useApi, useDepartments, useFormat, useMe } from '@atrium/sdk/ui';
import { Pager } from './ui.js';
import type { Paged, Employee } from './types.js';

interface Entry {
  _id: string;
  section: string;
  action: string;
  actorId: string | null;
  targetId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

const PAGE_SIZE = 25;

/**
 * The audit journal (`GET /api/journal/{clientId}[/section/{section}]`), newest first, 25 a page
 * (page 1, 25 a page: docs/architecture.md, Limits), with the names of who did it and to whom.
 */
export function JournalTable({ section }: { section?: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const api = useApi();
  const me = useMe()!;
  const [page, setPage] = useState(1);
  const clientId = me.client!._id;
  const path = section ? `/api/journal/${clientId}/section/${section}` : `/api/journal/${clientId}`;
  const q = useQuery({
    queryKey: ['journal', clientId, section, page],
    placeholderData: keepPreviousData,
    queryFn: () => api.get<Paged<Entry>>(`${path}?page=${page}&limit=${PAGE_SIZE}`),
  });
  const ids = [...new Set((q.data?.result ?? []).flatMap((e) => [e.actorId, e.targetId]).filter((x): x is string => !!x))];
  const people = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['user', id],
      queryFn: async () => (await api.get<{ result: Employee }>(`/api/user/${id}`, { quiet: true })).result,
      retry: false,
    })),
  });
  const name = new Map(people.filter((p) => p.data).map((p) => [p.data!._id, p.data!.fullName]));
  const depts = useDepartments();
  const deptName = new Map(flattenDepartments(depts.data ?? []).map(({ dept }) => [dept._id, dept.name]));
  const who = (id: string | null) =>
    id ? (
      <Anchor component={Link} to={`/profile/${id}`} size="sm">
        {name.get(id) ?? id.slice(0, 8)}
      </Anchor>
    ) : (
      '—'
    );
  const actionText = (e: Entry) => (i18n.exists(`adminPanel.actions.${e.action}`) ? t(`adminPanel.actions.${e.action}`) : e.action);
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  // Details in words: field names by their labels, a department by its name (the ids stay for the rest).
  const fieldLabel = (k: string) => (i18n.exists(`profile.fields.${k}`) ? t(`profile.fields.${k}`) : k);
  const valueText = (k: string, v: unknown): string => {
    if (k === 'departmentId' && typeof v === 'string') return deptName.get(v) ?? v.slice(0, 8);
    if (k === 'fields' && Array.isArray(v)) return v.map((f) => fieldLabel(String(f))).join(', ');
    if (Array.isArray(v)) return v.join(', ');
    return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  };
  const details = (e: Entry) => {
    const d = Object.entries(e.data ?? {}).filter(([k]) => k !== 'userId');
    return d.length ? (
      <Text size="sm" data-testid="journal-details">
        {d.map(([k, v]) => `${fieldLabel(k)}: ${valueText(k, v)}`).join('; ')}
      </Text>
    ) : null;
  };
  return (
    <Stack>
      {q.data?.result.length === 0 && <Text c="dimmed">{t('screens.empty')}</Text>}
      {!!q.data?.result.length && (
        <ScrollArea type="auto">
          <Table striped miw={600} data-testid="journal">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminPanel.when')}</Table.Th>
                <Table.Th>{t('adminPanel.who')}</Table.Th>
                <Table.Th>{t('adminPanel.action')}</Table.Th>
                <Table.Th>{t('adminPanel.target')}</Table.Th>
                <Table.Th>{t('adminPanel.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.result.map((e) => (
                <Table.Tr key={e._id} data-testid="journal-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(e.createdAt)}</Table.Td>
                  <Table.Td>{who(e.actorId)}</Table.Td>
                  <Table.Td>{actionText(e)}</Table.Td>
                  <Table.Td>{who(e.targetId)}</Table.Td>
                  <Table.Td>{details(e)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {q.data && <Pager page={page} limit={q.data.limit} total={q.data.total} onChange={setPage} />}
    </Stack>
  );
}
