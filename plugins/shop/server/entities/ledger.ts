import { defineEntity, defineLedger, type LedgerAccountRow, type LedgerEntryRow } from '@atrium/sdk/server';
import { countCoinDay } from '../services/coin-days.js';

/** An employee's coins (`account` is the user id); changed only through `coins` below. */
export const ShopBalance = defineEntity<LedgerAccountRow>({
  name: 'ShopBalance',
  table: 'shop_balance',
  indices: [{ columns: ['amount'] }, { columns: ['account'], unique: true }],
  columns: {
    account: { type: 'varchar', length: 36 },
    amount: { type: 'int' },
  },
});

/** Every change of a balance: accrual, cancel, purchase, nullify (the ledger kinds); they sum to the balance. */
export const ShopLedgerEntry = defineEntity<LedgerEntryRow>({
  name: 'ShopLedgerEntry',
  table: 'shop_ledger',
  indices: [{ columns: ['account', 'createdAt'] }],
  columns: {
    account: { type: 'varchar', length: 36 },
    delta: { type: 'int' },
    kind: { type: 'varchar', length: 12 },
    refId: { type: 'varchar', length: 36, nullable: true },
    amountAfter: { type: 'int' },
  },
});

/** Every entry is added to its day's sums in the same transaction (services/coin-days.ts), whatever moved the coins. */
export const coins = defineLedger(ShopBalance, ShopLedgerEntry, countCoinDay);
