import { In, type RouteBuilder } from '@atrium/sdk/server';
import { articleRoutes } from '../../shared/routes.js';
import { Article } from '../entities/index.js';
import { readableItem } from '../services/access.js';
import { accessFor, pageOf } from '../services/list.js';
import { readableOf } from '../services/queries.js';
import { itemsView, itemView } from '../services/view.js';
import { isKbAdmin } from '../services/access.js';

/** Reading the tree: lists, the path to an item, a folder's subtree and children, one item. */
export function itemRoutes(r: RouteBuilder) {
  r.route(
    articleRoutes.accessFor,
    { summary: 'Items a user may read: of a folder, found by search, by tags, favourites, or the vacancies' },
    async (ctx) => accessFor(ctx, ctx.params.userId, ctx.query),
  );

  r.route(articleRoutes.breadcrumbs, { summary: 'The folders from the top down to an item, those the caller may read' }, async (ctx) => {
    const item = await readableItem(ctx, ctx.params.id);
    const ids = item.path.split('/').filter(Boolean);
    const readable = isKbAdmin(ctx)
      ? ids
      : (await ctx.db.run(readableOf, { ids, reader: ctx.me.user, me: ctx.me.user.id })).raw.map((x) => x.id);
    const rows = await ctx.db.repo(Article).find({ where: { id: In(readable) } });
    const byId = new Map(rows.map((x) => [x.id, x]));
    return ids.flatMap((id) => {
      const x = byId.get(id);
      return x ? [{ id: x.id, title: x.title, kind: x.kind }] : [];
    });
  });

  r.route(
    articleRoutes.fullTree,
    { summary: 'Everything below a folder the caller may read, parents first (the UI nests it by parentId), paged' },
    async (ctx) => {
      const folder = await readableItem(ctx, ctx.params.id);
      const { rows, total } = await pageOf(ctx, ctx.me.user, 'subtree', { ...ctx.query, under: `${folder.path}%` });
      return { result: await itemsView(ctx, rows), page: ctx.query.page, limit: ctx.query.limit, total };
    },
  );

  r.route(articleRoutes.child, { summary: 'The items of a folder the caller may read, in their order' }, async (ctx) => {
    const folder = await readableItem(ctx, ctx.params.id);
    const { rows, total } = await pageOf(ctx, ctx.me.user, 'parent', { ...ctx.query, parent: folder.id });
    return { result: await itemsView(ctx, rows), page: ctx.query.page, limit: ctx.query.limit, total };
  });

  r.route(articleRoutes.get, { summary: 'One item with its content' }, async (ctx) =>
    itemView(ctx, await readableItem(ctx, ctx.params.id)),
  );
}
