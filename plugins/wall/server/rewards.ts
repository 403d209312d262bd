import type { UserContext } from '@atrium/sdk/server';
import { rewardCauses } from '@atrium/plugin-shop/shared/extension-points.js';
import type { PostRow } from './entities/index.js';

/** The wall's reward cause at the shop (an optional dependency): a thank-you pays the thanked employee. */
const THANKS = 'thanks';
export const wallCauses = rewardCauses.register({
  [THANKS]: { titles: { ru: 'За благодарность', en: 'For a thank-you post', uk: 'За подяку' }, defaultAmount: 10 },
});

/** What a thank-you reward stands on: deleting the post takes it back. */
const sourceOf = (post: PostRow) => `post:${post.id}`;

/**
 * Asks the shop to pay for a thank-you. One author's thanks pay one colleague once a UTC day (README,
 * Thanks and coins): a thank-you deleted and written again that day pays nothing more, so posting and
 * deleting wins nothing.
 */
export function payThanks(ctx: UserContext, post: PostRow, thankedId: string): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  return ctx.events.emit('shop.pay', {
    cause: THANKS,
    key: `${post.authorId ?? ''}:${thankedId}:${day}`,
    userId: thankedId,
    source: sourceOf(post),
  });
}

/** A deleted thank-you: the shop takes back what it paid. */
export function withdrawThanks(ctx: UserContext, post: PostRow): Promise<void> {
  return ctx.events.emit('shop.withdraw', { cause: THANKS, source: sourceOf(post) });
}
