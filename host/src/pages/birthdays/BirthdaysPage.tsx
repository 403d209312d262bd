import { Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useFormat, useMe } from '@atrium/sdk/ui';
import { PageHeader, PersonAvatar } from '../shared/ui.js';
import type { Employee } from '../shared/types.js';
import { NeedsClient } from '../shared/NeedsClient.js';

interface Birthday extends Employee {
  birthDate: string;
  day: string;
}

/** `/birthdays/`: the coming birthdays of colleagues (`GET /api/clients/{id}/birthdays`), soonest first. */
function BirthdaysPageScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const api = useApi();
  const me = useMe();
  const clientId = me?.client?._id;
  const [days, setDays] = useState('30');
  const q = useQuery({
    queryKey: ['birthdays', clientId, days],
    enabled: !!clientId,
    queryFn: async () => (await api.get<{ result: Birthday[] }>(`/api/clients/${clientId}/birthdays?days=${days}`)).result,
  });
  const today = new Date().toISOString().slice(5, 10);
  return (
    <Stack>
      <PageHeader title={t('birthdays.title')}>
        <SegmentedControl
          value={days}
          onChange={setDays}
          data={[
            { value: '7', label: t('birthdays.week') },
            { value: '30', label: t('birthdays.month') },
            { value: '366', label: t('birthdays.year') },
          ]}
        />
      </PageHeader>
      {q.isPending && <Loader aria-label={t('app.loading')} />}
      {q.data?.length === 0 && <Text c="dimmed">{t('birthdays.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {q.data?.map((b) => (
          <Card key={b._id} withBorder padding="sm" data-testid="birthday">
            <Group wrap="nowrap">
              <PersonAvatar person={b} size={48} />
              <Stack gap={0}>
                <Text fw={600}>{b.fullName}</Text>
                {b.position && <Text size="sm">{b.position}</Text>}
                <Text size="sm" c={b.day === today ? 'pink' : 'dimmed'} fw={b.day === today ? 700 : 400}>
                  {b.day === today ? t('birthdays.today') : format.dayMonth(`2000-${b.day}T12:00:00`)}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default function BirthdaysPage() {
  return (
    <NeedsClient>
      <BirthdaysPageScreen />
    </NeedsClient>
  );
}
