import { useState } from 'react';
import { Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { ProfileAvatar, useFormat, useT } from '@atrium/sdk/ui';
import type { ShopSettingsView } from '../../shared/types.js';
import { usePurchases } from '../api.js';
import { Coins } from '../components/Coins.js';

/** Orders: what employees bought, newest first, so a manager hands the items over (managers; told of each by a notification). */
export function OrdersTab({ settings }: { settings: ShopSettingsView }) {
  const t = useT();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const orders = usePurchases(page);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.limit)) : 1;
  return (
    <Stack>
      {orders.isLoading && <Loader aria-label={t('loading')} />}
      {orders.data?.total === 0 && <Text c="dimmed">{t('orders.empty')}</Text>}
      {!!orders.data?.total && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.date')}</Table.Th>
                <Table.Th>{t('orders.employee')}</Table.Th>
                <Table.Th>{t('orders.item')}</Table.Th>
                <Table.Th ta="right">{t('orders.cost')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.result.map((o) => (
                <Table.Tr key={o._id} data-testid="order">
                  <Table.Td>{f.dateTime(o.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {o.user && <ProfileAvatar userId={o.user._id} name={o.user.fullName} src={o.user.avatar} size={28} />}
                      <Text size="sm">{o.user?.fullName ?? '—'}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{o.item?.name ?? t('orders.itemGone')}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Coins amount={o.cost} settings={settings} size="sm" />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label={t('orders.pages')} />}
    </Stack>
  );
}
