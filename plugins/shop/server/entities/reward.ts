import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * What one client's shop pays for one reward cause, once its managers set it (0 is off); a cause without
 * a row pays the default its plugin declared. One row per client and cause.
 */
export interface ShopRewardRow extends ClientRow {
  cause: string;
  amount: number;
}

export const ShopReward = defineEntity<ShopRewardRow>({
  name: 'ShopReward',
  table: 'shop_reward',
  indices: [{ columns: ['cause'], unique: true }],
  columns: {
    cause: { type: 'varchar', length: 30 },
    amount: { type: 'int' },
  },
});
