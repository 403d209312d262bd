import { Group, Text, type TextProps } from '@mantine/core';
import { IconCurrencyDollar, IconCurrencyEuro, IconCurrencyHryvnia, IconCurrencyRubel } from '@tabler/icons-react';
import { useFormat } from '@atrium/sdk/ui';
import type { Currency } from '../../shared/constants.js';

/** The four currencies with an icon; the others show their code. */
const ICONS = { eur: IconCurrencyEuro, rub: IconCurrencyRubel, uah: IconCurrencyHryvnia, usd: IconCurrencyDollar } as const;

export interface CoinSettings {
  coin: Currency;
  coinShort: string;
}

/** The coin's name as read out: its short name when the shop has one, else the currency's code. */
export const coinName = (settings: CoinSettings) => settings.coinShort || settings.coin.toUpperCase();

/** The coin's sign: its short name when the shop has one, else the currency's icon or code. */
export function CoinSign({ settings, size = 16 }: { settings: CoinSettings; size?: number }) {
  const Icon = settings.coinShort ? undefined : ICONS[settings.coin as keyof typeof ICONS];
  return Icon ? <Icon size={size} aria-label={coinName(settings)} role="img" /> : <span>{coinName(settings)}</span>;
}

/** An amount of coins with its sign. */
export function Coins({ amount, settings, ...text }: { amount: number; settings: CoinSettings } & TextProps) {
  const format = useFormat();
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Text component="span" fw={600} {...text}>
        {format.number(amount)}
      </Text>
      <Text component="span" c="dimmed" size="sm" style={{ display: 'inline-flex' }}>
        <CoinSign settings={settings} />
      </Text>
    </Group>
  );
}
