import { Anchor, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Link, useParams } from 'react-router';
import { useFormat, useT } from '@atrium/sdk/ui';
import { useAnalytics } from '../api.js';

/** /courses/analytics and /courses/analytics/{user_id}: per course (a chart and a table) and per learner. */
export function AnalyticsPage() {
  const t = useT();
  const f = useFormat();
  const { user_id: userId } = useParams();
  const [page, setPage] = useState(1);
  const data = useAnalytics(userId, page);
  if (!data.data) return <Loader m="md" />;
  const { courses } = data.data;
  const { result: rows, total, limit } = data.data.rows;
  const pages = Math.ceil(total / limit);
  const who = userId ? rows[0]?.user?.fullName : undefined;
  return (
    <Stack p="md" gap="md">
      <Title order={1}>{who ? t('analytics.of', { name: who }) : t('analytics.title')}</Title>
      {!rows.length && <Text c="dimmed">{t('analytics.empty')}</Text>}
      {courses.length > 0 && !userId && (
        <>
          <Title order={2} size="h3">
            {t('analytics.byCourse')}
          </Title>
          <BarChart
            h={240}
            data={courses.map((c) => ({
              course: c.courseTitle,
              learnedShare: c.members ? Math.round((100 * c.learned) / c.members) : 0,
              avgScore: c.avgScore ?? 0,
            }))}
            dataKey="course"
            // Both in percent, so one axis reads them.
            series={[
              { name: 'learnedShare', label: t('analytics.learnedShare'), color: 'green.6' },
              { name: 'avgScore', label: t('analytics.avgScore'), color: 'orange.6' },
            ]}
            withLegend
          />
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.course')}</Table.Th>
                  <Table.Th>{t('analytics.members')}</Table.Th>
                  <Table.Th>{t('analytics.learned')}</Table.Th>
                  <Table.Th>{t('analytics.avgScore')}</Table.Th>
                  <Table.Th>{t('analytics.tries')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {courses.map((c) => (
                  <Table.Tr key={c.courseId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/courses/${c.courseId}`}>
                        {c.courseTitle}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.members}</Table.Td>
                    <Table.Td>{c.learned}</Table.Td>
                    <Table.Td>{c.avgScore ?? '—'}</Table.Td>
                    <Table.Td>{c.tries}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {rows.length > 0 && (
        <>
          <Title order={2} size="h3">
            {t('analytics.byUser')}
          </Title>
          {userId && (
            <BarChart
              h={200}
              data={rows.map((r) => ({ course: r.courseTitle, avgScore: r.avgScore ?? 0, bestScore: r.bestScore ?? 0 }))}
              dataKey="course"
              series={[
                { name: 'avgScore', label: t('analytics.avgScore'), color: 'orange.6' },
                { name: 'bestScore', label: t('analytics.bestScore'), color: 'green.6' },
              ]}
              withLegend
            />
          )}
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.user')}</Table.Th>
                  <Table.Th>{t('analytics.course')}</Table.Th>
                  <Table.Th>{t('analytics.avgScore')}</Table.Th>
                  <Table.Th>{t('analytics.bestScore')}</Table.Th>
                  <Table.Th>{t('analytics.tries')}</Table.Th>
                  <Table.Th>{t('analytics.dateStart')}</Table.Th>
                  <Table.Th>{t('analytics.dateFirst')}</Table.Th>
                  <Table.Th>{t('members.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.userId}:${r.courseId}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/courses/analytics/${r.userId}`}>
                        {r.user?.fullName ?? r.userId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.courseTitle}</Table.Td>
                    <Table.Td>{r.avgScore ?? '—'}</Table.Td>
                    <Table.Td>{r.bestScore ?? '—'}</Table.Td>
                    <Table.Td>{r.tries}</Table.Td>
                    <Table.Td>{r.dateStart ? f.dateTime(r.dateStart) : '—'}</Table.Td>
                    <Table.Td>{r.dateFirst ? f.dateTime(r.dateFirst) : '—'}</Table.Td>
                    <Table.Td>{t(`memberStatus.${r.status}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}
