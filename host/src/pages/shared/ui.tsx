import { useState, type ReactNode } from 'react';
import { Avatar, Group, Pagination, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useMe, useShell } from '@atrium/sdk/ui';
import type { Employee } from './types.js';
import type { EmployeeCard } from '@atrium/sdk/shared';

/** The heading of a screen with optional actions on the right (they wrap under it on phones). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}

/**
 * Paging of a `{ page, limit, total }` list; hidden when one page holds everything. `totalText` replaces the count
 * where the list has its own (the one search's "1,000+").
 */
export function Pager({
  page,
  limit,
  total,
  totalText,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  totalText?: string;
  onChange(p: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Group justify="space-between" mt="md" gap="xs">
      <Text size="sm" c="dimmed" data-testid="list-total">
        {totalText ?? t('screens.total', { count: total })}
      </Text>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={onChange}
          siblings={1}
          getControlProps={(c) => ({ 'aria-label': String(c) })}
        />
      )}
    </Group>
  );
}

export const initials = (p: { firstName?: string | null; lastName?: string | null }) => `${p.firstName?.[0] ?? ''}${p.lastName?.[0] ?? ''}`;

/** An avatar; clicking it opens the person's profile in a new tab (docs/architecture.md, Session and shell). */
/** What a people line shows of an employee card. */
type Named = Pick<EmployeeCard, '_id' | 'firstName' | 'lastName' | 'fullName' | 'avatar' | 'position'>;

export function PersonAvatar({ person, size = 40 }: { person: Named; size?: number }) {
  const { openInNewTab } = useShell();
  const { t } = useTranslation();
  return (
    // No initials inside: a button named by its label must show no other text (WCAG 2.5.3); Mantine's placeholder stands in.
    <UnstyledButton onClick={() => openInNewTab(`/profile/${person._id}`)} aria-label={t('screens.openProfile', { name: person.fullName })}>
      <Avatar src={person.avatar ?? null} radius="xl" size={size} alt="" color="blue" />
    </UnstyledButton>
  );
}

/** Avatar, name and position in one line. */
export function PersonLine({ person, extra }: { person: Named; extra?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <PersonAvatar person={person} size={36} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {person.fullName}
        </Text>
        {(person.position || extra) && (
          <Text size="xs" c="dimmed" truncate>
            {person.position}
            {extra}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Searches employees of the current client in the database (`POST /api/user/filter/{workspace}`). */
export function usePeopleSearch(search: string, limit = 20) {
  const api = useApi();
  const me = useMe();
  const ws = me?.client?.workspace;
  return useQuery({
    queryKey: ['people-search', ws, search, limit],
    enabled: !!ws,
    queryFn: async () =>
      (await api.post<{ result: Employee[] }>(`/api/user/filter/${ws}`, { search: search || undefined, page: 1, limit })).result,
  });
}

/** Picks one employee by searching on the server. */
export function PersonPicker(p: {
  label: string;
  value: string | null;
  onChange(id: string | null, person?: Employee): void;
  error?: string;
  placeholder?: string;
  exclude?: string[];
  'data-testid'?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const q = usePeopleSearch(debounced);
  const [chosen, setChosen] = useState<Employee | null>(null);
  const list = (q.data ?? []).filter((x) => !p.exclude?.includes(x._id));
  const options = [...(chosen && !list.some((x) => x._id === chosen._id) ? [chosen] : []), ...list];
  return (
    <Select
      label={p.label}
      placeholder={p.placeholder}
      searchable
      clearable
      value={p.value}
      error={p.error}
      data-testid={p['data-testid']}
      onSearchChange={setSearch}
      searchValue={search}
      filter={({ options: o }) => o}
      data={options.map((x) => ({ value: x._id, label: `${x.fullName}${x.position ? ` · ${x.position}` : ''}` }))}
      onChange={(v) => {
        const person = options.find((x) => x._id === v);
        setChosen(person ?? null);
        p.onChange(v, person);
      }}
      nothingFoundMessage={q.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
