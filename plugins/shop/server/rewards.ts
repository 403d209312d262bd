import type { EventHandlers, JobContext, ServiceContext } from '@atrium/sdk/server';
import { PAY_KEY_MAX, PAY_SOURCE_MAX, rewardCauses, type ShopPay } from '../shared/extension-points.js';
import { ShopAchievement } from './entities/achievement.js';
import { shopSettings } from './services/access.js';
import { announceAccrual } from './services/announce.js';
import { accrue, withdrawSource } from './services/money.js';
import { causeAmount } from './services/reward-amounts.js';

/** The shop's own reward causes: the core's "profile completed" and its daily job's birthdays and anniversaries. */
export const shopCauses = rewardCauses.register({
  profile: { titles: { ru: 'За заполненный профиль', en: 'For a completed profile', uk: 'За заповнений профіль' }, defaultAmount: 20 },
  birthday: { titles: { ru: 'В день рождения', en: 'On a birthday', uk: 'У день народження' }, defaultAmount: 50 },
  anniversary: { titles: { ru: 'За каждый год работы', en: 'For each year worked', uk: 'За кожен рік роботи' }, defaultAmount: 100 },
});

/**
 * Pays a registered cause once per key (`shop.pay`, extension-points.ts): `causeKey` is unique in the
 * database, so the same payment asked twice (two nodes, a retried job) pays once. An amount of 0 is off.
 * A cause no plugin on for the client registered, or a key or source past its length, is refused (the
 * core logs it).
 */
export async function payReward(ctx: ServiceContext, pay: ShopPay): Promise<void> {
  const cause = await ctx.extensions.of(rewardCauses).get(pay.cause);
  if (!cause) throw new Error(`shop.pay: no installed plugin on for the client registered the reward cause "${pay.cause}"`);
  if (pay.key.length > PAY_KEY_MAX || (pay.source?.length ?? 0) > PAY_SOURCE_MAX)
    throw new Error(`shop.pay: a payment's key is at most ${PAY_KEY_MAX} characters and its source at most ${PAY_SOURCE_MAX}`);
  if (pay.achievementId && !(await ctx.db.repo(ShopAchievement).findOne({ id: pay.achievementId })))
    throw new Error(`shop.pay: the achievement "${pay.achievementId}" is not one of the client's`);
  // A cause switched off (0) pays nothing, its achievement included.
  const amount = await causeAmount(ctx, cause);
  if (amount <= 0) return;
  const accrual = await accrue(ctx, {
    userId: pay.userId,
    amount,
    cause: cause.key,
    causeKey: `${cause.key}:${pay.key}`,
    source: pay.source ?? null,
    achievementId: pay.achievementId ?? null,
  });
  if (accrual) await announceAccrual(ctx, await shopSettings(ctx), accrual, null, false);
}

/** The UTC day of now, `yyyy-mm-dd`. */
const today = () => new Date().toISOString().slice(0, 10);

/** Payments other plugins ask for, the rewards they take back, and the core's "profile completed". */
export const rewardHandlers: EventHandlers = {
  'shop.pay': (pay, ctx) => payReward(ctx, pay),
  'shop.withdraw': (w, ctx) => withdrawSource(ctx, w.cause, w.source),
  'profile.completed': (e, ctx) => payReward(ctx, { cause: 'profile', key: e.userId, userId: e.userId }),
};

/** The job that pays birthdays and work anniversaries, scheduled daily for every client with the shop on. */
export const CELEBRATIONS_JOB = 'celebrations';

/**
 * `shop:celebrations`: today's birthdays (once a year) and work anniversaries (the anniversary reward once for
 * every year completed, on its anniversary). Dates are the employees' yyyy-mm-dd fields, read in UTC.
 */
export async function celebrations(ctx: JobContext): Promise<void> {
  const day = today();
  const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(5)];
  for (const e of await ctx.employees.celebrating(monthDay)) {
    if (e.birthDate?.slice(5) === monthDay) await payReward(ctx, { cause: 'birthday', key: `${e.id}:${year}`, userId: e.id });
    const years = e.workingSince?.slice(5) === monthDay ? year - Number(e.workingSince.slice(0, 4)) : 0;
    if (years > 0) await payReward(ctx, { cause: 'anniversary', key: `${e.id}:${years}`, userId: e.id });
  }
}
