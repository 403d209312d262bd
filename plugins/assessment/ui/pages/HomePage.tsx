import { Anchor, Badge, Button, Group, Loader, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAbility, useT } from '@atrium/sdk/ui';
import { assessmentRoutes } from '../../shared/routes.js';
import type { AssessedItem } from '../../shared/types.js';
import { useAssessmentMutation, useCycles, useMyLists } from '../api.js';

/** /assessment: my reviews, my assessments, my subordinates; managers also the cycles. */
export function HomePage() {
  const t = useT();
  const manage = useAbility().can('manage', 'Assessment');
  const { reviews, assessments, subordinates } = useMyLists();
  return (
    <Stack p="md" gap="md">
      <Title order={1}>{t('title')}</Title>
      <Tabs defaultValue="reviews" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reviews">{t('home.reviews')}</Tabs.Tab>
          <Tabs.Tab value="assessments">{t('home.assessments')}</Tabs.Tab>
          <Tabs.Tab value="subordinates">{t('home.subordinates')}</Tabs.Tab>
          {manage && <Tabs.Tab value="cycles">{t('home.cycles')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="reviews" pt="md">
          {!reviews.data ? (
            <Loader />
          ) : !reviews.data.length ? (
            <Text c="dimmed">{t('home.noReviews')}</Text>
          ) : (
            <Stack gap="xs">
              {reviews.data.map((r) => (
                <Group key={`${r.cycleId}-${r.step}-${r.userId}`} justify="space-between" wrap="wrap">
                  <Anchor component={Link} to={`/assessment/poll/${r.cycleId}/${r.step}/${r.questionnaireId}/${r.userId}`}>
                    {r.cycleName}: {t(`steps.${r.step}`)}
                  </Anchor>
                  <Badge variant="light">{t(`respondent.${r.status}`)}</Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="assessments" pt="md">
          <Assessed items={assessments.data} />
        </Tabs.Panel>
        <Tabs.Panel value="subordinates" pt="md">
          <Assessed items={subordinates.data} />
        </Tabs.Panel>
        {manage && (
          <Tabs.Panel value="cycles" pt="md">
            <Cycles />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

function Assessed({ items }: { items: AssessedItem[] | undefined }) {
  const t = useT();
  if (!items) return <Loader />;
  if (!items.length) return <Text c="dimmed">{t('home.noAssessments')}</Text>;
  return (
    <Stack gap="xs">
      {items.map((a) => (
        <Group key={`${a.cycleId}-${a.userId}`} justify="space-between" wrap="wrap">
          <Text>{a.cycleName}</Text>
          {a.resultsOpen ? (
            <Anchor component={Link} to={`/assessment/result/${a.cycleId}/${a.userId}`}>
              {t('home.results')}
            </Anchor>
          ) : (
            <Text c="dimmed" size="sm">
              {t('home.resultsClosed')}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** The cycles with their state changes; a refused change is only logged (spec features §8). */
function Cycles() {
  const t = useT();
  const cycles = useCycles(true);
  const change = useAssessmentMutation(async (api, { id, to }: { id: string; to: 'start' | 'complete' | 'archive' }) =>
    api.call(assessmentRoutes[to], { params: { id } }).catch((e: unknown) => {
      console.error(e);
      return null;
    }),
  );
  if (!cycles.data) return <Loader />;
  if (!cycles.data.length) return <Text c="dimmed">{t('home.noCycles')}</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cycle.name')}</Table.Th>
            <Table.Th>{t('cycle.status')}</Table.Th>
            <Table.Th>{t('cycle.participants')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cycles.data.map((c) => (
            <Table.Tr key={c._id}>
              <Table.Td>
                <Anchor component={Link} to={`/assessment/cycle/${c._id}`}>
                  {c.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`cycleStatus.${c.status}`)}</Table.Td>
              <Table.Td>{c.participants}</Table.Td>
              <Table.Td>
                {c.status === 'draft' && (
                  <Button size="xs" onClick={() => change.mutate({ id: c._id, to: 'start' })}>
                    {t('cycle.start')}
                  </Button>
                )}
                {c.status === 'active' && (
                  <Button size="xs" onClick={() => change.mutate({ id: c._id, to: 'complete' })}>
                    {t('cycle.complete')}
                  </Button>
                )}
                {c.status === 'completed' && (
                  <Button size="xs" variant="default" onClick={() => change.mutate({ id: c._id, to: 'archive' })}>
                    {t('cycle.archive')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
