import type { UserContext } from '@atrium/sdk/server';
import { ASSESSMENT_ADMIN_ROLE, RULES } from '../../shared/constants.js';
import type { CycleRow, ParticipantRow } from '../entities/index.js';
import { resultsOpen } from './steps.js';

type Me = UserContext['me'];

/** Admins and the module administrators manage questionnaires and cycles, and see every result. */
export const canManage = (me: Me) => me.isAdmin || me.user.roles.includes(ASSESSMENT_ADMIN_ROLE);

/** Refuses (403 No access) anyone who does not manage the module. */
export function mustManage(ctx: UserContext) {
  if (!canManage(ctx.me)) throw RULES.noAccess.forbidden();
}

/**
 * How much of one person's result the caller sees (spec features §3, §6): managers everything; once the results
 * are open, the person themselves and anyone above them in the reporting line as the cycle's visibility says.
 * Null: nothing.
 */
export async function detailFor(
  ctx: UserContext,
  cycle: CycleRow,
  p: ParticipantRow,
  /** Whether the caller is above the person in the reporting line, when the caller already knows (a list of their line). */
  chief?: boolean,
): Promise<'brief' | 'extended' | null> {
  if (canManage(ctx.me)) return 'extended';
  if (!resultsOpen(cycle, p)) return null;
  const me = ctx.me.user.id;
  const above = () => chief ?? ctx.org.isChiefOf(me, p.userId, { deep: true });
  const level = me === p.userId ? cycle.visibility.employee : (await above()) ? cycle.visibility.chief : 'none';
  return level === 'none' ? null : level;
}
