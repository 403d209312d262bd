import { useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import type { ClientExportView } from '@atrium/sdk/shared';
import { errorText } from '../shared/errors.js';

/** How often the progress of the exports is asked while any runs. */
const POLL_MS = 1500;
/** The exports list's largest page: the newest exports are those just started (an installation of more clients sees the newest 100). */
const PAGE = 100;

/**
 * Clients → export all: one archive per client, each a job; the share done of all of them together and which
 * failed. Each archive is then downloaded from its client's archive tab.
 */
export function ExportAllClients() {
  const { t } = useTranslation();
  const api = useApi();
  const { toast } = useShell();
  const [started, setStarted] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const q = useQuery({
    queryKey: ['client-exports-all', started],
    enabled: !!started?.length,
    queryFn: async () => {
      const list = (await api.get<{ result: ClientExportView[] }>(`/api/clients/exports?limit=${PAGE}`, { background: true })).result;
      return list.filter((e) => started!.includes(e._id));
    },
    refetchInterval: (query) => (query.state.data?.some((e) => e.state === 'queued' || e.state === 'running') !== false ? POLL_MS : false),
  });
  const start = async () => {
    setBusy(true);
    try {
      const res = await api.post<{ result: ClientExportView[] }>('/api/clients/export/all', undefined, { quiet: true });
      setStarted(res.result.map((e) => e._id));
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  const rows = q.data ?? [];
  const total = started?.length ?? 0;
  const finished = rows.filter((e) => e.state === 'done' || e.state === 'failed');
  const failed = rows.filter((e) => e.state === 'failed');
  const share = total ? rows.reduce((sum, e) => sum + (e.state === 'failed' ? 1 : e.progress), 0) / total : 0;
  const running = !!started?.length && (q.isPending || rows.some((e) => e.state === 'queued' || e.state === 'running'));
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void start()}
        loading={busy}
        disabled={running}
        data-testid="clients-export-all"
      >
        {t('clientsAdmin.exportAll.open')}
      </Button>
      {started && (
        <Group gap="xs" wrap="nowrap" data-testid="clients-export-all-progress" aria-live="polite">
          <Progress value={share * 100} w={120} aria-label={t('clientsAdmin.exportAll.bar')} animated={running} />
          <Text size="xs">{t('clientsAdmin.exportAll.progress', { done: finished.length, total })}</Text>
          {failed.length > 0 && (
            <Text size="xs" c="red">
              {t('clientsAdmin.exportAll.failed', { names: failed.map((e) => e.name).join(', ') })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
