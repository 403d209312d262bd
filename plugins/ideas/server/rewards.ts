import type { ServiceContext } from '@atrium/sdk/server';
import { rewardCauses } from '@atrium/plugin-shop/shared/extension-points.js';

/** The ideas' reward cause at the shop (an optional dependency): an accepted idea pays its author. */
const IDEA = 'idea';
export const ideaCauses = rewardCauses.register({
  [IDEA]: { titles: { ru: 'За хорошую идею', en: 'For a good idea', uk: 'За гарну ідею' }, defaultAmount: 15 },
});

/** Asks the shop to pay the author of an accepted idea; keyed by the idea, so it pays once ever (`idea:<id>`). */
export function payForIdea(ctx: ServiceContext, idea: { id: string; authorId: string }): Promise<void> {
  return ctx.events.emit('shop.pay', { cause: IDEA, key: idea.id, userId: idea.authorId, source: `idea:${idea.id}` });
}
