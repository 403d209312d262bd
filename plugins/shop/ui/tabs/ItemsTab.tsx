import { useState } from 'react';
import { ActionIcon, Button, Group, Loader, Pagination, Select, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useT } from '@atrium/sdk/ui';
import { ITEM_SORTS } from '../../shared/constants.js';
import type { ItemView, ShopSettingsView } from '../../shared/types.js';
import { useItems } from '../api.js';
import { ItemCard } from '../components/ItemCard.js';
import { ItemForm } from '../components/ItemForm.js';

type Sort = (typeof ITEM_SORTS)[number];

/** The shop tab: items in the chosen order, bought with a confirmation; managers add and change them. */
export function ItemsTab({ settings, balance }: { settings: ShopSettingsView; balance: number | null }) {
  const t = useT();
  const [sort, setSort] = useState<Sort>('createdAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ItemView | 'new' | null>(null);
  const items = useItems({ sort, order, page });
  const pages = items.data ? Math.max(1, Math.ceil(items.data.total / items.data.limit)) : 1;
  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="xs">
          <Select
            aria-label={t('items.sort')}
            w={180}
            value={sort}
            allowDeselect={false}
            data={ITEM_SORTS.map((s) => ({ value: s, label: t(`items.sorts.${s}`) }))}
            onChange={(v) => {
              setSort((v as Sort) ?? 'createdAt');
              setPage(1);
            }}
          />
          <Tooltip label={t(order === 'asc' ? 'items.ascending' : 'items.descending')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(order === 'asc' ? 'items.ascending' : 'items.descending')}
              onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
            >
              {order === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        {settings.canManage && <Button onClick={() => setEditing('new')}>{t('items.new')}</Button>}
      </Group>
      {items.isLoading && <Loader aria-label={t('loading')} />}
      {items.data && items.data.total === 0 && <Text c="dimmed">{t('items.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {items.data?.result.map((item) => (
          <ItemCard key={item._id} item={item} settings={settings} balance={balance} onEdit={() => setEditing(item)} />
        ))}
      </SimpleGrid>
      {pages > 1 && <Pagination mt="md" total={pages} value={page} onChange={setPage} />}
      {editing && <ItemForm item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
