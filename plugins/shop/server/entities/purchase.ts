import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** One item bought by one employee, at the cost it had then. */
export interface ShopPurchaseRow extends ClientRow {
  userId: string;
  itemId: string;
  cost: number;
}

export const ShopPurchase = defineEntity<ShopPurchaseRow>({
  name: 'ShopPurchase',
  table: 'shop_purchase',
  indices: [{ columns: ['userId'] }, { columns: ['itemId'] }],
  columns: {
    userId: { type: 'varchar', length: 36 },
    itemId: { type: 'varchar', length: 36 },
    cost: { type: 'int' },
  },
});
