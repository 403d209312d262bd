import { Badge, Group, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useFormatSize, useMe } from '@atrium/sdk/ui';
import { useCompany } from '../employees/company.js';
import { useRightLabel } from '../../plugins/titles.js';
import { StatCard } from '../shared/StatCard.js';

interface FileStat {
  count: number;
  size: number;
  total: number;
  available: number;
  byPurpose: { purpose: string; count: number; size: number }[];
}

/** All data: the company, its employees, its storage by purpose and its features. */
export function OverviewTab() {
  const { t, i18n } = useTranslation();
  const size = useFormatSize();
  const api = useApi();
  const me = useMe()!;
  const label = useRightLabel();
  const company = useCompany();
  const files = useQuery({
    queryKey: ['client-files', me.client!._id],
    queryFn: async () => (await api.get<{ result: FileStat }>(`/api/clients/${me.client!._id}/filestat`)).result,
  });
  if (company.isPending || files.isPending) return <Loader aria-label={t('app.loading')} />;
  const c = company.data;
  const f = files.data;
  const used = f && f.total ? Math.min(100, (f.size / f.total) * 100) : 0;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <StatCard label={t('adminPanel.company')} value={c?.name}>
          <Text size="sm" c="dimmed">
            {c?.workspace}
          </Text>
        </StatCard>
        <StatCard label={t('adminPanel.employees')} value={c?.stat?.users ?? '—'} large testId="overview-users">
          <Text size="sm" c="dimmed">
            {t('adminPanel.deletedCount', { count: c?.stat?.deleted ?? 0 })}
          </Text>
        </StatCard>
        <StatCard label={t('adminPanel.storage')} value={<>{f ? `${size(f.size)} / ${size(f.total)}` : '—'}</>}>
          <Progress value={used} mt={6} aria-label={t('adminPanel.storage')} />
          <Text size="xs" c="dimmed" mt={4}>
            {t('adminPanel.available', { size: f ? size(f.available) : '—' })}
          </Text>
        </StatCard>
      </SimpleGrid>
      {!!f?.byPurpose.length && (
        <Paper withBorder p="sm">
          <Title order={2} size="h5" mb="xs">
            {t('adminPanel.filesByPurpose')}
          </Title>
          <Table>
            <Table.Tbody>
              {f.byPurpose.map((p) => (
                <Table.Tr key={p.purpose}>
                  <Table.Td>{i18n.exists(`adminPanel.purposes.${p.purpose}`) ? t(`adminPanel.purposes.${p.purpose}`) : p.purpose}</Table.Td>
                  <Table.Td>{p.count}</Table.Td>
                  <Table.Td>{size(p.size)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Paper withBorder p="sm">
        <Title order={2} size="h5" mb="xs">
          {t('adminPanel.features')}
        </Title>
        <Group gap={6}>
          {(c?.features ?? []).map((x) => (
            <Badge key={x.feature} color={x.active ? 'green' : 'gray'} variant={x.active ? 'light' : 'outline'}>
              {label(x.feature)}
            </Badge>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
}
