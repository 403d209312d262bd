import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, useApi, useMe } from '@atrium/sdk/ui';
import { MailCheckBody } from '@atrium/sdk/shared';
import { useSchemaForm } from '../shared/form.js';
import { errorText } from '../shared/errors.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

interface Result {
  to: string;
  status: 'sent' | 'logged' | 'failed' | 'queued';
  error: string | null;
  smtp: boolean;
}

/** Mail check: sends a test e-mail (`POST /api/admin/mail_check`) and says what became of it. */
export function MailCheckTab() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe()!;
  const form = useSchemaForm(MailCheckBody, { to: me.user.email ?? '' });
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      setResult((await api.post<{ result: Result }>('/api/admin/mail_check', data, { quiet: true })).result);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 400 && form.serverErrors(err.body?.details))) setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-testid="mail-check">
      <Stack maw={520}>
        <Text size="sm" c="dimmed">
          {t('adminPanel.mailHint')}
        </Text>
        <Group align="flex-end" gap="xs">
          <TextInput style={{ flex: 1 }} type="email" label={t('adminPanel.mailTo')} required {...form.text('to')} />
          <Button type="submit" loading={busy}>
            {t('adminPanel.mailSend')}
          </Button>
        </Group>
        <ErrorAlert message={failure} />
        {result && (
          <Alert color={result.status === 'failed' ? 'red' : 'green'} role="status" data-testid="mail-result">
            {t(`adminPanel.mailStatus.${result.status}`, { to: result.to })}
            {result.error && <Text size="sm">{result.error}</Text>}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
