import { Anchor, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { assessmentRoutes } from '../../shared/routes.js';
import type { CycleView } from '../../shared/types.js';
import { useAssessmentMutation, useCycle } from '../api.js';
import { ConfirmAction } from '../components/ConfirmAction.js';
import { CycleForm } from '../components/CycleForm.js';

/** /assessment/cycle/new: a new draft cycle (managers). */
export function NewCyclePage() {
  const t = useT();
  return (
    <Stack p="md" gap="md">
      <Title order={1}>{t('cycle.new')}</Title>
      <CycleForm />
    </Stack>
  );
}

/** /assessment/cycle/{cycleId}: a cycle's tabs main, steps, participants and results, and its state changes (managers). */
export function CyclePage() {
  const t = useT();
  const { cycleId } = useParams();
  const cycle = useCycle(cycleId!);
  if (!cycle.data) return <Loader m="md" aria-label={t('loading')} />;
  const c = cycle.data;
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group>
          <Title order={1}>{c.name}</Title>
          <Badge variant="light">{t(`cycleStatus.${c.status}`)}</Badge>
        </Group>
        <CycleActions cycle={c} />
      </Group>
      {/* Read again after each save or state change, so the form starts from what is stored. */}
      <CycleForm key={`${c.updatedAt}-${c.status}`} cycle={c} results={<Results cycle={c} />} />
    </Stack>
  );
}

/** Start a draft, complete an active cycle, archive a draft or completed one: each asked once more. */
function CycleActions({ cycle }: { cycle: CycleView }) {
  const t = useT();
  const change = useAssessmentMutation((api, to: 'start' | 'complete' | 'archive') =>
    api.call(assessmentRoutes[to], { params: { id: cycle._id } }, { quiet: true }),
  );
  const action = (to: 'start' | 'complete' | 'archive', variant?: 'default') => (
    <ConfirmAction
      key={to}
      variant={variant}
      label={t(`cycle.${to}`)}
      question={t(`cycle.${to}Question`)}
      run={() => change.mutateAsync(to)}
    />
  );
  return (
    <Group gap="xs">
      {cycle.status === 'draft' && action('start')}
      {cycle.status === 'active' && action('complete')}
      {(cycle.status === 'draft' || cycle.status === 'completed') && action('archive', 'default')}
    </Group>
  );
}

/** Each person under review by name, with whether their result is approved; the result page calibrates and approves. */
function Results({ cycle }: { cycle: CycleView }) {
  const t = useT();
  const name = new Map(cycle.people.map((p) => [p._id, p.fullName]));
  if (cycle.status === 'draft') return <Text c="dimmed">{t('cycle.noResultsYet')}</Text>;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table>
        <Table.Tbody>
          {cycle.participants.map((p) => (
            <Table.Tr key={p.userId}>
              <Table.Td>
                <Anchor component={Link} to={`/assessment/result/${cycle._id}/${p.userId}`}>
                  {name.get(p.userId) || t('cycle.removedPerson')}
                </Anchor>
              </Table.Td>
              <Table.Td>{p.approved && <Badge variant="light">{t('result.approved')}</Badge>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
