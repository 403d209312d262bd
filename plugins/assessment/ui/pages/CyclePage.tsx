import { Anchor, Badge, Loader, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { useCycle } from '../api.js';

/** /assessment/cycle/{cycleId}: a cycle's tabs main, steps, participants and results (managers). */
export function CyclePage() {
  const t = useT();
  const { cycleId } = useParams();
  const cycle = useCycle(cycleId!);
  if (!cycle.data) return <Loader m="md" />;
  const c = cycle.data;
  return (
    <Stack p="md" gap="md">
      <Title order={1}>{c.name}</Title>
      <Tabs defaultValue="main" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="main">{t('cycle.main')}</Tabs.Tab>
          <Tabs.Tab value="steps">{t('cycle.steps')}</Tabs.Tab>
          <Tabs.Tab value="participants">{t('cycle.participants')}</Tabs.Tab>
          <Tabs.Tab value="results">{t('cycle.results')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="main" pt="md">
          <Stack gap="xs">
            <Text>
              {t('cycle.status')}: <Badge variant="light">{t(`cycleStatus.${c.status}`)}</Badge>
            </Text>
            <Text>
              {t('cycle.chiefSees')}: {t(`detail.${c.visibility.chief}`)}
            </Text>
            <Text>
              {t('cycle.employeeSees')}: {t(`detail.${c.visibility.employee}`)}
            </Text>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="steps" pt="md">
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Tbody>
                {c.steps.map((s) => (
                  <Table.Tr key={s.kind} c={s.active ? undefined : 'dimmed'}>
                    <Table.Td>{t(`steps.${s.kind}`)}</Table.Td>
                    <Table.Td>{s.active ? t('cycle.active') : ''}</Table.Td>
                    <Table.Td>{[s.startAt, s.endAt].filter(Boolean).join(' – ')}</Table.Td>
                    <Table.Td>
                      {s.questionnaireId && (
                        <Anchor component={Link} to={`/assessment/questionnaire/${s.questionnaireId}`}>
                          {t('cycle.questionnaire')}
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
        <Tabs.Panel value="participants" pt="md">
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cycle.person')}</Table.Th>
                  <Table.Th>{t('cycle.chiefs')}</Table.Th>
                  <Table.Th>{t('cycle.subordinatesList')}</Table.Th>
                  <Table.Th>{t('cycle.peers')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.participants.map((p) => (
                  <Table.Tr key={p.userId}>
                    <Table.Td>{p.userId}</Table.Td>
                    <Table.Td>{p.chiefs.length}</Table.Td>
                    <Table.Td>{p.subordinates.length}</Table.Td>
                    <Table.Td>{p.peers.length}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <Stack gap="xs">
            {c.participants.map((p) => (
              <Anchor key={p.userId} component={Link} to={`/assessment/result/${c._id}/${p.userId}`}>
                {p.userId}
              </Anchor>
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
