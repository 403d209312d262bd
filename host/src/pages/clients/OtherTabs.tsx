import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { errorText } from '../shared/errors.js';
import { useRightLabel } from '../../plugins/titles.js';
import type { ClientRow } from './types.js';

/** Other rights: the rights the client's features allow, and which of them new employees get. */
export function OtherRightsTab({ client }: { client: ClientRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const label = useRightLabel();
  const q = useQuery({
    queryKey: ['rights', client._id],
    queryFn: async () =>
      (await api.get<{ result: { assignable: string[]; initial: string[] } }>(`/api/clients/${client._id}/rights`)).result,
  });
  const [initial, setInitial] = useState<string[]>([]);
  useEffect(() => {
    if (q.data) setInitial(q.data.initial);
  }, [q.data]);
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  const save = async () => {
    try {
      await api.put(`/api/clients/${client._id}/initial_rights`, { rights: initial }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['rights', client._id] });
      toast({ message: t('screens.saved'), color: 'green' });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('employees.initialRightsHint')}
      </Text>
      <Checkbox.Group value={initial} onChange={setInitial} label={t('employees.initialRights')}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" mt="xs">
          {(q.data?.assignable ?? []).map((r) => (
            <Checkbox key={r} value={r} label={label(r)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => void save()}>
        {t('screens.save')}
      </Button>
    </Stack>
  );
}

const TASKS = ['default_sections', 'clean_files', 'logout_all', 'resend_mail', 'reindex_search'] as const;

/** The search rebuild's state under its task, read again every 2 s while it is queued or running. */
function RebuildProgress({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const rebuild = useQuery({
    queryKey: ['search-rebuild', clientId],
    queryFn: () =>
      api.get<{ result: { state: string | null; done: number } }>(`/api/clients/${clientId}/search_rebuild`).then((r) => r.result),
    refetchInterval: (q) => (q.state.data?.state === 'queued' || q.state.data?.state === 'running' ? 2000 : false),
  });
  const state = rebuild.data?.state;
  if (!state) return null;
  return (
    <Text size="sm" role="status" data-testid="rebuild-state">
      {t(`clientsAdmin.rebuild.${state}`, { count: rebuild.data!.done })}
    </Text>
  );
}

/** Maintenance: block or unblock the client and run the maintenance tasks. */
export function MaintenanceTab({ client }: { client: ClientRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (task: (typeof TASKS)[number]) => {
    if (!window.confirm(t(`clientsAdmin.tasks.${task}.confirm`))) return;
    try {
      const res = await api.post<{ result: { count: number } }>(`/api/clients/${client._id}/maintenance/${task}`, undefined, {
        quiet: true,
      });
      setResult({ ok: true, text: t(`clientsAdmin.tasks.${task}.done`, { count: res.result.count }) });
      if (task === 'reindex_search') await qc.invalidateQueries({ queryKey: ['search-rebuild', client._id] });
    } catch (err) {
      setResult({ ok: false, text: errorText(err) });
    }
  };
  const setStatus = async (status: 'active' | 'blocked') => {
    try {
      await api.put(`/api/clients/${client._id}`, { status }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['client', client._id] });
      await qc.invalidateQueries({ queryKey: ['clients'] });
      setResult({ ok: true, text: t(status === 'blocked' ? 'clientsAdmin.blockedDone' : 'clientsAdmin.unblockedDone') });
    } catch (err) {
      setResult({ ok: false, text: errorText(err) });
    }
  };
  return (
    <Stack>
      {result && (
        <Alert color={result.ok ? 'green' : 'red'} role="status" data-testid="maintenance-result">
          {result.text}
        </Alert>
      )}
      <Paper withBorder p="sm">
        <Group justify="space-between">
          <div>
            <Title order={3} size="h5">
              {t('clientsAdmin.access')}
            </Title>
            <Text size="sm" c={client.status === 'blocked' ? 'red' : 'green'}>
              {t(`clientsAdmin.status.${client.status}`)}
            </Text>
          </div>
          {client.status === 'blocked' ? (
            <Button onClick={() => void setStatus('active')}>{t('clientsAdmin.unblock')}</Button>
          ) : (
            <Button
              color="red"
              variant="light"
              onClick={() => window.confirm(t('clientsAdmin.confirmBlock', { name: client.name })) && void setStatus('blocked')}
            >
              {t('clientsAdmin.block')}
            </Button>
          )}
        </Group>
      </Paper>
      {TASKS.map((task) => (
        <Paper withBorder p="sm" key={task}>
          <Group justify="space-between" wrap="wrap">
            <div style={{ flex: 1, minWidth: 200 }}>
              <Title order={3} size="h5">
                {t(`clientsAdmin.tasks.${task}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`clientsAdmin.tasks.${task}.text`)}
              </Text>
              {task === 'reindex_search' && <RebuildProgress clientId={client._id} />}
            </div>
            <Button variant="light" onClick={() => void run(task)} data-testid={`task-${task}`}>
              {t('clientsAdmin.run')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
