import type { ClientDb } from '@atrium/sdk/server';
import { ShopCoinDay } from '../entities/coin-day.js';

/**
 * Adds a ledger entry to the sums of its day (`sign` −1 takes it out again, as when the demo moves an entry
 * to another day), in one upsert: movers of different balances on one day take turns on its row, and
 * neither loses the other's coins.
 */
export function countCoinDay(tx: ClientDb, entry: { createdAt: Date; delta: number }, sign: 1 | -1 = 1): Promise<void> {
  const coins = sign * Math.abs(entry.delta);
  const sums = entry.delta > 0 ? { accrued: coins, spent: 0 } : { accrued: 0, spent: coins };
  return tx.repo(ShopCoinDay).addTo({ day: entry.createdAt.toISOString().slice(0, 10), ...sums }, ['day'], ['accrued', 'spent']);
}
