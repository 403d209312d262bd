import { ANALYTICS_ADMIN_ROLE, errors, type RequestContext } from '@atrium/sdk/server';
import { isFeatureOn } from '../rights/ability.js';

/** Analytics is for admins and the `analytics_admin` role, while the client's `analytics` feature is on. */
export function assertAnalyst(ctx: RequestContext) {
  if (!isFeatureOn(ctx.me.client, 'analytics')) throw errors.featureDisabled();
  if (!ctx.me.isAdmin && !ctx.me.user.roles.includes(ANALYTICS_ADMIN_ROLE)) throw errors.forbidden();
}
