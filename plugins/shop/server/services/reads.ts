import { In, MoreThan, type ServiceContext } from '@atrium/sdk/server';
import type { Paged, ServerAnswer } from '@atrium/sdk/shared';
import type { ItemListQuery, StatsInput } from '../../shared/schemas.js';
import type { BalanceRowView, BalanceView, ItemView, StatsView } from '../../shared/types.js';
import { ShopAccrual } from '../entities/accrual.js';
import { ShopAchievement } from '../entities/achievement.js';
import { ShopItem, type ShopItemRow } from '../entities/item.js';
import { coins, ShopBalance } from '../entities/ledger.js';
import { ShopPurchase } from '../entities/purchase.js';
import type { ShopSettingsRow } from '../entities/settings.js';
import { achievementView, cardsOf, itemView } from './views.js';

/** Items in the asked order; employees see the available ones only, and with "hide unavailable" none sold out. */
export async function itemPage(
  ctx: ServiceContext,
  q: ItemListQuery,
  settings: ShopSettingsRow,
  manager: boolean,
): Promise<Paged<ServerAnswer<ItemView>>> {
  const where = manager ? {} : settings.hideUnavailable ? { available: true, rest: MoreThan(0) } : { available: true };
  const order = q.order === 'asc' ? 'ASC' : 'DESC';
  const page = await ctx.db.repo(ShopItem).page({ where, order: { [q.sort]: order, id: order } as never, page: q.page, limit: q.limit });
  return { ...page, result: page.result.map((i: ShopItemRow) => itemView(i)) };
}

/** A user's coins and the achievements received (not cancelled), with how many times. */
export async function balanceOf(ctx: ServiceContext, userId: string): Promise<ServerAnswer<BalanceView>> {
  const amount = (await coins.amounts(ctx.db, [userId])).get(userId) ?? 0;
  const counts = await ctx.db
    .repo(ShopAccrual)
    .qb('a')
    .select('a.achievementId', 'achievementId')
    .addSelect('COUNT(*)', 'count')
    .andWhere('a.userId = :userId AND a.cancelled = :no AND a.achievementId IS NOT NULL', { userId, no: false })
    .groupBy('a.achievementId')
    .getRawMany<{ achievementId: string; count: string | number }>();
  const achs = counts.length
    ? await ctx.db.repo(ShopAchievement).find({ where: { id: In(counts.map((c) => c.achievementId)) }, order: { name: 'ASC' } })
    : [];
  const n = new Map(counts.map((c) => [c.achievementId, Number(c.count)]));
  return { amount, ach: achs.map((a) => ({ achievement: achievementView(a), count: n.get(a.id) ?? 0 })) };
}

/** Balances of the client's employees, largest first, paged in the database. */
export async function balancePage(ctx: ServiceContext, page: number, limit: number): Promise<Paged<ServerAnswer<BalanceRowView>>> {
  const rows = await ctx.db.repo(ShopBalance).page({ order: { amount: 'DESC', account: 'ASC' }, page, limit });
  const cards = await cardsOf(
    ctx,
    rows.result.map((r) => r.account),
  );
  return { ...rows, result: rows.result.map((r) => ({ user: cards.get(r.account) ?? null, amount: Number(r.amount) })) };
}

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The day of a stored time, alike on SQLite (text) and MariaDB (DATETIME). */
const dayOf = (col: string) => `SUBSTR(CAST(${col} AS CHAR), 1, 10)`;

/** Coins earned (accruals not cancelled) and spent (purchases) in a period, by day, with the most bought items. */
export async function stats(ctx: ServiceContext, p: StatsInput): Promise<ServerAnswer<StatsView>> {
  const range = { from: `${p.from} 00:00:00`, to: `${nextDay(p.to)} 00:00:00` };
  const earnedByDay = await ctx.db
    .repo(ShopAccrual)
    .qb('a')
    .select(dayOf('a.createdAt'), 'day')
    .addSelect('SUM(a.amount)', 'coins')
    .addSelect('COUNT(*)', 'n')
    .andWhere('a.createdAt >= :from AND a.createdAt < :to AND a.cancelled = :no', { ...range, no: false })
    .groupBy(dayOf('a.createdAt'))
    .getRawMany<{ day: string; coins: string | number; n: string | number }>();
  const spentByDay = await ctx.db
    .repo(ShopPurchase)
    .qb('p')
    .select(dayOf('p.createdAt'), 'day')
    .addSelect('SUM(p.cost)', 'coins')
    .addSelect('COUNT(*)', 'n')
    .andWhere('p.createdAt >= :from AND p.createdAt < :to', range)
    .groupBy(dayOf('p.createdAt'))
    .getRawMany<{ day: string; coins: string | number; n: string | number }>();
  const top = await ctx.db
    .repo(ShopPurchase)
    .qb('p')
    .select('p.itemId', 'itemId')
    .addSelect('COUNT(*)', 'sold')
    .addSelect('SUM(p.cost)', 'coins')
    .andWhere('p.createdAt >= :from AND p.createdAt < :to', range)
    .groupBy('p.itemId')
    .orderBy('COUNT(*)', 'DESC')
    .addOrderBy('p.itemId', 'ASC')
    .limit(5)
    .getRawMany<{ itemId: string; sold: string | number; coins: string | number }>();
  const items = top.length ? await ctx.db.repo(ShopItem).find({ where: { id: In(top.map((t) => t.itemId)) } }) : [];
  const names = new Map(items.map((i) => [i.id, i.name]));
  const days: { day: string; earned: number; spent: number }[] = [];
  const earned = new Map(earnedByDay.map((r) => [r.day, Number(r.coins)]));
  const spent = new Map(spentByDay.map((r) => [r.day, Number(r.coins)]));
  for (let d = p.from; d <= p.to; d = nextDay(d)) days.push({ day: d, earned: earned.get(d) ?? 0, spent: spent.get(d) ?? 0 });
  const sum = (rows: { coins: string | number }[]) => rows.reduce((s, r) => s + Number(r.coins), 0);
  const count = (rows: { n: string | number }[]) => rows.reduce((s, r) => s + Number(r.n), 0);
  return {
    earned: sum(earnedByDay),
    spent: sum(spentByDay),
    accruals: count(earnedByDay),
    purchases: count(spentByDay),
    days,
    topItems: top.map((t) => ({ id: t.itemId, name: names.get(t.itemId) ?? '', sold: Number(t.sold), coins: Number(t.coins) })),
  };
}
