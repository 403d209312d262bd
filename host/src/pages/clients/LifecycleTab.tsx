import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '@atrium/sdk/ui';
import type { ClientExportView } from '@atrium/sdk/shared';
import { errorText } from '../shared/errors.js';
import { downloadFile } from '../shared/files.js';
import type { ClientRow } from './types.js';

/** How often the tab asks for the progress of an export that runs. */
const POLL_MS = 1500;

/** Client edit → archive: export with progress, clone into a new workspace, full delete behind the agreement checkbox. */
export function LifecycleTab({ client }: { client: ClientRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState(`${client.workspace}-${new Date().toISOString().slice(0, 10)}`);
  const [clone, setClone] = useState({ workspace: '', name: '' });
  const [agree, setAgree] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const exports = useQuery({
    queryKey: ['client-exports', client._id],
    queryFn: async () =>
      (await api.get<{ result: ClientExportView[] }>(`/api/clients/exports?clientId=${client._id}`, { background: true })).result,
    refetchInterval: (q) => (q.state.data?.some((e) => e.state === 'queued' || e.state === 'running') ? POLL_MS : false),
  });
  const act = async (work: () => Promise<string>) => {
    try {
      setResult({ ok: true, text: await work() });
    } catch (err) {
      setResult({ ok: false, text: errorText(err) });
    }
  };
  const startExport = () =>
    act(async () => {
      await api.post(`/api/clients/export/${client._id}`, { name }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['client-exports', client._id] });
      return t('clientsAdmin.lifecycle.exportStarted');
    });
  const startClone = () =>
    act(async () => {
      await api.post(`/api/clients/${client._id}/clone/${encodeURIComponent(clone.workspace)}`, { name: clone.name }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['clients'] });
      return t('clientsAdmin.lifecycle.cloned', { workspace: clone.workspace });
    });
  const fullDelete = () =>
    act(async () => {
      await api.delete(`/api/clients/${client._id}/fullDelete?agree=true`, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['clients'] });
      void navigate('/clients');
      return t('clientsAdmin.lifecycle.deleted');
    });
  return (
    <Stack>
      {result && (
        <Alert color={result.ok ? 'green' : 'red'} role="status" data-testid="lifecycle-result">
          {result.text}
        </Alert>
      )}
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('clientsAdmin.lifecycle.export')}
          </Title>
          <Group align="flex-end">
            <TextInput label={t('clientsAdmin.lifecycle.archiveName')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Button onClick={() => void startExport()} disabled={!name.trim()}>
              {t('clientsAdmin.lifecycle.exportStart')}
            </Button>
          </Group>
          {exports.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
          {exports.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('clientsAdmin.lifecycle.noExports')}
            </Text>
          )}
          {exports.data?.map((e) => (
            <Group key={e._id} justify="space-between" wrap="wrap" data-testid="client-export">
              <Text size="sm">{e.name}</Text>
              {e.state === 'done' ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void downloadFile('GET', `/api/clients/exports/${e._id}/download`, `${e.name}.tar.gz`)}
                >
                  {t('clientsAdmin.lifecycle.download')}
                </Button>
              ) : e.state === 'failed' ? (
                <Badge color="red" title={e.error ?? undefined}>
                  {t('clientsAdmin.lifecycle.failed')}
                </Badge>
              ) : (
                <Progress value={e.progress * 100} w={160} aria-label={t('clientsAdmin.lifecycle.progress')} />
              )}
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('clientsAdmin.lifecycle.clone')}
          </Title>
          <Group align="flex-end">
            <TextInput
              label={t('clientsAdmin.lifecycle.newWorkspace')}
              value={clone.workspace}
              onChange={(e) => setClone({ ...clone, workspace: e.currentTarget.value })}
            />
            <TextInput
              label={t('clientsAdmin.lifecycle.newName')}
              value={clone.name}
              onChange={(e) => setClone({ ...clone, name: e.currentTarget.value })}
            />
            <Button onClick={() => void startClone()} disabled={!clone.workspace.trim() || !clone.name.trim()}>
              {t('clientsAdmin.lifecycle.cloneStart')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Title order={3} size="h5" c="red">
            {t('clientsAdmin.lifecycle.fullDelete')}
          </Title>
          <Checkbox checked={agree} onChange={(e) => setAgree(e.currentTarget.checked)} label={t('clientsAdmin.lifecycle.agree')} />
          <Button color="red" style={{ alignSelf: 'flex-start' }} disabled={!agree} onClick={() => void fullDelete()}>
            {t('clientsAdmin.lifecycle.deleteStart')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
