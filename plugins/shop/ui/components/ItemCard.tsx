import { useState } from 'react';
import { Badge, Button, Card, Center, Group, Image, Menu, Modal, NumberInput, Stack, Text, ActionIcon } from '@mantine/core';
import { IconDots, IconGift } from '@tabler/icons-react';
import { useShell, useT } from '@atrium/sdk/ui';
import { MAX_STOCK } from '../../shared/constants.js';
import type { ItemView, ShopSettingsView } from '../../shared/types.js';
import { useShopActions } from '../api.js';
import { Coins } from './Coins.js';

/** One item: picture, price and stock; "Buy" asks for confirmation; managers edit, add stock and delete. */
export function ItemCard({
  item,
  settings,
  balance,
  onEdit,
}: {
  item: ItemView;
  settings: ShopSettingsView;
  balance: number | null;
  onEdit: () => void;
}) {
  const t = useT();
  const { toast } = useShell();
  const actions = useShopActions();
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState<number | null>(null);
  const pic = item.pics[0];
  const soldOut = item.rest < 1;
  const short = balance !== null && balance < item.cost;
  const buy = () =>
    actions.buy.mutate(item._id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ message: t('items.bought', { name: item.name }), color: 'green' });
      },
      onError: () => setConfirming(false),
    });
  // A refusal (item has sales) is shown by the shell's error dialog, translated by its key.
  const remove = () => actions.deleteItem.mutate(item._id);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="shop-item">
      <Card.Section>
        {pic ? (
          <Image src={pic.url} alt={item.name} h={220} fit="cover" />
        ) : (
          <Center h={220} bg="var(--mantine-color-gray-1)" aria-hidden>
            <IconGift size={56} stroke={1.2} color="var(--mantine-color-gray-6)" />
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {item.name}
          </Text>
          {settings.canManage && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('items.actions', { name: item.name })}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={onEdit}>{t('edit')}</Menu.Item>
                <Menu.Item onClick={() => setAdding(1)}>{t('items.addStock')}</Menu.Item>
                <Menu.Item color="red" onClick={remove}>
                  {t('delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {item.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {item.description}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Coins amount={item.cost} settings={settings} />
          {soldOut ? (
            <Badge color="gray">{t('items.soldOut')}</Badge>
          ) : (
            <Text size="sm" c="dimmed" data-testid="item-rest">
              {t('items.rest', { count: item.rest })}
            </Text>
          )}
        </Group>
        {!item.available && <Badge color="orange">{t('items.unavailable')}</Badge>}
        {balance !== null && (
          <Button fullWidth disabled={soldOut || short || !item.available} onClick={() => setConfirming(true)}>
            {short && !soldOut ? t('items.notEnough') : t('items.buy')}
          </Button>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('items.confirmTitle')} centered>
        <Stack>
          <Text>{t('items.confirm', { name: item.name, cost: item.cost })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button loading={actions.buy.isPending} onClick={buy}>
              {t('items.buy')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={adding !== null} onClose={() => setAdding(null)} title={t('items.addStock')} centered>
        <Stack>
          <NumberInput
            label={t('items.addAmount')}
            min={1}
            max={MAX_STOCK}
            value={adding ?? 1}
            onChange={(v) => setAdding(Number(v) || 0)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAdding(null)}>
              {t('cancel')}
            </Button>
            <Button
              loading={actions.addStock.isPending}
              disabled={!adding || adding < 1 || adding > MAX_STOCK}
              onClick={() => actions.addStock.mutate({ id: item._id, amount: adding! }, { onSuccess: () => setAdding(null) })}
            >
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
