import { useState } from 'react';
import { Button, Group, Loader, Pagination, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { useAccessFor, useItem } from '../api.js';
import { Crumbs } from '../components/Crumbs.js';
import { ItemForm } from '../components/ItemForm.js';
import { ItemRow } from '../components/ItemRow.js';
import { SortableItems } from '../components/SortableItems.js';
import { isKbAdmin } from '../rights.js';

const LIMIT = 25;
type Tab = 'items' | 'favourites';

/** /articles and /articles/{parent}: a folder's items in their order, search over the whole base, favourites. */
export function FolderPage() {
  const t = useT();
  const me = useMe();
  const { parent } = useParams();
  const folder = useItem(parent);
  const [tab, setTab] = useState<Tab>('items');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const text = search.trim();
  const list = useAccessFor(
    tab === 'favourites'
      ? { favourite: 'true', page, limit: LIMIT }
      : text
        ? { search: text, page, limit: LIMIT }
        : { parent, page, limit: LIMIT },
  );
  const rows = list.data?.result ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / LIMIT)) : 1;
  const canAdd = parent ? !!folder.data?.canEdit : isKbAdmin(me);
  const heading = parent ? (folder.data?.title ?? '') : t('title');
  return (
    <Stack p="md" maw={960}>
      {parent && <Crumbs id={parent} />}
      <Group justify="space-between">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {canAdd && <Button onClick={() => setCreating(true)}>{t('form.new')}</Button>}
      </Group>
      <TextInput
        type="search"
        aria-label={t('search')}
        placeholder={t('search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(v) => {
          setTab((v as Tab) ?? 'items');
          setPage(1);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="items">{t(text ? 'tabs.found' : 'tabs.items')}</Tabs.Tab>
          <Tabs.Tab value="favourites">{t('tabs.favourites')}</Tabs.Tab>
        </Tabs.List>
        {(['items', 'favourites'] as Tab[]).map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <Stack gap="xs">
              {list.isLoading && <Loader aria-label={t('loading')} />}
              {/* A folder shown whole may be reordered by dragging; search answers and favourites keep no order. */}
              {!text && v === 'items' && pages === 1 ? (
                <SortableItems rows={rows} clientId={me?.client?._id ?? ''} />
              ) : (
                rows.map((x, i) => (
                  <ItemRow
                    key={x._id}
                    item={x}
                    clientId={me?.client?._id ?? ''}
                    prev={!text && v === 'items' ? rows[i - 1] : undefined}
                    next={!text && v === 'items' ? rows[i + 1] : undefined}
                  />
                ))
              )}
              {list.data && list.data.total === 0 && (
                <Text c="dimmed">{t(text ? 'empty.search' : v === 'favourites' ? 'empty.favourites' : 'empty.folder')}</Text>
              )}
              {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {creating && <ItemForm opened parentId={parent ?? null} onClose={() => setCreating(false)} onSaved={() => setCreating(false)} />}
    </Stack>
  );
}
