import type { UserContext } from '@atrium/sdk/server';
import type { CommentParentType } from '@atrium/plugin-wall/shared/extension-points.js';
import { ServiceRequest } from './entities/index.js';
import { canManage } from './services/access.js';
import { mayRead } from './services/requests.js';

async function readable(ctx: UserContext, id: string) {
  const row = await ctx.db.repo(ServiceRequest).findOne({ id });
  return !!row && mayRead(ctx, row);
}

/**
 * Comments on requests are the wall's (its `commentParents` extension point): whoever reads the request (its
 * initiator, its performers, the managers) reads and writes them; the managers delete others'.
 */
export const requestComments: CommentParentType = {
  entity: 'ServiceRequest',
  canRead: readable,
  canWrite: readable,
  canModerate: async (ctx, id) => canManage(ctx.me) && (await readable(ctx, id)),
};
