import type { UserContext } from '@atrium/sdk/server';
import { RIGHT_EDIT, RULES } from '../../shared/constants.js';

/** `vacations_edit` plans anyone's vacations; admins hold every right. */
export const editsAll = (ctx: UserContext) => ctx.me.hasRight(RIGHT_EDIT);

/** One's own vacations with `vacations` (the route's right); anyone's with `vacations_edit` or as admin. */
export const mayEditFor = (ctx: UserContext, userId: string) => userId === ctx.me.user.id || editsAll(ctx);

export function mustEditFor(ctx: UserContext, userId: string) {
  if (!mayEditFor(ctx, userId)) throw RULES.noAccess.forbidden();
}

/**
 * Who sees a person's balance and the chief's comments: the person, their chiefs (the whole reporting line above
 * them) and the editors. Everyone with the right sees the dates, so a department plans its year together.
 * The reporting line is read once (one query) and only when needed.
 */
export async function privateReader(ctx: UserContext): Promise<(userId: string) => boolean> {
  if (editsAll(ctx)) return () => true;
  const team = new Set(await ctx.org.subordinatesOf(ctx.me.user.id, { deep: true }));
  return (userId) => userId === ctx.me.user.id || team.has(userId);
}
