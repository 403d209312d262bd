import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { RadarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useParams } from 'react-router';
import { useAbility, useApi, useT } from '@atrium/sdk/ui';
import { downloadExcel, useResult } from '../api.js';
import { ManagerPanel } from '../components/Calibration.js';

const shown = (n: number | null) => (n === null ? '—' : String(n));

/** /assessment/result/{cycleId}/{userId}: a radar chart per competency, the table the caller may see, and the Excel file. */
export function ResultPage() {
  const t = useT();
  const api = useApi();
  const { cycleId, userId } = useParams();
  const manage = useAbility().can('manage', 'Assessment');
  const result = useResult(cycleId!, userId!);
  if (!result.data) return <Loader m="md" aria-label={t('loading')} />;
  const r = result.data;
  const data = r.competencies.map((c) => ({ competency: c.name, score: c.score ?? 0, self: c.self ?? 0 }));
  return (
    <Stack p="md" gap="md">
      <Title order={1}>
        {r.cycleName}: {r.userName}
      </Title>
      <Group justify="space-between" wrap="wrap">
        <Text size="lg" fw={600}>
          {t('result.total')}: {shown(r.total)}
        </Text>
        <Button onClick={() => void downloadExcel(api, r.cycleId, r.userId, `${r.cycleName} ${r.userName}`)}>{t('result.excel')}</Button>
      </Group>
      {r.approved && (
        <Badge variant="light" w="fit-content">
          {t('result.approved')}
        </Badge>
      )}
      {manage && <ManagerPanel result={r} />}
      {data.length > 2 && (
        <RadarChart
          h={320}
          data={data}
          dataKey="competency"
          withLegend
          series={[
            { name: 'score', label: t('result.score'), color: 'blue.6', opacity: 0.3 },
            { name: 'self', label: t('result.self'), color: 'orange.6', opacity: 0.2 },
          ]}
        />
      )}
      <Table.ScrollContainer minWidth={360}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('result.competency')}</Table.Th>
              <Table.Th>{t('result.score')}</Table.Th>
              <Table.Th>{t('result.self')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.competencies.flatMap((c) => [
              <Table.Tr key={c._id} fw={600}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{shown(c.score)}</Table.Td>
                <Table.Td>{shown(c.self)}</Table.Td>
              </Table.Tr>,
              ...(c.questions ?? []).map((q) => (
                <Table.Tr key={q._id}>
                  <Table.Td pl="lg">
                    {q.text}
                    {q.comments.map((comment, i) => (
                      <Text key={i} size="sm" c="dimmed">
                        «{comment}»
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{shown(q.score)}</Table.Td>
                  <Table.Td>{shown(q.self)}</Table.Td>
                </Table.Tr>
              )),
            ])}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
