import { errors, idOf, reply, z, type RouteBuilder } from '@atrium/sdk/server';
import { __PASCAL__ItemInput, __PASCAL__ListQuery } from '../../shared/schemas.js';
import { __PASCAL__Item } from '../entities/item.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const ItemId = z.object({ id: idOf('__PASCAL__Item') });

/**
 * Mounted under /api. The core checks the session, the client's feature `__CODE__` and the user's
 * right `__CODE__` before any handler runs, and validates params, query and body with the schemas.
 */
export function routes(r: RouteBuilder) {
  r.get('/__CODE__', { query: __PASCAL__ListQuery, summary: 'Items of the client, newest first, paged' }, async (ctx) => {
    const { page, limit } = ctx.query;
    return reply(await ctx.db.repo(__PASCAL__Item).page({ page, limit, order: { createdAt: 'DESC' } }));
  });

  r.get('/__CODE__/:id', { params: ItemId, summary: 'One item' }, (ctx) => ctx.db.repo(__PASCAL__Item).get(ctx.params.id));

  r.post('/__CODE__', { body: __PASCAL__ItemInput, summary: 'Create an item' }, async (ctx) => {
    const row = await ctx.db.repo(__PASCAL__Item).insert({ ...ctx.body, authorId: ctx.me.user.id });
    await ctx.journal('__CODE__', 'item.create', { id: row.id });
    return row;
  });

  r.delete('/__CODE__/:id', { params: ItemId, summary: 'Delete an item (its author or an admin)' }, async (ctx) => {
    const row = await ctx.db.repo(__PASCAL__Item).get(ctx.params.id);
    if (row.authorId !== ctx.me.user.id && !ctx.me.isAdmin) throw errors.forbidden();
    await ctx.db.repo(__PASCAL__Item).delete({ id: row.id });
    return { id: row.id };
  });
}
