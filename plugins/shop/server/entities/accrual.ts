import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { AccrualCause } from '../../shared/constants.js';

/**
 * Coins given to one employee. `causeKey` is unique per client: an automatic cause (a thank-you post, a poll,
 * a birthday of a year ...) pays once, even when two nodes handle the same event.
 */
export interface ShopAccrualRow extends ClientRow {
  userId: string;
  authorId: string | null;
  amount: number;
  cause: AccrualCause;
  causeKey: string;
  /** What the reward stands on (`post:<id>`, `poll:<id>`): when it is deleted, the reward is taken back. Null: nothing (manual, birthdays). */
  source: string | null;
  achievementId: string | null;
  comment: string;
  cancelled: boolean;
}

export const ShopAccrual = defineEntity<ShopAccrualRow>({
  name: 'ShopAccrual',
  table: 'shop_accrual',
  columns: {
    userId: { type: 'varchar', length: 36 },
    authorId: { type: 'varchar', length: 36, nullable: true },
    amount: { type: 'int' },
    cause: { type: 'varchar', length: 12 },
    causeKey: { type: 'varchar', length: 120 },
    source: { type: 'varchar', length: 80, nullable: true },
    achievementId: { type: 'varchar', length: 36, nullable: true },
    comment: { type: 'text' },
    cancelled: { type: 'boolean', default: false },
  },
});
