import type { UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';

/** The company's idea receivers (every admin when it named none still employed) and the admins review ideas. */
export async function mayReview(ctx: UserContext): Promise<boolean> {
  return ctx.me.isAdmin || (await ctx.receivers('ideas')).includes(ctx.me.user.id);
}

/** Refuses (403 No access) anyone who does not review ideas. */
export async function mustReview(ctx: UserContext) {
  if (!(await mayReview(ctx))) throw RULES.noAccess.forbidden();
}
