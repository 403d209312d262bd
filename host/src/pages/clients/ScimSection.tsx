import { useState } from 'react';
import { Alert, Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { errorText } from '../shared/errors.js';
import type { ClientRow } from './types.js';

/**
 * SCIM provisioning: the directory's base URL and bearer token. The token is shown once, when it is
 * generated (the server keeps only its hash); a new one ends the old.
 */
export function ScimSection({ client }: { client: ClientRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const key = ['scim-token', client._id];
  const q = useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<{ result: { exists: boolean } }>(`/api/clients/${client._id}/scim_token`)).result,
  });
  const [shown, setShown] = useState<{ token: string; baseUrl: string } | null>(null);
  const run = async (send: () => Promise<unknown>) => {
    try {
      await send();
      await qc.invalidateQueries({ queryKey: key });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  const generate = () => {
    if (q.data?.exists && !window.confirm(t('clientsAdmin.scim.confirmNew'))) return;
    void run(async () =>
      setShown(
        (await api.post<{ result: { token: string; baseUrl: string } }>(`/api/clients/${client._id}/scim_token`, {}, { quiet: true }))
          .result,
      ),
    );
  };
  const revoke = () => {
    if (!window.confirm(t('clientsAdmin.scim.confirmRevoke'))) return;
    setShown(null);
    void run(() => api.delete(`/api/clients/${client._id}/scim_token`, { quiet: true }));
  };
  return (
    <Paper withBorder p="sm" data-testid="scim">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('clientsAdmin.scim.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('clientsAdmin.scim.hint')}
        </Text>
        {q.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : (
          <Text size="sm">{t(q.data?.exists ? 'clientsAdmin.scim.active' : 'clientsAdmin.scim.none')}</Text>
        )}
        {shown && (
          <Alert color="yellow" title={t('clientsAdmin.scim.once')}>
            <Stack gap={4}>
              <Text size="sm">{t('clientsAdmin.scim.baseUrl')}</Text>
              <Code block>{shown.baseUrl}</Code>
              <Text size="sm">{t('clientsAdmin.scim.token')}</Text>
              <Code block data-testid="scim-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {shown.token}
              </Code>
            </Stack>
          </Alert>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={generate} data-testid="scim-generate">
            {t('clientsAdmin.scim.generate')}
          </Button>
          {q.data?.exists && (
            <Button size="xs" variant="default" onClick={revoke}>
              {t('clientsAdmin.scim.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
