import { employeeCard, type Lang, type ServerAnswer } from '@atrium/sdk/shared';
import { DEFAULT_SHOP_NAME, DEFAULT_SHOP_NAMES } from '../../shared/constants.js';
import type { ShopTexts } from '../../shared/schemas.js';
import { In, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import type { AccrualView, AchievementView, ItemView, PurchaseView, ShopSettingsView } from '../../shared/types.js';
import { ShopAchievement, type ShopAchievementRow } from '../entities/achievement.js';
import type { ShopAccrualRow } from '../entities/accrual.js';
import { ShopItem, type ShopItemRow } from '../entities/item.js';
import type { ShopPurchaseRow } from '../entities/purchase.js';
import type { ShopSettingsRow } from '../entities/settings.js';
import { picView } from './pics.js';
import { rewardViews } from './reward-amounts.js';

/** Cards of the named employees in one query, by id. */
export async function cardsOf(ctx: ServiceContext, ids: (string | null)[]) {
  const cards = await ctx.employees.cards(ids.filter((i): i is string => !!i));
  return new Map(cards.map((c) => [c.id, employeeCard(c)]));
}

/**
 * The shop's texts as one reader sees them: their language's own, else the default; the spec's default name
 * ('Shop!'), never changed, reads in their language.
 */
export function textsFor(s: ShopSettingsRow, lang: string): ShopTexts {
  const own = s.texts?.[lang as Lang];
  return {
    name: own?.name || (s.name === DEFAULT_SHOP_NAME ? (DEFAULT_SHOP_NAMES[lang] ?? s.name) : s.name),
    coinShort: own?.coinShort || s.coinShort,
    description: own?.description || s.description,
  };
}

export async function settingsView(ctx: UserContext, s: ShopSettingsRow, canManage: boolean): Promise<ServerAnswer<ShopSettingsView>> {
  const [cards, rewards] = await Promise.all([cardsOf(ctx, s.managers), rewardViews(ctx)]);
  return {
    id: s.id,
    ...textsFor(s, ctx.me.user.lang),
    coin: s.coin,
    defaults: { name: s.name, coinShort: s.coinShort, description: s.description },
    texts: s.texts ?? {},
    pic: picView(s.pic),
    managers: s.managers.flatMap((m) => cards.get(m) ?? []),
    hideUnavailable: s.hideUnavailable,
    rewards,
    canManage,
  };
}

export const achievementView = (a: ShopAchievementRow): ServerAnswer<AchievementView> => ({
  id: a.id,
  name: a.name,
  description: a.description,
  pic: picView(a.pic),
});

export const itemView = (i: ShopItemRow): ServerAnswer<ItemView> => ({
  id: i.id,
  name: i.name,
  description: i.description,
  cost: i.cost,
  startAmount: i.startAmount,
  amount: i.amount,
  rest: i.rest,
  available: i.available,
  pics: i.pics.map((p) => picView(p)!),
  sold: i.amount - i.rest,
});

/** Accruals with their people and achievements: three queries for the whole list. */
export async function accrualViews(ctx: ServiceContext, rows: ShopAccrualRow[]): Promise<ServerAnswer<AccrualView>[]> {
  const cards = await cardsOf(
    ctx,
    rows.flatMap((r) => [r.userId, r.authorId]),
  );
  const achIds = [...new Set(rows.flatMap((r) => r.achievementId ?? []))];
  const achs = achIds.length ? await ctx.db.repo(ShopAchievement).find({ where: { id: In(achIds) } }) : [];
  const byId = new Map(achs.map((a) => [a.id, achievementView(a)]));
  return rows.map((r) => ({
    id: r.id,
    user: cards.get(r.userId) ?? null,
    author: r.authorId ? (cards.get(r.authorId) ?? null) : null,
    amount: r.amount,
    cause: r.cause,
    achievement: r.achievementId ? (byId.get(r.achievementId) ?? null) : null,
    comment: r.comment,
    cancelled: r.cancelled,
    createdAt: r.createdAt,
  }));
}

export async function purchaseViews(ctx: ServiceContext, rows: ShopPurchaseRow[]): Promise<ServerAnswer<PurchaseView>[]> {
  const cards = await cardsOf(
    ctx,
    rows.map((r) => r.userId),
  );
  const itemIds = [...new Set(rows.map((r) => r.itemId))];
  const items = itemIds.length ? await ctx.db.repo(ShopItem).find({ where: { id: In(itemIds) } }) : [];
  const byId = new Map(items.map((i) => [i.id, { id: i.id, name: i.name }]));
  return rows.map((r) => ({
    id: r.id,
    user: cards.get(r.userId) ?? null,
    item: byId.get(r.itemId) ?? null,
    cost: r.cost,
    createdAt: r.createdAt,
  }));
}
