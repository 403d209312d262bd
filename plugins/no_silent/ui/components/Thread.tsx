import { Anchor, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { ANSWER_MAX } from '../../shared/constants.js';
import { AnswerInput } from '../../shared/schemas.js';
import type { ReportView } from '../../shared/types.js';

/**
 * A report with its files and thread, and the form to answer in it (a receiver) or reply (the reporter).
 * `fileLinks: false` for the anonymous reporter, who is nobody the files' read rule knows: names only.
 */
export function Thread({
  report,
  onAnswer,
  busy,
  fileLinks = true,
}: {
  report: ReportView;
  onAnswer: (text: string) => Promise<unknown>;
  busy: boolean;
  fileLinks?: boolean;
}) {
  const t = useT();
  const form = useSchemaForm(AnswerInput, { text: '' });
  const submit = form.submit(async (body) => {
    await onAnswer(body.text);
    form.reset();
  });
  return (
    <Stack>
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{report.name ?? t('list.anonymous')}</Text>
          <Text size="sm" c="dimmed">
            {report.day}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.description}</Text>
        {report.files.length > 0 && (
          <Stack gap={2} mt="sm">
            {report.files.map((f) =>
              fileLinks ? (
                <Anchor key={f._id} href={f.url} target="_blank" rel="noreferrer">
                  {f.fileName}
                </Anchor>
              ) : (
                <Text key={f._id} size="sm">
                  {f.fileName}
                </Text>
              ),
            )}
          </Stack>
        )}
      </Card>
      {report.messages.length === 0 && <Text c="dimmed">{t('thread.empty')}</Text>}
      {report.messages.map((m) => (
        <Card key={m._id} withBorder ml={m.fromReporter ? 0 : 'md'} mr={m.fromReporter ? 'md' : 0}>
          <Badge variant="light" mb={4}>
            {m.fromReporter ? t('thread.reporter') : t('thread.receiver')}
          </Badge>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Text>
        </Card>
      ))}
      <form onSubmit={submit}>
        <Stack>
          <Textarea label={t('thread.answer')} autosize minRows={3} maxLength={ANSWER_MAX} {...form.getInputProps('text')} />
          <Button type="submit" loading={busy}>
            {t('thread.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
