import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi, useMe } from '@atrium/sdk/ui';
import { MailCheckBody } from '@atrium/sdk/shared';
import { useFormSubmit, useSchemaForm } from '../shared/form.js';
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
  const { submit, busy, failure } = useFormSubmit(form, async (data) => {
    setResult(null);
    setResult((await api.post<{ result: Result }>('/api/admin/mail_check', data, { quiet: true })).result);
  });
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
