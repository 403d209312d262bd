import { type UserContext } from '@atrium/sdk/server';
import { RULES, SERVICE_RESOURCE, SERVICES_ADMIN_ROLE } from '../../shared/constants.js';
import { Service, type ServiceRow } from '../entities/index.js';

type Me = UserContext['me'];

/** Admins and the module administrators manage groups and services. */
export const canManage = (me: Me) => me.isAdmin || me.user.roles.includes(SERVICES_ADMIN_ROLE);

/** Refuses (403 No access) anyone who does not manage services. */
export function mustManage(ctx: UserContext) {
  if (!canManage(ctx.me)) throw RULES.noAccess.forbidden();
}

/** A service the caller may see: managers see all, others those their grants reach; else 404, as for an unknown id. */
export async function readableService(ctx: UserContext, id: string): Promise<ServiceRow> {
  const service = await ctx.db.repo(Service).get(id);
  if (canManage(ctx.me)) return service;
  if ((await ctx.grants.levelFor(ctx.me.user, SERVICE_RESOURCE, id)) === 'none') throw RULES.noAccess.notFound();
  return service;
}
