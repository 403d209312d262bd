import type { EventHandlers, JobContext, ServiceContext } from '@atrium/sdk/server';
import type { AccrualCause } from '../shared/constants.js';
import type { ShopSettingsRow } from './entities/settings.js';
import { shopSettings } from './services/access.js';
import { announceAccrual } from './services/announce.js';
import { accrue, withdrawSource } from './services/money.js';

type RewardField = 'thanksReward' | 'pollReward' | 'profileReward' | 'birthdayReward' | 'anniversaryReward';

/**
 * Pays an automatic reward once per cause: `causeKey` is unique in the database, so the same event handled
 * twice (two nodes, a retried job) pays once. A reward of 0 is off. `source` is what the reward stands on:
 * when that is deleted, the reward is taken back (`withdrawSource`).
 */
async function reward(
  ctx: ServiceContext,
  userId: string,
  cause: AccrualCause,
  causeKey: string,
  field: RewardField,
  source: string | null = null,
) {
  const settings: ShopSettingsRow = await shopSettings(ctx);
  const amount = settings[field];
  if (amount <= 0) return;
  const accrual = await accrue(ctx, { userId, amount, cause, causeKey, source });
  if (accrual) await announceAccrual(ctx, settings, accrual, null, false);
}

/** The UTC day of now, `yyyy-mm-dd`. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The events of other plugins and the core that pay coins, and those that take them back. A thank-you pays
 * once a day for each author and thanked person (README, Automatic accruals): a post deleted and written
 * again that day pays nothing more.
 */
export const rewardHandlers: EventHandlers = {
  'post.thanks': (e, ctx) =>
    reward(ctx, e.thankedId, 'thanks', `thanks:${e.authorId ?? ''}:${e.thankedId}:${today()}`, 'thanksReward', `post:${e.postId}`),
  'post.deleted': (e, ctx) => withdrawSource(ctx, `post:${e.postId}`),
  'poll.completed': (e, ctx) => reward(ctx, e.userId, 'poll', `poll:${e.pollId}:${e.userId}`, 'pollReward', `poll:${e.pollId}`),
  'poll.deleted': (e, ctx) => withdrawSource(ctx, `poll:${e.pollId}`),
  'profile.completed': (e, ctx) => reward(ctx, e.userId, 'profile', `profile:${e.userId}`, 'profileReward'),
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
    if (e.birthDate?.slice(5) === monthDay) await reward(ctx, e.id, 'birthday', `birthday:${e.id}:${year}`, 'birthdayReward');
    const years = e.workingSince?.slice(5) === monthDay ? year - Number(e.workingSince.slice(0, 4)) : 0;
    if (years > 0) await reward(ctx, e.id, 'anniversary', `anniversary:${e.id}:${years}`, 'anniversaryReward');
  }
}
