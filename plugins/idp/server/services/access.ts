import type { UserContext } from '@atrium/sdk/server';
import { IDP_ADMIN_ROLE, RULES } from '../../shared/constants.js';
import type { IdpRow } from '../entities/index.js';

type Me = UserContext['me'];

/** Admins and the module administrators read every plan; admins also change any. */
export const readsAll = (me: Me) => me.isAdmin || me.user.roles.includes(IDP_ADMIN_ROLE);

/** A chief anywhere above the plan's employee in the reporting line. */
const chiefOfEmployee = (ctx: UserContext, plan: IdpRow) => ctx.org.isChiefOf(ctx.me.user.id, plan.employeeId, { deep: true });

/** Changers (spec features §3, the issue): the creator, the employee's chiefs and admins. */
export async function mayChange(ctx: UserContext, plan: IdpRow) {
  return ctx.me.isAdmin || plan.creatorId === ctx.me.user.id || (await chiefOfEmployee(ctx, plan));
}

/** Readers: the employee, the observer, the creator, the employee's chiefs, `idp_admin` and admins. */
export async function mayRead(ctx: UserContext, plan: IdpRow) {
  const me = ctx.me.user.id;
  return readsAll(ctx.me) || [plan.employeeId, plan.observerId, plan.creatorId].includes(me) || (await chiefOfEmployee(ctx, plan));
}

export async function mustRead(ctx: UserContext, plan: IdpRow) {
  if (!(await mayRead(ctx, plan))) throw RULES.noAccess.forbidden();
}
export async function mustChange(ctx: UserContext, plan: IdpRow) {
  if (!(await mayChange(ctx, plan))) throw RULES.noAccess.forbidden();
}
