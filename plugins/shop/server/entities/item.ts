import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { PicRef } from './pic.js';

/** An item for sale. `rest` changes only under a row lock (buy, add stock): `amount - rest` is always the purchases made. */
export interface ShopItemRow extends ClientRow {
  name: string;
  description: string;
  cost: number;
  startAmount: number;
  amount: number;
  rest: number;
  available: boolean;
  pics: PicRef[];
}

export const ShopItem = defineEntity<ShopItemRow>({
  name: 'ShopItem',
  table: 'shop_item',
  indices: [{ columns: ['rest'] }, { columns: ['cost'] }, { columns: ['name'] }],
  columns: {
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    cost: { type: 'int' },
    startAmount: { type: 'int' },
    amount: { type: 'int' },
    rest: { type: 'int' },
    available: { type: 'boolean', default: true },
    pics: { type: 'simple-json' },
  },
});
