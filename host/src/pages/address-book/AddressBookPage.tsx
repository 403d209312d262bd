import { useState } from 'react';
import { Anchor, Card, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi, useMe, departmentOptions, flattenDepartments, useDepartments } from '@atrium/sdk/ui';
import { DEFAULT_LIMIT } from '@atrium/sdk/shared';
import { PageHeader, Pager, PersonAvatar } from '../shared/ui.js';
import type { Paged, Employee } from '../shared/types.js';
import { NeedsClient } from '../shared/NeedsClient.js';

/**
 * `/addressBook/`: employees searched by name, position, phone and e-mail and filtered by department,
 * city and position — all in the database (`POST /api/user/filter/{workspace}`), one page at a time.
 */
function AddressBookPageScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe();
  const ws = me?.client?.workspace;
  const [search, setSearch] = useState('');
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [city, setCity] = useState('');
  const [position, setPosition] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue({ search: search.trim(), city: city.trim(), position: position.trim() }, 300);
  const depts = useDepartments();
  const deptName = new Map(flattenDepartments(depts.data ?? []).map(({ dept }) => [dept._id, dept.name]));
  const filter = {
    search: debounced.search || undefined,
    city: debounced.city || undefined,
    position: debounced.position || undefined,
    departmentId: departmentId ?? undefined,
    page,
    limit: DEFAULT_LIMIT,
  };
  const q = useQuery({
    queryKey: ['address-book', ws, filter],
    enabled: !!ws,
    placeholderData: keepPreviousData,
    queryFn: () => api.post<Paged<Employee>>(`/api/user/filter/${ws}`, filter),
  });
  const change = (fn: () => void) => {
    fn();
    setPage(1);
  };
  return (
    <Stack gap="md">
      <PageHeader title={t('addressBook.title')}>
        <Anchor component={Link} to="/birthdays/" size="sm">
          {t('birthdays.title')}
        </Anchor>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('addressBook.search')}
          placeholder={t('addressBook.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => change(() => setSearch(e.currentTarget.value))}
          data-testid="ab-search"
        />
        <Select
          label={t('addressBook.department')}
          clearable
          searchable
          data={departmentOptions(depts.data)}
          value={departmentId}
          onChange={(v) => change(() => setDepartmentId(v))}
        />
        <TextInput label={t('addressBook.city')} value={city} onChange={(e) => change(() => setCity(e.currentTarget.value))} />
        <TextInput label={t('addressBook.position')} value={position} onChange={(e) => change(() => setPosition(e.currentTarget.value))} />
      </SimpleGrid>
      {q.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <>
          {q.data?.result.length === 0 && <Text c="dimmed">{t('addressBook.empty')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="ab-list">
            {q.data?.result.map((p) => (
              <Card key={p._id} withBorder padding="sm" data-testid="ab-card">
                <Group wrap="nowrap" align="flex-start">
                  <PersonAvatar person={p} size={56} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/profile/${p._id}`} fw={600} truncate>
                      {p.fullName}
                    </Anchor>
                    {p.position && <Text size="sm">{p.position}</Text>}
                    {p.departmentId && deptName.get(p.departmentId) && (
                      <Text size="xs" c="dimmed">
                        {deptName.get(p.departmentId)}
                      </Text>
                    )}
                    {p.city && (
                      <Text size="xs" c="dimmed">
                        {p.city}
                      </Text>
                    )}
                    {p.phone && (
                      <Anchor size="sm" href={`tel:${p.phone}`}>
                        {p.phone}
                      </Anchor>
                    )}
                    {p.email && (
                      <Anchor size="sm" href={`mailto:${p.email}`} truncate>
                        {p.email}
                      </Anchor>
                    )}
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
          {q.data && <Pager page={page} limit={q.data.limit} total={q.data.total} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}

export default function AddressBookPage() {
  return (
    <NeedsClient>
      <AddressBookPageScreen />
    </NeedsClient>
  );
}
