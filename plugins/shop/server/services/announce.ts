import type { NotifyInput, ServiceContext, UserContext } from '@atrium/sdk/server';
import type { WallPublish } from '@atrium/plugin-wall/shared/events.js';
import type { ShopAccrualRow } from '../entities/accrual.js';
import type { ShopAchievementRow } from '../entities/achievement.js';
import type { ShopSettingsRow } from '../entities/settings.js';
import { textsFor } from './views.js';

/** The wall post of a published accrual, in the language of the manager who gave it. */
const POST_TEXT: Record<string, (v: { amount: number; coin: string; achievement: string; comment: string }) => string> = {
  ru: (v) => `Начислено ${v.amount} ${v.coin} за достижение «${v.achievement}»`,
  en: (v) => `${v.amount} ${v.coin} for the achievement "${v.achievement}"`,
  uk: (v) => `Нараховано ${v.amount} ${v.coin} за досягнення «${v.achievement}»`,
};

/** The coin as a reader of the language names it: the shop's short name in that language, else the currency's code. */
const coinName = (s: ShopSettingsRow, lang: string) => textsFor(s, lang).coinShort || s.coin.toUpperCase();

/**
 * Notifies the users, each with the coin named in their own language: the shop's texts are per language,
 * and a notification's variables are one for all its recipients, so each language gets its own.
 */
async function notifyByLanguage(
  ctx: ServiceContext | UserContext,
  settings: ShopSettingsRow,
  userIds: string[],
  input: (coin: string) => NotifyInput,
): Promise<void> {
  const byLang = new Map<string, string[]>();
  for (const c of await ctx.employees.cards(userIds)) byLang.set(c.lang, [...(byLang.get(c.lang) ?? []), c.id]);
  for (const [lang, ids] of byLang) await ctx.notify(ids, input(coinName(settings, lang)));
}

/** Tells the recipient; a published accrual also goes on the company wall through the wall's `wall.publish` event. */
export async function announceAccrual(
  ctx: ServiceContext | UserContext,
  settings: ShopSettingsRow,
  accrual: ShopAccrualRow,
  achievement: ShopAchievementRow | null,
  publish: boolean,
): Promise<void> {
  await notifyByLanguage(ctx, settings, [accrual.userId], (coin) => ({
    name: 'shop.accrued',
    section: 'shop',
    vars: { amount: accrual.amount, coin },
    link: '/shop',
  }));
  if (!publish || !achievement || !accrual.authorId || !('me' in ctx)) return;
  const text = (POST_TEXT[ctx.me.user.lang] ?? POST_TEXT.ru!)({
    amount: accrual.amount,
    coin: coinName(settings, ctx.me.user.lang),
    achievement: achievement.name,
    comment: accrual.comment,
  });
  // The wall's event (an optional dependency): where the wall is not installed or on, nothing is published.
  const post: WallPublish = {
    authorId: accrual.authorId,
    text: accrual.comment ? `${text}\n\n${accrual.comment}` : text,
    mentions: [accrual.userId],
  };
  await ctx.events.emit('wall.publish', post);
}

/**
 * Tells the shop's managers (or every admin when none is named or none is still employed) that an employee bought
 * an item, so someone hands it over: never the buyer themselves. The orders tab lists the purchase.
 */
export async function announcePurchase(
  ctx: UserContext,
  settings: ShopSettingsRow,
  purchase: { itemName: string; cost: number },
): Promise<void> {
  const named = settings.managers.length ? (await ctx.employees.cards(settings.managers)).filter((c) => !c.deleted).map((c) => c.id) : [];
  const managers = (named.length ? named : await ctx.employees.withRole('admin')).filter((id) => id !== ctx.me.user.id);
  const me = ctx.me.user;
  await notifyByLanguage(ctx, settings, managers, (coin) => ({
    name: 'shop.purchased',
    section: 'shop',
    vars: { name: `${me.firstName} ${me.lastName}`.trim(), item: purchase.itemName, cost: purchase.cost, coin },
    link: '/shop?tab=orders',
  }));
}
