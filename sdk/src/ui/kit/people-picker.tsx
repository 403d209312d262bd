import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EmployeeCard } from '../../shared/employees.js';
import type { Paged } from '../../shared/paging.js';
import { useApi, useMe } from '../hooks.js';

export interface PeoplePickerFormProps {
  label: string;
  description?: string;
  value: string[];
  onChange(ids: string[]): void;
  /** Names of chosen employees, kept across searches (filled as results arrive). */
  known: Map<string, EmployeeCard>;
  error?: string;
  max?: number;
}

/** Employees chosen by searching on the server (`POST /api/user/filter/{workspace}`); chosen ones keep their names. */
export function PeoplePicker(p: PeoplePickerFormProps) {
  const api = useApi();
  const workspace = useMe()?.client?.workspace;
  const [search, setSearch] = useState('');
  // Closed after each pick, so the list never stays over a dialog's buttons; typing the next name opens it again.
  const [opened, setOpened] = useState(false);
  const found = useQuery({
    queryKey: ['audience', 'people', workspace, search],
    enabled: !!workspace,
    queryFn: () =>
      api.post<Paged<EmployeeCard>>(
        `/api/user/filter/${workspace}`,
        { search: search.trim() || undefined, page: 1, limit: 20 },
        { quiet: true },
      ),
  });
  // People chosen before the picker opened (a saved list) are named with one call for all of them.
  const unnamed = p.value.filter((id) => !p.known.has(id)).slice(0, 200);
  const named = useQuery({
    queryKey: ['audience', 'people', workspace, 'ids', unnamed],
    enabled: !!workspace && unnamed.length > 0,
    queryFn: () => api.post<Paged<EmployeeCard>>(`/api/user/filter/${workspace}`, { ids: unnamed, page: 1, limit: 200 }, { quiet: true }),
  });
  for (const c of [...(found.data?.result ?? []), ...(named.data?.result ?? [])]) p.known.set(c._id, c);
  const data = [...new Set([...p.value, ...(found.data?.result ?? []).map((c) => c._id)])].map((id) => ({
    value: id,
    label: p.known.get(id)?.fullName ?? '…',
  }));
  return (
    <MultiSelect
      label={p.label}
      description={p.description}
      data={data}
      value={p.value}
      onChange={(ids) => {
        p.onChange(ids);
        setOpened(false);
      }}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      // A chosen person is not offered again: picking them a second time took them off the list unnoticed.
      // They leave through their chip's remove button.
      hidePickedOptions
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      error={p.error}
      maxValues={p.max}
    />
  );
}

/** The people picker as `@atrium/sdk/ui` lends it (loaded on first use): it keeps the chosen names itself unless given them. */
export default function PeoplePickerForm(props: Omit<PeoplePickerFormProps, 'known'> & { known?: Map<string, EmployeeCard> }) {
  const [own] = useState(() => new Map<string, EmployeeCard>());
  return <PeoplePicker {...props} known={props.known ?? own} />;
}
