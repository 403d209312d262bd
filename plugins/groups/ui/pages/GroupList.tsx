import { useState } from 'react';
import { Center, Loader, Modal, Pagination, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { groupRoutes } from '../../shared/routes.js';
import { PAGE_SIZE, useGroupAction, useGroupList, type ListTab } from '../api.js';
import { GroupCard } from '../components/GroupCard.js';
import { GroupForm, type GroupFormValue } from '../components/GroupForm.js';
import { ListHeader } from '../components/ListHeader.js';

const EMPTY: GroupFormValue = { name: '', description: '', type: 'public', cover: null };

/** /groups: my groups, and every group I can find, with search and paging; a new group from here. */
export function GroupList() {
  const t = useT();
  const navigate = useNavigate();
  const [tab, setTab] = useState<ListTab>('mine');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useGroupList(tab, debounced, page);
  const create = useGroupAction((api, body: GroupFormValue) => api.call(groupRoutes.create, { body }, { quiet: true }));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={900} gap="md">
      <ListHeader
        title={t('title')}
        other={{ to: '/projects', label: t('projects.title') }}
        newLabel={t('new')}
        onNew={() => setCreating(true)}
      />
      <TextInput
        label={t('list.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(v) => {
          setTab((v as ListTab) ?? 'mine');
          setPage(1);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="mine">{t('list.mine')}</Tabs.Tab>
          <Tabs.Tab value="all">{t('list.all')}</Tabs.Tab>
        </Tabs.List>
        {/* Every tab has its panel (its aria-controls names it); Mantine mounts only the current one's content. */}
        {(['mine', 'all'] as const).map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <Stack gap="md">
              {list.isLoading && (
                <Center p="lg">
                  <Loader aria-label={t('loading')} />
                </Center>
              )}
              {list.data?.result.map((g) => (
                <GroupCard key={g._id} group={g} />
              ))}
              {list.data && list.data.total === 0 && (
                <Text c="dimmed" ta="center" p="lg">
                  {t(debounced ? 'list.nothingFound' : tab === 'mine' ? 'list.noneMine' : 'list.none')}
                </Text>
              )}
              {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('new')} size="lg">
        <GroupForm
          initial={EMPTY}
          submit={t('form.create')}
          saving={create.isPending}
          error={create.error}
          onSave={async (value) => {
            const res = await create.mutateAsync(value);
            setCreating(false);
            void navigate(`/group/${res.result._id}`);
          }}
        />
      </Modal>
    </Stack>
  );
}
