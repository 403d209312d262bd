import { useState } from 'react';
import { Button, Group, Loader, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { ProfileAvatar, useT } from '@atrium/sdk/ui';
import type { ShopSettingsView } from '../../shared/types.js';
import { useBalances, useShopActions } from '../api.js';
import { Coins } from '../components/Coins.js';

/** Employees' balances, largest first; "reset all" sets every balance to 0 after a confirmation (managers). */
export function BalancesTab({ settings }: { settings: ShopSettingsView }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const balances = useBalances(page);
  const { nullify } = useShopActions();
  const pages = balances.data ? Math.max(1, Math.ceil(balances.data.total / balances.data.limit)) : 1;
  return (
    <Stack>
      <Group justify="flex-end">
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('balances.nullify')}
        </Button>
      </Group>
      {balances.isLoading && <Loader aria-label={t('loading')} />}
      {balances.data?.total === 0 && <Text c="dimmed">{t('balances.empty')}</Text>}
      {!!balances.data?.total && (
        <Table.ScrollContainer minWidth={300}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('balances.employee')}</Table.Th>
                <Table.Th ta="right">{t('balances.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {balances.data.result.map((b, i) => (
                <Table.Tr key={b.user?._id ?? i}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {b.user && <ProfileAvatar userId={b.user._id} name={b.user.fullName} src={b.user.avatar} size={28} />}
                      <Text size="sm">{b.user?.fullName ?? '—'}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Coins amount={b.amount} settings={settings} size="sm" />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('balances.nullify')} centered>
        <Stack>
          <Text>{t('balances.nullifyConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={nullify.isPending}
              onClick={() => nullify.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {t('balances.nullify')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
