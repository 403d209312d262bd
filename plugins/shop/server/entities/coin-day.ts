import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * The coins of one day (UTC, as `periodSql` cuts the ledger's `createdAt`) into balances and out of them:
 * the ledger's positive deltas and its negative ones, summed as each entry is written (`coins`, ledger.ts),
 * so the analytics' coin movements of a year are read from a row a day, not from every entry.
 */
export interface ShopCoinDayRow extends ClientRow {
  day: string;
  accrued: number;
  spent: number;
}

export const ShopCoinDay = defineEntity<ShopCoinDayRow>({
  name: 'ShopCoinDay',
  table: 'shop_coin_day',
  indices: [{ columns: ['day'], unique: true, name: 'ux_shop_coin_day' }],
  columns: {
    day: { type: 'varchar', length: 10 },
    accrued: { type: 'int' },
    spent: { type: 'int' },
  },
});
