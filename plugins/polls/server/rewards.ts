import type { UserContext } from '@atrium/sdk/server';
import { rewardCauses } from '@atrium/plugin-shop/shared/extension-points.js';

/** The polls' reward cause at the shop (an optional dependency): answering a poll pays the respondent. */
const POLL = 'poll';
export const pollCauses = rewardCauses.register({
  [POLL]: { titles: { ru: 'За пройденный опрос', en: 'For a poll answered', uk: 'За пройдене опитування' }, defaultAmount: 5 },
});

/** What an answer's reward stands on: deleting the poll takes it back. */
const sourceOf = (pollId: string) => `poll:${pollId}`;

/** Asks the shop to pay the signed-in respondent, once for each poll. */
export function payForAnswer(ctx: UserContext, pollId: string): Promise<void> {
  const userId = ctx.me.user.id;
  return ctx.events.emit('shop.pay', { cause: POLL, key: `${pollId}:${userId}`, userId, source: sourceOf(pollId) });
}

/** A deleted poll: the shop takes back what answering it paid. */
export function withdrawAnswers(ctx: UserContext, pollId: string): Promise<void> {
  return ctx.events.emit('shop.withdraw', { cause: POLL, source: sourceOf(pollId) });
}
