import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import type { ReportListItem } from '../../shared/types.js';
import { useAnswer, useReport } from '../api.js';
import { Thread } from './Thread.js';

function OpenReport({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT();
  const report = useReport(id);
  const answer = useAnswer(id);
  return (
    <Stack>
      <Button variant="subtle" onClick={onBack}>
        {t('list.back')}
      </Button>
      {report.data ? <Thread report={report.data} onAnswer={(text) => answer.mutateAsync(text)} busy={answer.isPending} /> : <Loader />}
    </Stack>
  );
}

/** A list of reports (the receivers' or the caller's own named ones); one opens with its thread. */
export function Reports({ items, loading, empty }: { items: ReportListItem[] | undefined; loading: boolean; empty: string }) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  if (open) return <OpenReport id={open} onBack={() => setOpen(null)} />;
  if (loading) return <Loader />;
  if (!items?.length) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack>
      {items.map((r) => (
        <UnstyledButton key={r._id} onClick={() => setOpen(r._id)} aria-label={`${r.name ?? t('list.anonymous')} ${r.day}`}>
          <Card withBorder>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{r.name ?? t('list.anonymous')}</Text>
              <Text size="sm" c="dimmed">
                {r.day}
              </Text>
            </Group>
            <Text lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {r.excerpt}
            </Text>
            <Group gap="xs" mt="xs">
              {r.files > 0 && <Badge variant="light">{t('list.files', { count: r.files })}</Badge>}
              <Badge variant="light">{t('list.messages', { count: r.messages })}</Badge>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
