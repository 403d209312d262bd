import { useState } from 'react';
import { Button, Modal, MultiSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi, useMe, useT } from '@atrium/sdk/ui';
import type { EmployeeCard, Paged } from '@atrium/sdk/shared';
import type { DeskWithTasks } from '../../shared/types.js';
import { useUpdateDesk } from '../api.js';

/** Employees matching a search, from the core's employee filter (the SDK's audience picker asks the same). */
function useFound(search: string) {
  const api = useApi();
  const workspace = useMe()?.client?.workspace;
  return useQuery({
    queryKey: ['task_tracker', 'people', workspace, search],
    enabled: !!workspace,
    queryFn: () =>
      api.post<Paged<EmployeeCard>>(
        `/api/user/filter/${workspace}`,
        { search: search.trim() || undefined, page: 1, limit: 20 },
        { quiet: true },
      ),
  });
}

function PeopleSelect({
  label,
  value,
  onChange,
  known,
}: {
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
  known: Map<string, string>;
}) {
  const [search, setSearch] = useState('');
  const found = useFound(search);
  for (const c of found.data?.result ?? []) known.set(c._id, c.fullName);
  const data = [...new Set([...value, ...(found.data?.result ?? []).map((c) => c._id)])].map((id) => ({
    value: id,
    label: known.get(id) ?? id,
  }));
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
    />
  );
}

/** The desk's admins (they manage it) and members (they view it and comment). */
export function PeopleDialog({ desk, people, opened, onClose }: Omit<DeskWithTasks, 'tasks'> & { opened: boolean; onClose: () => void }) {
  const t = useT();
  const update = useUpdateDesk(desk._id);
  const [known] = useState(() => new Map(people.map((p) => [p._id, p.fullName])));
  const [admins, setAdmins] = useState(desk.admins);
  const [members, setMembers] = useState(desk.members);
  const save = async () => {
    await update.mutateAsync({
      name: desk.name,
      description: desk.description,
      status: desk.status,
      background: desk.background,
      admins,
      members,
      lanes: desk.lanes.map((l) => ({ _id: l._id, name: l.name })),
    });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('desk.people')}>
      <Stack>
        <PeopleSelect label={t('desk.admins')} value={admins} onChange={setAdmins} known={known} />
        <PeopleSelect label={t('desk.members')} value={members} onChange={setMembers} known={known} />
        <Button onClick={save} loading={update.isPending}>
          {t('save')}
        </Button>
      </Stack>
    </Modal>
  );
}
