import { useState } from 'react';
import { Button, Group, Loader, Pagination, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { SortableList, useMe, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import type { ArticleItem } from '../../shared/types.js';
import { useAccessFor, useItem, useMoveItem, usePlaceItem } from '../api.js';
import { Crumbs } from '../components/Crumbs.js';
import { ItemForm } from '../components/ItemForm.js';
import { ItemRow } from '../components/ItemRow.js';
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

/**
 * A folder's items that those who may change them reorder by dragging (or the keyboard) and move into a folder
 * of the same list by dropping them on its zone; each drop is stored with one call, and the row's menu keeps the
 * same moves.
 */
function SortableItems({ rows, clientId }: { rows: ArticleItem[]; clientId: string }) {
  const shell = useShell();
  const text = useRuleText();
  const place = usePlaceItem();
  const move = useMoveItem();
  const failed = (err: Error) => {
    shell.toast({ message: text(err), color: 'red' });
    throw err;
  };
  return (
    <SortableList
      items={rows}
      titleOf={(x) => x.title}
      canDrag={(x) => x.canEdit}
      onOrder={(next, id) => {
        const at = next.findIndex((x) => x._id === id);
        return place.mutateAsync({ id, after: at > 0 ? next[at - 1]!._id : null }).catch(failed);
      }}
      into={{
        accepts: (x) => x.kind === 'folder' && x.canEdit,
        onDrop: (id, parentId) => move.mutateAsync({ id, parentId }).catch(failed),
      }}
      render={(x, handle) => {
        const i = rows.findIndex((r) => r._id === x._id);
        return <ItemRow item={x} prev={rows[i - 1]} next={rows[i + 1]} clientId={clientId} handle={handle} />;
      }}
    />
  );
}
