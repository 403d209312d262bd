import type { UserContext } from '@atrium/sdk/server';
import { RULES, today } from '../../shared/constants.js';
import type { MoodSettings } from '../../shared/settings.js';
import { MoodEntry, MoodParticipant } from '../entities/index.js';

/**
 * Whether a rating is due: when the last one is older than the period (given on day D with a 7-day period, the next
 * is due from D + 7). The superadmin never gets here: the check takes the caller's own id, which the platform
 * refuses for someone who is no employee of the client. A company that turned the meter off (`hideMoodMeter`) is never
 * asked, even by a shell loaded before the switch.
 */
export function isDue(lastDay: number | null | undefined, periodDays: number, now = today()): boolean {
  return lastDay === null || lastDay === undefined || now - lastDay >= periodDays;
}

export async function needMeter(ctx: UserContext): Promise<boolean> {
  if ((await ctx.client()).hideMoodMeter) return false;
  const { periodDays } = await ctx.settings<MoodSettings>();
  const row = await ctx.db.repo(MoodParticipant).findOne({ userId: ctx.me.user.id });
  return isDue(row?.lastDay, periodDays);
}

/**
 * Stores a rating when one is due (else 409): the participant's row is made once and locked, so two requests at
 * once store one rating. The rating itself keeps only the day and the department (MoodEntry).
 */
export async function rate(ctx: UserContext, rating: number): Promise<void> {
  // The superadmin is never asked (spec core §4), so never rates for a client either.
  if (ctx.me.isSuperadmin || (await ctx.client()).hideMoodMeter) throw RULES.noAccess.forbidden();
  const { periodDays } = await ctx.settings<MoodSettings>();
  const day = today();
  const userId = ctx.me.user.id;
  await ctx.db.transaction(async (db) => {
    await db.repo(MoodParticipant).insertOnce({ userId, lastDay: null });
    const row = await db.repo(MoodParticipant).findOne({ userId }, { lock: 'write' });
    if (!isDue(row?.lastDay, periodDays, day)) throw RULES.alreadyRated.conflict();
    await db.repo(MoodParticipant).update({ userId }, { lastDay: day });
    const midnight = new Date(day * 86_400_000);
    await db.repo(MoodEntry).insert({
      id: crypto.randomUUID(),
      createdAt: midnight,
      updatedAt: midnight,
      rating,
      departmentId: ctx.me.user.departmentId,
      day,
    });
  });
}
