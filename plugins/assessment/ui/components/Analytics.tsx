import { useState } from 'react';
import { Loader, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useQuery } from '@tanstack/react-query';
import { useApi, useT } from '@atrium/sdk/ui';
import { FORM_STEPS, RESPONDENT_STATUSES } from '../../shared/constants.js';
import { assessmentRoutes } from '../../shared/routes.js';
import { useCycles } from '../api.js';

const PAGE = 20;
const COLOURS = { not_started: 'gray.5', started: 'yellow.6', completed: 'teal.7' } as const;
const shown = (n: number | null) => (n === null ? '—' : String(n));

/** Managers' analytics of one cycle: its forms by state per step, and people's scores by competency a page at a time. */
export function Analytics() {
  const t = useT();
  const cycles = useCycles(true);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!cycles.data) return <Loader aria-label={t('loading')} />;
  const started = cycles.data.filter((c) => c.status !== 'draft');
  if (!started.length) return <Text c="dimmed">{t('analytics.noCycles')}</Text>;
  const id = chosen ?? started[0]!._id;
  return (
    <Stack gap="md">
      <Select
        label={t('analytics.cycle')}
        data={started.map((c) => ({ value: c._id, label: c.name }))}
        value={id}
        onChange={setChosen}
        allowDeselect={false}
        maw={360}
      />
      <FormsChart id={id} />
      <Scores key={id} id={id} />
    </Stack>
  );
}

function FormsChart({ id }: { id: string }) {
  const t = useT();
  const api = useApi();
  const counts = useQuery({
    queryKey: ['assessment', 'formsByStatus', id],
    queryFn: () => api.call(assessmentRoutes.formsByStatus, { params: { id } }).then((r) => r.result),
  });
  if (!counts.data) return <Loader aria-label={t('loading')} />;
  const data = FORM_STEPS.map((step) => ({
    step: t(`steps.${step}`),
    ...Object.fromEntries(RESPONDENT_STATUSES.map((s) => [s, counts.data.find((c) => c.step === step && c.status === s)?.count ?? 0])),
  })).filter((row) => RESPONDENT_STATUSES.some((s) => (row as Record<string, unknown>)[s]));
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('analytics.forms')}
      </Title>
      {data.length ? (
        <BarChart
          h={240}
          data={data}
          dataKey="step"
          type="stacked"
          withLegend
          series={RESPONDENT_STATUSES.map((s) => ({ name: s, label: t(`respondent.${s}`), color: COLOURS[s] }))}
        />
      ) : (
        <Text c="dimmed">{t('analytics.noForms')}</Text>
      )}
    </Stack>
  );
}

function Scores({ id }: { id: string }) {
  const t = useT();
  const api = useApi();
  const [page, setPage] = useState(1);
  const scores = useQuery({
    queryKey: ['assessment', 'scores', id, page],
    queryFn: () => api.call(assessmentRoutes.scores, { params: { id }, query: { page, limit: PAGE } }),
  });
  if (!scores.data) return <Loader aria-label={t('loading')} />;
  const people = scores.data.result;
  const names = [...new Map(people.flatMap((p) => p.competencies.map((c) => [c._id, c.name] as const))).entries()];
  // The chart: each competency's mean over the people of this page who have a score in it.
  const data = names.map(([cid, name]) => {
    const xs = people.flatMap((p) => p.competencies.filter((c) => c._id === cid && c.score !== null).map((c) => c.score!));
    return { competency: name, score: xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : 0 };
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('analytics.scores')}
      </Title>
      {!people.length ? (
        <Text c="dimmed">{t('analytics.noScores')}</Text>
      ) : (
        <>
          <BarChart h={240} data={data} dataKey="competency" series={[{ name: 'score', label: t('result.score'), color: 'blue.7' }]} />
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cycle.person')}</Table.Th>
                  <Table.Th>{t('result.total')}</Table.Th>
                  {names.map(([cid, name]) => (
                    <Table.Th key={cid}>{name}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.map((p) => (
                  <Table.Tr key={p.userId}>
                    <Table.Td>{p.userName || t('cycle.removedPerson')}</Table.Td>
                    <Table.Td>{shown(p.total)}</Table.Td>
                    {names.map(([cid]) => (
                      <Table.Td key={cid}>{shown(p.competencies.find((c) => c._id === cid)?.score ?? null)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {scores.data.total > PAGE && <Pagination total={Math.ceil(scores.data.total / PAGE)} value={page} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}
