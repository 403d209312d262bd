import { errors, type RouteBuilder } from '@atrium/sdk/server';
import { __CAMEL__Routes } from '../../shared/routes.js';
import { __PASCAL__Item } from '../entities/item.js';

/**
 * Handlers of the routes declared in shared/routes.ts, mounted under /api. The core checks the session,
 * the client's feature `__CODE__` and the user's right `__CODE__` before any handler runs, and validates
 * params, query and body with the contract's schemas; each answer is checked against its wire type.
 */
export function routes(r: RouteBuilder) {
  r.route(__CAMEL__Routes.list, { summary: 'Items of the client, newest first, paged' }, async (ctx) => {
    const { page, limit } = ctx.query;
    return ctx.db.repo(__PASCAL__Item).page({ page, limit, order: { createdAt: 'DESC' } });
  });

  r.route(__CAMEL__Routes.get, { summary: 'One item' }, (ctx) => ctx.db.repo(__PASCAL__Item).get(ctx.params.id));

  r.route(__CAMEL__Routes.create, { summary: 'Create an item' }, async (ctx) => {
    const row = await ctx.db.repo(__PASCAL__Item).insert({ ...ctx.body, authorId: ctx.me.user.id });
    await ctx.journal('__CODE__', 'item.create', { id: row.id });
    return row;
  });

  r.route(__CAMEL__Routes.remove, { summary: 'Delete an item (its author or an admin)' }, async (ctx) => {
    const row = await ctx.db.repo(__PASCAL__Item).get(ctx.params.id);
    if (row.authorId !== ctx.me.user.id && !ctx.me.isAdmin) throw errors.forbidden();
    await ctx.db.repo(__PASCAL__Item).delete({ id: row.id });
    return { id: row.id };
  });
}
