import { errors, type RouteBuilder } from '@atrium/sdk/server';
import { zscaffoldFggbeaRoutes } from '../../shared/routes.js';
import { ZscaffoldFggbeaItem } from '../entities/item.js';

/**
 * Handlers of the routes declared in shared/routes.ts, mounted under /api. The core checks the session,
 * the client's feature `zscaffold-fggbea` and the user's right `zscaffold-fggbea` before any handler runs, and validates
 * params, query and body with the contract's schemas; each answer is checked against its wire type.
 */
export function routes(r: RouteBuilder) {
  r.route(zscaffoldFggbeaRoutes.list, { summary: 'Items of the client, newest first, paged' }, async (ctx) => {
    const { page, limit } = ctx.query;
    return ctx.db.repo(ZscaffoldFggbeaItem).page({ page, limit, order: { createdAt: 'DESC' } });
  });

  r.route(zscaffoldFggbeaRoutes.get, { summary: 'One item' }, (ctx) => ctx.db.repo(ZscaffoldFggbeaItem).get(ctx.params.id));

  r.route(zscaffoldFggbeaRoutes.create, { summary: 'Create an item' }, async (ctx) => {
    const row = await ctx.db.repo(ZscaffoldFggbeaItem).insert({ ...ctx.body, authorId: ctx.me.user.id });
    await ctx.journal('zscaffold-fggbea', 'item.create', { id: row.id });
    return row;
  });

  r.route(zscaffoldFggbeaRoutes.remove, { summary: 'Delete an item (its author or an admin)' }, async (ctx) => {
    const row = await ctx.db.repo(ZscaffoldFggbeaItem).get(ctx.params.id);
    if (row.authorId !== ctx.me.user.id && !ctx.me.isAdmin) throw errors.forbidden();
    await ctx.db.repo(ZscaffoldFggbeaItem).delete({ id: row.id });
    return { id: row.id };
  });
}
