import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconPlus, IconSearch, IconUsersPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi, useMe, useShell } from '@atrium/sdk/ui';
import { DEFAULT_LIMIT } from '@atrium/sdk/shared';
import { Pager, PersonLine } from '../shared/ui.js';
import { downloadFile } from '../shared/files.js';
import { errorText } from '../shared/errors.js';
import type { Paged, Employee } from '../shared/types.js';
import { EmployeeForm } from './EmployeeForm.js';
import { ResetPassword } from './ResetPassword.js';
import { RegisterMany } from './RegisterMany.js';
import { HrImport } from './HrImport.js';
import { ListTable, RowActions } from '../shared/ListTable.js';
import { useRoleLabel } from '../../plugins/titles.js';

type Show = 'active' | 'blocked' | 'deleted';

/**
 * All employees: search, create, edit, block, delete and restore, reset password, Excel export, import from HR.
 * With `excluded`, the employees excluded from integration (the same list, searchable and paged).
 */
export function EmployeesTab({ excluded = false }: { excluded?: boolean }) {
  const roleLabel = useRoleLabel();
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe()!;
  const qc = useQueryClient();
  const { toast } = useShell();
  const ws = me.client!.workspace;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [show, setShow] = useState<Show>('active');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  const [resetting, setResetting] = useState<Employee | null>(null);
  const [registering, setRegistering] = useState(false);
  const [importing, setImporting] = useState(false);
  const filter = {
    search: debounced || undefined,
    ...(excluded ? { hrExcluded: true } : {}),
    deleted: show === 'deleted',
    ...(show === 'blocked' ? { blocked: true } : {}),
    page,
    limit: DEFAULT_LIMIT,
  };
  const q = useQuery({
    queryKey: ['employees', ws, filter],
    placeholderData: keepPreviousData,
    queryFn: () => api.post<Paged<Employee>>(`/api/user/filter/${ws}`, filter),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['employees'] });

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast({ message: done, color: 'green' });
      await refresh();
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  const actions = (p: Employee) => [
    { key: 'edit', label: t('screens.edit'), run: () => setEditing(p) },
    { key: 'reset', label: t('employees.resetPassword'), run: () => setResetting(p) },
    {
      key: 'reset_to_hrm',
      label: t('employees.hrImport.reset'),
      run: () =>
        window.confirm(t('employees.hrImport.confirmReset', { name: p.fullName })) &&
        void act(() => api.post('/api/user/reset_to_hrm', { user_id: p._id }, { quiet: true }), t('employees.hrImport.resetDone')),
    },
    p.blocked
      ? {
          key: 'unblock',
          label: t('employees.unblock'),
          run: () => void act(() => api.put(`/api/user/${p._id}/block`, { blocked: false }, { quiet: true }), t('employees.unblocked')),
        }
      : {
          key: 'block',
          label: t('employees.block'),
          run: () => void act(() => api.put(`/api/user/${p._id}/block`, { blocked: true }, { quiet: true }), t('employees.blockedDone')),
        },
    p.deletion_mark
      ? {
          key: 'restore',
          label: t('employees.restore'),
          run: () => void act(() => api.put(`/api/user/undelete/${p._id}`, undefined, { quiet: true }), t('employees.restored')),
        }
      : {
          key: 'delete',
          label: t('screens.delete'),
          color: 'red',
          run: () =>
            window.confirm(t('employees.confirmDelete', { name: p.fullName })) &&
            void act(() => api.put(`/api/user/delete/${p._id}`, undefined, { quiet: true }), t('employees.deleted')),
        },
  ];

  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <TextInput
            placeholder={t('addressBook.searchHint')}
            aria-label={t('screens.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
            data-testid="employees-search"
          />
          <SegmentedControl
            value={show}
            onChange={(v) => (setShow(v as Show), setPage(1))}
            data={[
              { value: 'active', label: t('employees.show.active') },
              { value: 'blocked', label: t('employees.show.blocked') },
              { value: 'deleted', label: t('employees.show.deleted') },
            ]}
          />
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadFile('POST', `/api/user/export/all/${me.client!._id}`, 'employees-all.xlsx')}
            data-testid="export"
          >
            {t('employees.export')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
            data-testid="hr-import-open"
          >
            {t('employees.hrImport.open')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUsersPlus size={16} aria-hidden />}
            onClick={() => setRegistering(true)}
            data-testid="register-many"
          >
            {t('employees.registerMany.open')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="employee-create">
            {t('employees.create')}
          </Button>
        </Group>
      </Group>
      <ListTable
        pending={q.isPending}
        testId="employees-table"
        minWidth={380}
        columns={[
          { label: t('employees.employee') },
          { label: t('profile.fields.email'), visibleFrom: 'sm' },
          { label: t('employees.state') },
        ]}
      >
        {q.data?.result.map((p) => (
          <Table.Tr key={p._id} data-testid="employee-row" data-name={p.fullName}>
            <Table.Td>
              <PersonLine person={p} />
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Anchor component={Link} to={`/profile/${p._id}`} size="sm">
                {p.email}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {p.deletion_mark ? (
                  <Badge color="gray">{t('employees.show.deleted')}</Badge>
                ) : p.blocked ? (
                  <Badge color="red">{t('employees.blocked')}</Badge>
                ) : (
                  <Badge color="green">{t('employees.active')}</Badge>
                )}
                {p.roles?.includes('admin') && <Badge variant="light">{roleLabel('admin')}</Badge>}
                {p.hrExcluded && (
                  <Badge color="yellow" variant="light">
                    {t('employees.hrImport.excluded')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <RowActions name={p.fullName} testId="employee-actions" actions={actions(p)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {q.data && <Pager page={page} limit={q.data.limit} total={q.data.total} onChange={setPage} />}
      {editing && (
        <EmployeeForm
          person={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast({ message: editing === 'new' ? t('empls.success') : t('screens.saved'), color: 'green' });
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {resetting && <ResetPassword person={resetting} onClose={() => setResetting(null)} />}
      {importing && <HrImport onClose={() => setImporting(false)} onImported={() => void refresh()} />}
      {registering && <RegisterMany onClose={() => setRegistering(false)} onRegistered={() => void refresh()} />}
    </Stack>
  );
}
