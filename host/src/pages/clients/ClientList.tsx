import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi, useShell } from '@atrium/sdk/ui';
import { DEFAULT_LIMIT } from '@atrium/sdk/shared';
import { Pager } from '../shared/ui.js';
import { errorText } from '../shared/errors.js';
import { setWorkspace } from '../../session/storage.js';
import type { Paged } from '../shared/types.js';
import { ClientForm } from './ClientForm.js';
import { ImportClient } from './ImportClient.js';
import { ExportAllClients } from './ExportAllClients.js';
import type { ClientRow, FileStat } from './types.js';
import { usePhone } from '../shared/phone.js';
import { ListTable, RowActions } from '../shared/ListTable.js';

/** Employee count and storage of one client (the superadmin enters it through the path). */
function ClientStats({ id }: { id: string }) {
  const api = useApi();
  const stat = useQuery({
    queryKey: ['client-stat', id],
    queryFn: async () => (await api.get<{ result: { users: number } }>(`/api/clients/stat/${id}`, { quiet: true })).result,
  });
  const files = useQuery({
    queryKey: ['client-files', id],
    queryFn: async () => (await api.get<{ result: FileStat }>(`/api/clients/${id}/filestat`, { quiet: true })).result,
  });
  return (
    <>
      <Table.Td data-testid="client-users">{stat.data?.users ?? '…'}</Table.Td>
      <Table.Td visibleFrom="sm">{files.data ? `${files.data.sizeText} / ${files.data.totalGb} GB` : '…'}</Table.Td>
    </>
  );
}

/** All clients, paged in the database, with status, employee count and storage; create, import, export all, edit, enter, block. */
export function ClientList() {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useShell();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const q = useQuery({
    queryKey: ['clients', debounced, page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get<Paged<ClientRow>>(
        `/api/clients?page=${page}&limit=${DEFAULT_LIMIT}${debounced ? `&search=${encodeURIComponent(debounced)}` : ''}`,
      ),
  });
  const setStatus = async (c: ClientRow, status: 'active' | 'blocked') => {
    if (status === 'blocked' && !window.confirm(t('clientsAdmin.confirmBlock', { name: c.name }))) return;
    try {
      await api.put(`/api/clients/${c._id}`, { status }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['clients'] });
      toast({ message: t(status === 'blocked' ? 'clientsAdmin.blockedDone' : 'clientsAdmin.unblockedDone'), color: 'green' });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  /** The superadmin works inside a client by choosing it (kept in local storage: docs/architecture.md, Roles, rights and content). */
  const enter = async (c: ClientRow) => {
    setWorkspace(c.workspace);
    await qc.invalidateQueries({ queryKey: ['me'] });
    navigate('/employees/');
  };
  return (
    <Stack>
      <Group justify="space-between">
        <TextInput
          placeholder={t('clientsAdmin.search')}
          aria-label={t('clientsAdmin.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
        />
        <Group gap="xs" align="flex-start">
          <ExportAllClients />
          <ImportClient />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} data-testid="client-create">
            {t('clientsAdmin.create')}
          </Button>
        </Group>
      </Group>
      <ListTable
        pending={q.isPending}
        testId="clients-table"
        minWidth={480}
        columns={[
          { label: t('clientsAdmin.name') },
          { label: t('clientsAdmin.statusTitle') },
          { label: t('clientsAdmin.employees') },
          { label: t('clientsAdmin.storageUsed'), visibleFrom: 'sm' },
        ]}
      >
        {q.data?.result.map((c) => (
          <Table.Tr key={c._id} data-testid="client-row" data-workspace={c.workspace}>
            <Table.Td>
              <Text size="sm" fw={600} style={{ cursor: 'pointer' }} onClick={() => navigate(`/clients?client=${c._id}`)}>
                {c.name}
              </Text>
              <Text size="xs" c="dimmed">
                {c.workspace}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={c.status === 'blocked' ? 'red' : 'green'}>{t(`clientsAdmin.status.${c.status}`)}</Badge>
            </Table.Td>
            <ClientStats id={c._id} />
            <Table.Td>
              <RowActions
                name={c.name}
                testId="client-actions"
                actions={[
                  { key: 'edit', label: t('screens.edit'), run: () => navigate(`/clients?client=${c._id}`) },
                  { key: 'enter', label: t('clientsAdmin.enter'), run: () => void enter(c) },
                  c.status === 'blocked'
                    ? { key: 'unblock', label: t('clientsAdmin.unblock'), run: () => void setStatus(c, 'active') }
                    : { key: 'block', label: t('clientsAdmin.block'), color: 'red', run: () => void setStatus(c, 'blocked') },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {q.data && <Pager page={page} limit={q.data.limit} total={q.data.total} onChange={setPage} />}
      <Modal fullScreen={phone} opened={creating} onClose={() => setCreating(false)} title={t('clientsAdmin.create')} size={640}>
        {creating && (
          <ClientForm
            client={null}
            onCancel={() => setCreating(false)}
            onSaved={(c) => {
              setCreating(false);
              void qc.invalidateQueries({ queryKey: ['clients'] });
              toast({ message: t('clientsAdmin.created', { name: c.name }), color: 'green' });
              navigate(`/clients?client=${c._id}`);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
