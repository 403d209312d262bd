import { randomUUID } from 'node:crypto';
import { Not, type ServiceContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { PUSH } from '../../shared/events.js';
import { ShopAccrual, type ShopAccrualRow } from '../entities/accrual.js';
import { ShopItem, type ShopItemRow } from '../entities/item.js';
import { coins, ShopBalance } from '../entities/ledger.js';
import { ShopPurchase, type ShopPurchaseRow } from '../entities/purchase.js';

/**
 * Every coin and every unit of stock moves here, inside one transaction with the rows it reads locked
 * (`coins` locks the balance rows; items are read with `lock: 'write'`). Balances are locked before items,
 * in account order, so two movers never wait for each other crosswise. Once a transaction has committed, the
 * employee whose coins moved hears the new balance on every open tab (`tell`): never before, so a rollback
 * is never announced.
 */

const tell = (ctx: ServiceContext, userId: string, amount: number) => ctx.realtime.toUser(userId, PUSH.balance, { amount });

export interface AccrualInput {
  userId: string;
  amount: number;
  /** `manual` or a registered reward cause. */
  cause: string;
  /** Unique per client: the same cause never pays twice. Manual accruals get a random one. */
  causeKey?: string;
  /** What the reward stands on; deleting it takes the reward back (`withdrawSource`). */
  source?: string | null;
  achievementId?: string | null;
  comment?: string;
  authorId?: string | null;
}

/** Pays an accrual and writes its ledger entry; answers null when its cause has already been paid. */
export async function accrue(ctx: ServiceContext, a: AccrualInput): Promise<ShopAccrualRow | null> {
  const causeKey = a.causeKey ?? `manual:${randomUUID()}`;
  const paid = await ctx.db.transaction(async (tx) => {
    const paid = await tx.repo(ShopAccrual).insertOnce({
      userId: a.userId,
      authorId: a.authorId ?? null,
      amount: a.amount,
      cause: a.cause,
      causeKey,
      source: a.source ?? null,
      achievementId: a.achievementId ?? null,
      comment: a.comment ?? '',
      cancelled: false,
    });
    if (!paid) return null;
    const row = (await tx.repo(ShopAccrual).findOne({ causeKey }))!;
    const amount = (await coins.move(tx, { account: a.userId, delta: a.amount, kind: 'accrual', refId: row.id }))!;
    return { row, amount };
  });
  if (!paid) return null;
  tell(ctx, a.userId, paid.amount);
  return paid.row;
}

/** Takes an accrual's coins back; refused when they are already spent (the balance would go below 0). */
export async function cancelAccrual(ctx: ServiceContext, id: string): Promise<ShopAccrualRow> {
  const { accrual, after } = await ctx.db.transaction(async (tx) => {
    const accrual = await tx.repo(ShopAccrual).get(id, { lock: 'write' });
    if (accrual.cancelled) throw RULES.alreadyCancelled.conflict();
    const after = await coins.move(tx, { account: accrual.userId, delta: -accrual.amount, kind: 'cancel', refId: accrual.id });
    if (after === null) throw RULES.coinsNotCancelled.conflict();
    await tx.repo(ShopAccrual).update({ id }, { cancelled: true });
    return { accrual: { ...accrual, cancelled: true }, after };
  });
  tell(ctx, accrual.userId, after);
  return accrual;
}

/**
 * The rewards of a cause standing on a deleted thing (a thank-you post, a poll) are cancelled and their
 * coins taken back, as far as the balance goes: coins already spent stay spent, the balance never goes
 * below 0 (README, Automatic accruals). Each in its own transaction, the accrual locked before the balance
 * as `cancelAccrual` does; one already cancelled is left as it is.
 */
export async function withdrawSource(ctx: ServiceContext, cause: string, source: string): Promise<void> {
  const paid = await ctx.db.repo(ShopAccrual).find({ where: { cause, source, cancelled: false } });
  for (const { id } of paid) {
    const moved = await ctx.db.transaction(async (tx) => {
      const accrual = await tx.repo(ShopAccrual).get(id, { lock: 'write' });
      if (accrual.cancelled) return null;
      const balance = (await coins.lock(tx, [accrual.userId])).get(accrual.userId)!;
      const back = Math.min(accrual.amount, Math.max(0, balance));
      await tx.repo(ShopAccrual).update({ id }, { cancelled: true });
      if (back <= 0) return null;
      return {
        userId: accrual.userId,
        amount: (await coins.move(tx, { account: accrual.userId, delta: -back, kind: 'cancel', refId: accrual.id }))!,
      };
    });
    if (moved) tell(ctx, moved.userId, moved.amount);
  }
}

/** One item bought by an employee: stock and coins change together or not at all. */
export async function buy(
  ctx: ServiceContext,
  buyer: { userId: string; isSuperadmin: boolean },
  itemId: string,
): Promise<{ purchase: ShopPurchaseRow; item: ShopItemRow; balance: number; rest: number }> {
  if (buyer.isSuperadmin) throw RULES.superadminCannotBuy.forbidden();
  const { userId } = buyer;
  const bought = await ctx.db.transaction(async (tx) => {
    await coins.lock(tx, [userId]);
    const item = await tx.repo(ShopItem).get(itemId, { lock: 'write' });
    if (!item.available) throw RULES.itemNotAvailable.conflict();
    if (item.rest < 1) throw RULES.soldOut.conflict();
    const purchase = await tx.repo(ShopPurchase).insert({ userId, itemId, cost: item.cost });
    const balance = await coins.move(tx, { account: userId, delta: -item.cost, kind: 'purchase', refId: purchase.id });
    // Throwing rolls the purchase row back with everything else.
    if (balance === null) throw RULES.notEnoughCoins.conflict();
    await tx.repo(ShopItem).update({ id: item.id }, { rest: item.rest - 1 });
    return { purchase, item, balance, rest: item.rest - 1 };
  });
  // The buyer's other tabs (and the header of this one) follow.
  tell(ctx, userId, bought.balance);
  return bought;
}

/** More stock for an item: what was ever put on sale and what is left grow together. */
export function addStock(ctx: ServiceContext, itemId: string, n: number): Promise<ShopItemRow> {
  return ctx.db.transaction(async (tx) => {
    const item = await tx.repo(ShopItem).get(itemId, { lock: 'write' });
    const patch = { amount: item.amount + n, rest: item.rest + n };
    await tx.repo(ShopItem).update({ id: item.id }, patch);
    return { ...item, ...patch };
  });
}

/** Deletes an item nobody has bought; refused once it has sales. */
export function deleteUnsoldItem(ctx: ServiceContext, itemId: string): Promise<ShopItemRow> {
  return ctx.db.transaction(async (tx) => {
    const item = await tx.repo(ShopItem).get(itemId, { lock: 'write' });
    if (await tx.repo(ShopPurchase).exists({ itemId })) throw RULES.itemHasSales.conflict();
    await tx.repo(ShopItem).delete({ id: item.id });
    return item;
  });
}

/** Resets every balance of the client to 0, one ledger entry each; answers how many balances changed. */
export async function nullifyBalances(ctx: ServiceContext): Promise<number> {
  const changed = await ctx.db.transaction(async (tx) => {
    const accounts = (await tx.repo(ShopBalance).find({ where: { amount: Not(0) }, order: { account: 'ASC' } })).map((b) => b.account);
    const amounts = await coins.lock(tx, accounts);
    for (const [account, amount] of amounts)
      if (amount !== 0) await coins.move(tx, { account, delta: -amount, kind: 'nullify', floor: null });
    return [...amounts.values()].filter((a) => a !== 0).length;
  });
  // Every balance of the client is 0 now: one message to the client, not one per employee.
  if (changed) ctx.realtime.toClient(PUSH.balance, { amount: 0 });
  return changed;
}
