import { useState } from 'react';
import { Button, Group, Loader, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAbility, useT } from '@atrium/sdk/ui';
import { usePollList, type ListFilter } from '../api.js';
import { PollCard } from '../components/PollCard.js';

const TABS: ListFilter[] = ['pending', 'all', 'mine', 'finished'];

/** /polls: what the user still has to answer first, then all, own and finished polls. */
export function PollList() {
  const t = useT();
  const ability = useAbility();
  const [filter, setFilter] = useState<ListFilter>('pending');
  const [page, setPage] = useState(1);
  const list = usePollList(filter, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  return (
    <Stack p="md" maw={900}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {ability.can('create', 'Poll') && (
          <Button component={Link} to="/poll/new">
            {t('new')}
          </Button>
        )}
      </Group>
      <Tabs
        keepMounted={false}
        value={filter}
        onChange={(v) => {
          setFilter((v as ListFilter) ?? 'pending');
          setPage(1);
        }}
      >
        <Tabs.List>
          {TABS.map((f) => (
            <Tabs.Tab key={f} value={f}>
              {t(`list.${f}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab has its panel (its aria-controls names it); Mantine mounts only the current one's content. */}
        {TABS.map((f) => (
          <Tabs.Panel key={f} value={f} pt="md">
            <Stack>
              {list.isLoading && <Loader />}
              {list.data?.result.map((p) => (
                <PollCard key={p._id} poll={p} />
              ))}
              {list.data && list.data.total === 0 && (
                <Text c="dimmed">{t(filter === 'pending' ? 'list.nothingPending' : 'list.empty')}</Text>
              )}
              {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
