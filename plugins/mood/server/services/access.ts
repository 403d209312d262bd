import type { UserContext } from '@atrium/sdk/server';
import { MOOD_ADMIN_ROLE, RULES } from '../../shared/constants.js';

type Me = UserContext['me'];

/** Admins and the module administrators see the statistics. */
export const seesStats = (me: Me) => me.isAdmin || me.user.roles.includes(MOOD_ADMIN_ROLE);

/** Refuses (403 No access) anyone who may not see the statistics. */
export function mustSeeStats(ctx: UserContext) {
  if (!seesStats(ctx.me)) throw RULES.noAccess.forbidden();
}
