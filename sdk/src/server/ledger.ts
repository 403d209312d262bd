import { In, type EntitySchema } from 'typeorm';
import type { ClientDb } from './db.js';
import type { ClientRow } from './entities.js';

/** One account's current amount (coins of a user, say); unique per client and account. */
export interface LedgerAccountRow extends ClientRow {
  account: string;
  amount: number;
}

/** One change of one account: the amounts of an account are always the sum of its entries. */
export interface LedgerEntryRow extends ClientRow {
  account: string;
  delta: number;
  /** What moved it (the plugin's words: `accrual`, `purchase` ...). */
  kind: string;
  /** The record that caused it (an accrual, a purchase), if any. */
  refId: string | null;
  /** The account's amount right after this entry. */
  amountAfter: number;
}

export interface LedgerMove {
  account: string;
  delta: number;
  kind: string;
  refId?: string | null;
  /** The lowest amount the account may reach (default 0); `null` lets it go below anything. */
  floor?: number | null;
}

/** Amounts that change only under a row lock, each change written as an entry (`defineLedger`). */
export interface Ledger {
  /** Locks the accounts (created at 0 when missing) until the transaction ends, in a fixed order; answers their amounts. */
  lock(tx: ClientDb, accounts: string[]): Promise<Map<string, number>>;
  /**
   * Changes one account inside `tx` by `delta` and writes the entry; answers the new amount, or `null` (and
   * changes nothing) when the amount would fall below the floor.
   */
  move(tx: ClientDb, move: LedgerMove): Promise<number | null>;
  /** The current amounts of these accounts (0 for an account that has none yet), without locking. */
  amounts(db: ClientDb, accounts: string[]): Promise<Map<string, number>>;
}

/**
 * A ledger over two entities of the plugin: the accounts (`LedgerAccountRow` columns, a unique index on
 * `account`) and the entries (`LedgerEntryRow` columns). Every change locks the account row in the caller's
 * transaction, checks the floor against the locked amount and writes an entry, so two spends of the last
 * coin never both succeed and every amount can be explained (docs/plugin-guide.md, section 4).
 * `onEntry` is called with each entry written, in the same transaction: a plugin's running sums of its
 * entries (the shop's coins per day) stay in step with every kind of move, whoever moves.
 */
export function defineLedger<A extends LedgerAccountRow, E extends LedgerEntryRow>(
  accounts: EntitySchema<A>,
  entries: EntitySchema<E>,
  onEntry?: (tx: ClientDb, entry: E) => Promise<void>,
): Ledger {
  const lockedRows = async (tx: ClientDb, ids: string[]) => {
    const repo = tx.repo(accounts);
    const wanted = [...new Set(ids)].sort();
    // One statement locks them all, in the unique index's order: two movers never wait for each other crosswise.
    const byAccount = async () =>
      new Map((await repo.find({ where: { account: In(wanted) } as never, lock: 'write' })).map((r) => [r.account, r]));
    // Missing accounts are made before any locking read: on MariaDB a locking read of a missing row takes a gap
    // lock, and two first changes of new accounts in one gap then deadlock on each other's insert. A plain read
    // locks nothing; a concurrent first change of the same account inserts too, and the unique key keeps one row.
    const present = new Set((await repo.find({ where: { account: In(wanted) } as never })).map((r) => r.account));
    for (const account of wanted) if (!present.has(account)) await repo.insertOnce({ account, amount: 0 } as never);
    return byAccount();
  };

  return {
    async lock(tx, ids) {
      const rows = await lockedRows(tx, ids);
      return new Map([...rows].map(([a, r]) => [a, Number(r.amount)]));
    },
    async move(tx, { account, delta, kind, refId = null, floor = 0 }) {
      const row = (await lockedRows(tx, [account])).get(account)!;
      const amountAfter = Number(row.amount) + delta;
      if (floor !== null && delta < 0 && amountAfter < floor) return null;
      await tx.repo(accounts).update({ id: row.id } as never, { amount: amountAfter } as never);
      const entry = await tx.repo(entries).insert({ account, delta, kind, refId, amountAfter } as never);
      await onEntry?.(tx, entry);
      return amountAfter;
    },
    async amounts(db, ids) {
      const out = new Map(ids.map((a) => [a, 0]));
      if (!ids.length) return out;
      for (const r of await db.repo(accounts).find({ where: { account: In([...new Set(ids)]) } as never }))
        out.set(r.account, Number(r.amount));
      return out;
    },
  };
}
