import { defineEntity, defineLedger, type LedgerAccountRow, type LedgerEntryRow } from '@atrium/sdk/server';

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
  indices: [
    { columns: ['account', 'createdAt'] },
    // The analytics' coin movements sum a period's deltas from the index alone.
    { columns: ['createdAt', 'delta'], name: 'ix_shop_ledger_created_delta' },
  ],
  columns: {
    account: { type: 'varchar', length: 36 },
    delta: { type: 'int' },
    kind: { type: 'varchar', length: 12 },
    refId: { type: 'varchar', length: 36, nullable: true },
    amountAfter: { type: 'int' },
  },
});

export const coins = defineLedger(ShopBalance, ShopLedgerEntry);
