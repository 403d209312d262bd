import { Anchor, Badge, Button, Group, Loader, Pagination, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAbility, useT } from '@atrium/sdk/ui';
import type { AssessedItem } from '../../shared/types.js';
import { LIST_PAGE, useCyclePage, useMyLists, useQuestionnairePage } from '../api.js';
import { PeersChooser } from '../components/PeersChooser.js';

// The charts load when a manager opens the analytics tab.
const Analytics = lazy(() => import('../components/Analytics.js').then((m) => ({ default: m.Analytics })));

/** /assessment: my reviews, my assessments, my subordinates; managers also the cycles, questionnaires and analytics. */
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
          {manage && <Tabs.Tab value="questionnaires">{t('home.questionnaires')}</Tabs.Tab>}
          {manage && <Tabs.Tab value="analytics">{t('home.analytics')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="reviews" pt="md">
          {!reviews.data ? (
            <Loader aria-label={t('loading')} />
          ) : !reviews.data.length ? (
            <Text c="dimmed">{t('home.noReviews')}</Text>
          ) : (
            <Stack gap="xs">
              {reviews.data.map((r) => (
                <Group key={`${r.cycleId}-${r.step}-${r.userId}`} justify="space-between" wrap="wrap">
                  <Anchor component={Link} to={`/assessment/poll/${r.cycleId}/${r.step}/${r.questionnaireId}/${r.userId}`}>
                    {r.cycleName}: {t(`steps.${r.step}`)} — {r.userName}
                  </Anchor>
                  <Group gap="xs">
                    {r.endAt && r.status !== 'completed' && (
                      <Text size="sm" c="dimmed">
                        {t('home.until', { day: r.endAt })}
                      </Text>
                    )}
                    <Badge variant="light">{t(`respondent.${r.status}`)}</Badge>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="assessments" pt="md">
          <Assessed items={assessments.data} />
        </Tabs.Panel>
        <Tabs.Panel value="subordinates" pt="md">
          <Assessed items={subordinates.data} named />
        </Tabs.Panel>
        {manage && (
          <Tabs.Panel value="cycles" pt="md">
            <Cycles />
          </Tabs.Panel>
        )}
        {manage && (
          <Tabs.Panel value="questionnaires" pt="md">
            <Questionnaires />
          </Tabs.Panel>
        )}
        {manage && (
          <Tabs.Panel value="analytics" pt="md">
            <Suspense fallback={<Loader aria-label={t('loading')} />}>
              <Analytics />
            </Suspense>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/** Cycles with someone under review: `named` shows whom (my subordinates); the person chooses peers while they may. */
function Assessed({ items, named }: { items: AssessedItem[] | undefined; named?: boolean }) {
  const t = useT();
  if (!items) return <Loader aria-label={t('loading')} />;
  if (!items.length) return <Text c="dimmed">{t('home.noAssessments')}</Text>;
  return (
    <Stack gap="xs">
      {items.map((a) => (
        <Paper key={`${a.cycleId}-${a.userId}`} withBorder p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text>{named ? `${a.userName} · ${a.cycleName}` : a.cycleName}</Text>
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
            {a.choosePeers && <PeersChooser item={a} />}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Cycles() {
  const t = useT();
  const [page, setPage] = useState(1);
  const cycles = useCyclePage(page);
  const rows = cycles.data?.result;
  return (
    <Stack gap="sm">
      <Group>
        <Button component={Link} to="/assessment/cycle/new">
          {t('cycle.new')}
        </Button>
      </Group>
      {!rows ? (
        <Loader aria-label={t('loading')} />
      ) : !rows.length ? (
        <Text c="dimmed">{t('home.noCycles')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cycle.name')}</Table.Th>
                <Table.Th>{t('cycle.status')}</Table.Th>
                <Table.Th>{t('cycle.people')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/assessment/cycle/${c._id}`}>
                      {c.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`cycleStatus.${c.status}`)}</Table.Td>
                  <Table.Td>{c.participants}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager total={cycles.data?.total ?? 0} page={page} onChange={setPage} />
    </Stack>
  );
}

function Questionnaires() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useQuestionnairePage(page);
  const rows = list.data?.result;
  return (
    <Stack gap="sm">
      <Group>
        <Button component={Link} to="/assessment/questionnaire/new">
          {t('questionnaire.new')}
        </Button>
      </Group>
      {!rows ? (
        <Loader aria-label={t('loading')} />
      ) : !rows.length ? (
        <Text c="dimmed">{t('home.noQuestionnaires')}</Text>
      ) : (
        <Stack gap="xs">
          {rows.map((q) => (
            <Group key={q._id} justify="space-between" wrap="wrap">
              <Anchor component={Link} to={`/assessment/questionnaire/${q._id}`}>
                {q.name}
              </Anchor>
              <Badge variant="light">{t(`questionnaireStatus.${q.status}`)}</Badge>
            </Group>
          ))}
        </Stack>
      )}
      <Pager total={list.data?.total ?? 0} page={page} onChange={setPage} />
    </Stack>
  );
}

/** The pages of a list, shown once there is more than one. */
function Pager({ total, page, onChange }: { total: number; page: number; onChange(page: number): void }) {
  const t = useT();
  return total > LIST_PAGE ? (
    <Pagination total={Math.ceil(total / LIST_PAGE)} value={page} onChange={onChange} aria-label={t('home.pages')} />
  ) : null;
}
