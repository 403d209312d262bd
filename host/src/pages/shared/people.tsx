import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useApi } from '@atrium/sdk/ui';
import { usePeopleSearch } from './ui.js';
import type { Employee } from './types.js';

/** Several employees picked by searching on the server; chosen ones keep their names. */
export function PeopleMultiPicker(p: {
  label: string;
  value: string[];
  onChange(ids: string[]): void;
  description?: string;
  'data-testid'?: string;
}) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = usePeopleSearch(debounced);
  const chosen = useQueries({
    queries: p.value.map((id) => ({
      queryKey: ['user', id],
      queryFn: async () => (await api.get<{ result: Employee }>(`/api/user/${id}`, { quiet: true })).result,
    })),
  });
  const byId = new Map<string, Employee>();
  for (const c of chosen) if (c.data) byId.set(c.data._id, c.data);
  for (const x of found.data ?? []) byId.set(x._id, x);
  const data = [...byId.values()].map((x) => ({ value: x._id, label: x.fullName }));
  for (const id of p.value) if (!byId.has(id)) data.push({ value: id, label: '…' });
  return (
    <MultiSelect
      label={p.label}
      description={p.description}
      searchable
      clearable
      data={data}
      value={p.value}
      onChange={p.onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data-testid={p['data-testid']}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
