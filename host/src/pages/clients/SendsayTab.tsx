import { useEffect, useState, type ChangeEvent } from 'react';
import { Alert, Button, Group, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '@atrium/sdk/ui';
import { SENDSAY_DEFAULT_URL, type SendsayExportResult, type SendsaySettingsView } from '@atrium/sdk/shared';
import { errorText } from '../shared/errors.js';
import type { ClientRow } from './types.js';

/**
 * Client edit → mailing service: the client's Sendsay account (the key is kept on the server and never shown) and
 * the export of its active employees to the Sendsay list, with what it did or why Sendsay refused.
 */
export function SendsayTab({ client }: { client: ClientRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const key = ['client-sendsay', client._id];
  const q = useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<{ result: SendsaySettingsView | null }>(`/api/clients/${client._id}/sendsay`)).result,
  });
  const [form, setForm] = useState({ login: '', listId: '', baseUrl: SENDSAY_DEFAULT_URL, apiKey: '' });
  const [busy, setBusy] = useState<'save' | 'export' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (q.data) setForm({ login: q.data.login, listId: q.data.listId, baseUrl: q.data.baseUrl, apiKey: '' });
  }, [q.data]);
  const act = async (kind: 'save' | 'export', work: () => Promise<string>) => {
    setBusy(kind);
    try {
      setResult({ ok: true, text: await work() });
    } catch (err) {
      setResult({ ok: false, text: errorText(err) });
    } finally {
      setBusy(null);
    }
  };
  const save = () =>
    act('save', async () => {
      const { apiKey, ...rest } = form;
      await api.put(`/api/clients/${client._id}/sendsay`, { ...rest, ...(apiKey.trim() ? { apiKey } : {}) }, { quiet: true });
      await qc.invalidateQueries({ queryKey: key });
      return t('clientsAdmin.sendsay.saved');
    });
  const exportNow = () =>
    act('export', async () => {
      const res = await api.post<{ result: SendsayExportResult }>('/api/clients/exec_sendsay', { client_id: client._id }, { quiet: true });
      return t('clientsAdmin.sendsay.exported', { ...res.result });
    });
  if (q.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  const field = (name: 'login' | 'listId' | 'baseUrl') => ({
    label: t(`clientsAdmin.sendsay.${name}`),
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.currentTarget.value }),
    required: true,
  });
  const complete = form.login.trim() && form.listId.trim() && form.baseUrl.trim() && (q.data?.hasKey || form.apiKey.trim());
  return (
    <Paper withBorder p="sm" data-testid="sendsay">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('clientsAdmin.sendsay.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('clientsAdmin.sendsay.hint')}
        </Text>
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} role="status" data-testid="sendsay-result">
            {result.text}
          </Alert>
        )}
        <TextInput {...field('login')} />
        <TextInput {...field('listId')} />
        <TextInput {...field('baseUrl')} type="url" />
        <PasswordInput
          label={t('clientsAdmin.sendsay.apiKey')}
          placeholder={q.data?.hasKey ? t('clientsAdmin.sendsay.keyKept') : undefined}
          value={form.apiKey}
          onChange={(e) => setForm({ ...form, apiKey: e.currentTarget.value })}
          required={!q.data?.hasKey}
          autoComplete="off"
        />
        <Group>
          <Button onClick={() => void save()} loading={busy === 'save'} disabled={!complete}>
            {t('clientsAdmin.sendsay.save')}
          </Button>
          <Button
            variant="light"
            onClick={() => void exportNow()}
            loading={busy === 'export'}
            disabled={!q.data}
            title={q.data ? undefined : t('clientsAdmin.sendsay.notSet')}
          >
            {t('clientsAdmin.sendsay.export')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
