import type { EventHandlers, JobContext, ServiceContext } from '@atrium/sdk/server';
import type { AccrualCause } from '../shared/constants.js';
import type { ShopSettingsRow } from './entities/settings.js';
import { shopSettings } from './services/access.js';
import { announceAccrual } from './services/announce.js';
import { accrue } from './services/money.js';

type RewardField = 'thanksReward' | 'pollReward' | 'profileReward' | 'birthdayReward' | 'anniversaryReward';

/**
 * Pays an automatic reward once per cause: `causeKey` is unique in the database, so the same event handled
 * twice (two nodes, a retried job) pays once. A reward of 0 is off.
 */
async function reward(ctx: ServiceContext, userId: string, cause: AccrualCause, causeKey: string, field: RewardField) {
  const settings: ShopSettingsRow = await shopSettings(ctx);
  const amount = settings[field];
  if (amount <= 0) return;
  const accrual = await accrue(ctx, { userId, amount, cause, causeKey });
  if (accrual) await announceAccrual(ctx, settings, accrual, null, false);
}

/** The events of other plugins and the core that pay coins. */
export const rewardHandlers: EventHandlers = {
  'post.thanks': (e, ctx) => reward(ctx, e.thankedId, 'thanks', `thanks:${e.postId}`, 'thanksReward'),
  'poll.completed': (e, ctx) => reward(ctx, e.userId, 'poll', `poll:${e.pollId}:${e.userId}`, 'pollReward'),
  'profile.completed': (e, ctx) => reward(ctx, e.userId, 'profile', `profile:${e.userId}`, 'profileReward'),
};

/** The job that pays birthdays and work anniversaries, scheduled daily for every client with the shop on. */
export const CELEBRATIONS_JOB = 'celebrations';

/**
 * `shop:celebrations`: today's birthdays (once a year) and work anniversaries (the anniversary reward once for
 * every year completed, on its anniversary). Dates are the employees' yyyy-mm-dd fields, read in UTC.
 */
export async function celebrations(ctx: JobContext): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  for (const e of await ctx.employees.celebrating(monthDay)) {
    if (e.birthDate?.slice(5) === monthDay) await reward(ctx, e.id, 'birthday', `birthday:${e.id}:${year}`, 'birthdayReward');
    const years = e.workingSince?.slice(5) === monthDay ? year - Number(e.workingSince.slice(0, 4)) : 0;
    if (years > 0) await reward(ctx, e.id, 'anniversary', `anniversary:${e.id}:${years}`, 'anniversaryReward');
  }
}
