import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Loader, Paper, ScrollArea, Select, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useMe, useShell } from '@atrium/sdk/ui';
import { DEFAULT_LIMIT } from '@atrium/sdk/shared';
import { Pager, PersonLine } from '../shared/ui.js';
import { errorText } from '../shared/errors.js';
import type { Paged, Employee } from '../shared/types.js';
import { useRightLabel, useRoleLabel } from '../../plugins/titles.js';

interface RightsInfo {
  assignable: string[];
  initial: string[];
}

/**
 * Rights and roles: per-employee feature rights one by one and in bulk (selected or all employees),
 * a role for one or for all, the superuser mark and the initial rights of new employees. Only rights
 * the company's features allow are offered (the server refuses the others).
 */
export function RightsTab() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe()!;
  const qc = useQueryClient();
  const { toast } = useShell();
  const label = useRightLabel();
  const clientId = me.client!._id;
  const ws = me.client!.workspace;
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkRight, setBulkRight] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>('admin');
  const [initial, setInitial] = useState<string[]>([]);
  const rights = useQuery({
    queryKey: ['rights', clientId],
    queryFn: async () => (await api.get<{ result: RightsInfo }>(`/api/clients/${clientId}/rights`)).result,
  });
  const people = useQuery({
    queryKey: ['employees', ws, 'rights', page],
    placeholderData: keepPreviousData,
    queryFn: () => api.post<Paged<Employee>>(`/api/user/filter/${ws}`, { page, limit: DEFAULT_LIMIT }),
  });
  useEffect(() => {
    if (rights.data) setInitial(rights.data.initial);
  }, [rights.data]);
  const roleLabel = useRoleLabel();
  const roles = ['admin', 'hr', ...(me.client!.features ?? []).map((f) => `${f.feature}_admin`)];

  const run = async (fn: () => Promise<unknown>, message = t('screens.saved')) => {
    try {
      await fn();
      await qc.invalidateQueries({ queryKey: ['employees'] });
      await qc.invalidateQueries({ queryKey: ['rights'] });
      toast({ message, color: 'green' });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  const q = { quiet: true } as const;
  const setRight = (p: Employee, right: string, active: boolean) => run(() => api.put(`/api/user/${p._id}/rights/${right}`, { active }, q));
  const setRole1 = (p: Employee, r: string, on: boolean) =>
    run(() => (on ? api.put(`/api/user/${p._id}/role/${r}`, undefined, q) : api.delete(`/api/user/${p._id}/role/${r}`, q)));
  const bulk = (add: boolean, everyone: boolean) =>
    bulkRight &&
    run(() =>
      api.put(
        `/api/clients/${clientId}/rights`,
        { ...(everyone ? {} : { users: selected }), add: add ? [bulkRight] : [], remove: add ? [] : [bulkRight] },
        q,
      ),
    );
  const roleAll = (add: boolean) =>
    role &&
    run(() =>
      add ? api.put(`/api/clients/${clientId}/role/${role}`, undefined, q) : api.delete(`/api/clients/${clientId}/role/${role}`, q),
    );

  if (rights.isPending || people.isPending) return <Loader aria-label={t('app.loading')} />;
  const assignable = rights.data?.assignable ?? [];
  const rows = people.data?.result ?? [];
  return (
    <Stack gap="lg">
      <Paper withBorder p="sm">
        <Title order={2} size="h5" mb="xs">
          {t('employees.bulkRights')}
        </Title>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('employees.right')}
            data={assignable.map((r) => ({ value: r, label: label(r) }))}
            value={bulkRight}
            onChange={setBulkRight}
            data-testid="bulk-right"
            comboboxProps={{ withinPortal: true }}
          />
          <Button variant="light" disabled={!bulkRight || !selected.length} onClick={() => void bulk(true, false)}>
            {t('employees.giveSelected', { count: selected.length })}
          </Button>
          <Button variant="light" color="orange" disabled={!bulkRight || !selected.length} onClick={() => void bulk(false, false)}>
            {t('employees.takeSelected', { count: selected.length })}
          </Button>
          <Button variant="default" disabled={!bulkRight} onClick={() => void bulk(true, true)} data-testid="give-all">
            {t('employees.giveAll')}
          </Button>
          <Button variant="default" disabled={!bulkRight} onClick={() => void bulk(false, true)} data-testid="take-all">
            {t('employees.takeAll')}
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="sm">
        <Title order={2} size="h5" mb="xs">
          {t('employees.roleForAll')}
        </Title>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('employees.role')}
            data={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
            value={role}
            onChange={setRole}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            variant="default"
            disabled={!role}
            onClick={() => window.confirm(t('employees.confirmRoleAll', { role: roleLabel(role!) })) && void roleAll(true)}
          >
            {t('employees.addRoleAll')}
          </Button>
          <Button
            variant="default"
            disabled={!role}
            onClick={() => window.confirm(t('employees.confirmRoleAllRemove', { role: roleLabel(role!) })) && void roleAll(false)}
          >
            {t('employees.removeRoleAll')}
          </Button>
        </Group>
      </Paper>
      <ScrollArea type="auto">
        <Table striped withTableBorder miw={480 + assignable.length * 90} data-testid="rights-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('employees.selectPage')}
                  checked={rows.length > 0 && rows.every((r) => selected.includes(r._id))}
                  onChange={(e) =>
                    setSelected(
                      e.currentTarget.checked
                        ? [...new Set([...selected, ...rows.map((r) => r._id)])]
                        : selected.filter((id) => !rows.some((r) => r._id === id)),
                    )
                  }
                />
              </Table.Th>
              <Table.Th>{t('employees.employee')}</Table.Th>
              <Table.Th ta="center">admin</Table.Th>
              <Table.Th ta="center">{t('employees.superuser')}</Table.Th>
              {assignable.map((r) => (
                <Table.Th key={r} ta="center">
                  <Text size="xs" fw={600}>
                    {label(r)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => {
              const self = p._id === me.user._id;
              const admin = !!p.roles?.includes('admin');
              return (
                <Table.Tr key={p._id} data-testid="rights-row" data-name={p.fullName}>
                  <Table.Td>
                    <Checkbox
                      aria-label={p.fullName}
                      checked={selected.includes(p._id)}
                      onChange={(e) => setSelected(e.currentTarget.checked ? [...selected, p._id] : selected.filter((x) => x !== p._id))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <PersonLine person={p} />
                  </Table.Td>
                  <Table.Td ta="center">
                    <Checkbox
                      style={{ display: 'inline-block' }}
                      aria-label={`admin: ${p.fullName}`}
                      disabled={self}
                      checked={admin}
                      onChange={(e) => void setRole1(p, 'admin', e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td ta="center">
                    <Switch
                      style={{ display: 'inline-block' }}
                      aria-label={`${t('employees.superuser')}: ${p.fullName}`}
                      disabled={self}
                      checked={!!p.superuser}
                      onChange={(e) => void run(() => api.put(`/api/user/${p._id}/superuser`, { superuser: e.currentTarget.checked }, q))}
                    />
                  </Table.Td>
                  {assignable.map((r) => (
                    <Table.Td key={r} ta="center">
                      <Checkbox
                        style={{ display: 'inline-block' }}
                        aria-label={`${label(r)}: ${p.fullName}`}
                        data-right={r}
                        disabled={admin}
                        checked={admin || !!p.rights?.includes(r)}
                        onChange={(e) => void setRight(p, r, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {people.data && <Pager page={page} limit={people.data.limit} total={people.data.total} onChange={setPage} />}
      <Paper withBorder p="sm">
        <Title order={2} size="h5">
          {t('employees.initialRights')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('employees.initialRightsHint')}
        </Text>
        <Checkbox.Group value={initial} onChange={setInitial}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
            {assignable.map((r) => (
              <Checkbox key={r} value={r} label={label(r)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Button
          mt="sm"
          variant="light"
          onClick={() => void run(() => api.put(`/api/clients/${clientId}/initial_rights`, { rights: initial }, q))}
        >
          {t('screens.save')}
        </Button>
      </Paper>
    </Stack>
  );
}
