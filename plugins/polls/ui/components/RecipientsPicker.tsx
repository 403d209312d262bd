import { MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi, useMe, useT } from '@atrium/sdk/ui';

interface Props {
  forAll: boolean;
  departmentIds: string[];
  userIds: string[];
  error?: string;
  onChange(v: { forAll?: boolean; departmentIds?: string[]; userIds?: string[] }): void;
}

interface Node {
  _id: string;
  name: string;
  children?: Node[];
}

const flatten = (nodes: Node[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((n) => [{ value: n._id, label: `${'· '.repeat(depth)}${n.name}` }, ...flatten(n.children ?? [], depth + 1)]);

/** Who gets the poll: everybody, or departments and employees (stored as content grants). */
export function RecipientsPicker({ forAll, departmentIds, userIds, error, onChange }: Props) {
  const t = useT();
  const api = useApi();
  const me = useMe();
  const clientId = me?.client?._id;
  const departments = useQuery({
    queryKey: ['polls', 'departments', clientId],
    enabled: !!clientId && !forAll,
    queryFn: async () => {
      const body = await api.get<{ result: Node[] | Node }>(`/api/structure/byClient/${clientId}`, { quiet: true });
      return flatten(Array.isArray(body.result) ? body.result : [body.result]);
    },
  });
  const users = useQuery({
    queryKey: ['polls', 'users', clientId],
    enabled: !!clientId && !forAll,
    queryFn: async () => {
      const body = await api.get<{ result: unknown }>(`/api/user/for_client/${clientId}?limit=200`, { quiet: true });
      const rows = (Array.isArray(body.result) ? body.result : ((body.result as { result?: unknown[] })?.result ?? [])) as {
        _id: string;
        firstName: string;
        lastName: string;
      }[];
      return rows.map((u) => ({ value: u._id, label: `${u.lastName} ${u.firstName}` }));
    },
  });
  return (
    <Stack gap="xs">
      <Switch label={t('editor.forAll')} checked={forAll} onChange={(e) => onChange({ forAll: e.currentTarget.checked })} />
      {!forAll && (
        <>
          <MultiSelect
            label={t('editor.departments')}
            data={departments.data ?? []}
            value={departmentIds}
            searchable
            clearable
            onChange={(v) => onChange({ departmentIds: v })}
          />
          <MultiSelect
            label={t('editor.users')}
            data={users.data ?? []}
            value={userIds}
            searchable
            clearable
            onChange={(v) => onChange({ userIds: v })}
          />
        </>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
