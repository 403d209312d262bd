import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useApi, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { useMutation } from '@tanstack/react-query';
import { noSilentRoutes } from '../../shared/routes.js';
import { CodeInput } from '../../shared/schemas.js';
import type { ReportView } from '../../shared/types.js';
import { Thread } from './Thread.js';

/** The anonymous reporter's follow-up: the kept code opens the report's thread, to read answers and reply. */
export function FollowByCode() {
  const t = useT();
  const api = useApi();
  const [code, setCode] = useState<string | null>(null);
  const [report, setReport] = useState<ReportView | null>(null);
  const form = useSchemaForm(CodeInput, { code: '' });
  const reply = useMutation({
    mutationFn: (text: string) => api.call(noSilentRoutes.answerByCode, { body: { code: code!, text } }).then((r) => setReport(r.result)),
  });
  const submit = form.submit(async (body) => {
    const found = await api.call(noSilentRoutes.byCode, { body }, { quiet: true }).catch(() => null);
    if (!found) return form.setErrors({ code: t('errors.wrongCode') });
    setCode(body.code);
    setReport(found.result);
  });
  if (report && code)
    return (
      <Stack>
        <Button variant="subtle" onClick={() => (setReport(null), setCode(null))}>
          {t('follow.close')}
        </Button>
        <Thread report={report} onAnswer={(text) => reply.mutateAsync(text)} busy={reply.isPending} fileLinks={false} />
      </Stack>
    );
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text c="dimmed">{t('follow.hint')}</Text>
        <TextInput label={t('follow.code')} autoComplete="off" {...form.getInputProps('code')} />
        <Button type="submit">{t('follow.open')}</Button>
      </Stack>
    </form>
  );
}
