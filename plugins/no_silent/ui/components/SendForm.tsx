import { useState } from 'react';
import { Alert, Button, Checkbox, Code, CopyButton, FileInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { DESCRIPTION_MAX, MAX_FILES, NAME_MAX } from '../../shared/constants.js';
import { ViolReportInput } from '../../shared/schemas.js';
import type { SentReport } from '../../shared/types.js';
import { useSend } from '../api.js';

/**
 * The report form (spec core §5): anonymous by default, a name otherwise, the description and at most 5
 * files. A failed send keeps the form as typed; an anonymous report's code is shown here once.
 */
export function SendForm() {
  const t = useT();
  const send = useSend();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentReport | null>(null);
  const form = useSchemaForm(ViolReportInput, { anonymous: true, name: '', description: '' });
  const submit = form.submit(async (body) => {
    if (files.length > MAX_FILES) return setFilesError(t('errors.tooManyFiles'));
    setSent(await send.mutateAsync({ body, files }));
    form.reset();
    setFiles([]);
  });

  if (sent)
    return (
      <Stack>
        <Alert color="green" title={t('sent.title')}>
          {sent.code ? t('sent.anonymous') : t('sent.named')}
        </Alert>
        {sent.code && (
          <Stack gap="xs">
            <Text fw={500}>{t('sent.keep')}</Text>
            <Code block fz="lg" data-testid="report-code">
              {sent.code}
            </Code>
            <CopyButton value={sent.code}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('sent.copied') : t('sent.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        )}
        <Button variant="subtle" onClick={() => setSent(null)}>
          {t('sent.another')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit}>
      <Stack>
        <Checkbox
          label={t('form.anonymous')}
          description={t('form.anonymousHint')}
          {...form.getInputProps('anonymous', { type: 'checkbox' })}
        />
        {!form.values.anonymous && <TextInput label={t('form.name')} withAsterisk maxLength={NAME_MAX} {...form.getInputProps('name')} />}
        <Textarea
          label={t('form.description')}
          withAsterisk
          autosize
          minRows={6}
          maxLength={DESCRIPTION_MAX}
          description={t('form.left', { count: DESCRIPTION_MAX - form.values.description.length })}
          {...form.getInputProps('description')}
        />
        <FileInput
          label={t('form.files', { max: MAX_FILES })}
          multiple
          clearable
          clearButtonProps={{ 'aria-label': t('form.clearFiles') }}
          value={files}
          onChange={(v) => {
            setFiles(v);
            setFilesError(v.length > MAX_FILES ? t('errors.tooManyFiles') : null);
          }}
          error={filesError ?? form.errors.files}
        />
        <Button type="submit" loading={send.isPending}>
          {t('form.send')}
        </Button>
      </Stack>
    </form>
  );
}
