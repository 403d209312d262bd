import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * Coins given to one employee. `causeKey` (`<cause>:<key>` of a payment) is unique per client: an automatic
 * cause (a thank-you post, a poll, a birthday of a year ...) pays once, even when two nodes handle the same event.
 */
export interface ShopAccrualRow extends ClientRow {
  userId: string;
  authorId: string | null;
  amount: number;
  /** `manual`, or the key of a registered reward cause. */
  cause: string;
  causeKey: string;
  /** What the reward stands on (`post:<id>`, `poll:<id>`), within its cause: when it is gone, the reward is taken back. Null: nothing (manual, birthdays). */
  source: string | null;
  achievementId: string | null;
  comment: string;
  cancelled: boolean;
}

export const ShopAccrual = defineEntity<ShopAccrualRow>({
  name: 'ShopAccrual',
  table: 'shop_accrual',
  indices: [{ columns: ['achievementId'] }, { columns: ['userId'] }, { columns: ['causeKey'], unique: true }, { columns: ['source'] }],
  columns: {
    userId: { type: 'varchar', length: 36 },
    authorId: { type: 'varchar', length: 36, nullable: true },
    amount: { type: 'int' },
    cause: { type: 'varchar', length: 30 },
    causeKey: { type: 'varchar', length: 160 },
    source: { type: 'varchar', length: 80, nullable: true },
    achievementId: { type: 'varchar', length: 36, nullable: true },
    comment: { type: 'text' },
    cancelled: { type: 'boolean', default: false },
  },
});
