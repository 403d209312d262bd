import { useState } from 'react';
import { Alert, Button, Group, Loader, ScrollArea, Select, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useApi, useShell, useT } from '@atrium/sdk/ui';
import { WORKING_TIME_BUCKETS, type WorkingTimeBucket } from '@atrium/sdk/shared';
import type { AnswerValue } from '../../shared/schemas.js';
import type { PollResults as Results, QuestionView } from '../../shared/types.js';
import { downloadExcel, usePollResults } from '../api.js';
import { QuestionChart } from '../components/QuestionChart.js';

const cell = (q: QuestionView, v: AnswerValue | undefined) =>
  v === undefined ? '' : Array.isArray(v) ? v.map((i) => q.answers[i] ?? '').join('; ') : String(v);

/** /poll/{_id}/results: tabs general (a chart per question), table, not passed; Excel download. */
export function PollResults() {
  const { _id } = useParams();
  const t = useT();
  const [bucket, setBucket] = useState<WorkingTimeBucket | null>(null);
  const res = usePollResults(_id!, bucket);
  if (!res.data) return res.isError ? <Alert color="red">{(res.error as Error).message}</Alert> : <Loader m="md" />;
  return <ResultsView r={res.data} t={t} bucket={bucket} setBucket={setBucket} />;
}

function ResultsView({
  r,
  t,
  bucket,
  setBucket,
}: {
  r: Results;
  t: ReturnType<typeof useT>;
  bucket: WorkingTimeBucket | null;
  setBucket(b: WorkingTimeBucket | null): void;
}) {
  const api = useApi();
  const { toast } = useShell();
  const poll = r.poll;
  const download = () =>
    downloadExcel(api, poll._id, poll.name, bucket).catch(() => toast({ message: t('results.excelError'), color: 'red' }));
  return (
    <Stack p="md">
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {poll.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('results.summary', { answered: r.answered, recipients: r.recipients })}
          </Text>
        </Stack>
        <Group>
          {poll.canManage && r.scope === 'all' && (
            <Select
              aria-label={t('results.workingTime')}
              placeholder={t('results.workingTime')}
              data={WORKING_TIME_BUCKETS.map((b) => ({ value: b, label: t(`bucket.${b}`) }))}
              value={bucket}
              onChange={(b) => setBucket(b as WorkingTimeBucket | null)}
              clearable
              w={200}
            />
          )}
          <Button variant="default" component={Link} to={`/poll/${poll._id}`}>
            {t('results.back')}
          </Button>
          <Button onClick={download}>{t('results.excel')}</Button>
        </Group>
      </Group>
      {r.scope === 'own' && <Alert color="blue">{t('results.ownOnly')}</Alert>}
      {r.scope === 'anonymous' && <Alert color="blue">{t('results.anonymous')}</Alert>}
      <Tabs defaultValue="general">
        <Tabs.List>
          <Tabs.Tab value="general">{t('results.general')}</Tabs.Tab>
          <Tabs.Tab value="table">{t('results.table')}</Tabs.Tab>
          {r.notPassed && (
            <Tabs.Tab value="notPassed">
              {t('results.notPassed')} ({r.notPassed.length})
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="general" pt="md">
          <Stack>
            {poll.questions.map((q) => (
              <QuestionChart key={q._id} q={q} s={r.summary.find((s) => s.questionId === q._id)} />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="table" pt="md">
          <ScrollArea>
            <Table striped withTableBorder data-testid="results-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{r.scope === 'anonymous' ? '#' : t('results.employee')}</Table.Th>
                  {poll.questions.map((q) => (
                    <Table.Th key={q._id}>{q.text}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.rows.map((row, i) => (
                  <Table.Tr key={row.sheetId}>
                    <Table.Td>{row.user ? `${row.user.lastName} ${row.user.firstName}` : i + 1}</Table.Td>
                    {poll.questions.map((q) => (
                      <Table.Td key={q._id}>{cell(q, row.answers[q._id])}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {r.rows.length === 0 && <Text c="dimmed">{t('results.noAnswers')}</Text>}
        </Tabs.Panel>
        {r.notPassed && (
          <Tabs.Panel value="notPassed" pt="md">
            <Stack gap={4} data-testid="not-passed">
              {r.notPassed.map((u) => (
                <Text key={u._id}>
                  {u.lastName} {u.firstName}
                  {u.position ? ` — ${u.position}` : ''}
                </Text>
              ))}
              {r.notPassed.length === 0 && <Text c="dimmed">{t('results.everyoneAnswered')}</Text>}
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
