import type { RouteBuilder } from '@atrium/sdk/server';
import { articleRoutes } from '../../shared/routes.js';
import { Article, ArticleFavourite, ArticleViewMark } from '../entities/index.js';
import { noAccess, readableItem } from '../services/access.js';
import { respond, responsesPage } from '../services/vacancy.js';

/** What readers do with an item: view it (counted once per person), keep it as a favourite, respond to a vacancy. */
export function markRoutes(r: RouteBuilder) {
  r.route(articleRoutes.view, { summary: "Count the caller's view of an item, once per person" }, async (ctx) => {
    if (ctx.params.userId !== ctx.me.user.id) throw noAccess();
    const row = await readableItem(ctx, ctx.params.id);
    if (await ctx.db.repo(ArticleViewMark).insertOnce({ articleId: row.id, userId: ctx.me.user.id })) {
      const views = await ctx.db.repo(ArticleViewMark).count({ articleId: row.id });
      await ctx.db.repo(Article).update({ id: row.id }, { views });
      return { views };
    }
    return { views: row.views };
  });

  r.route(articleRoutes.favourite, { summary: "Add an item to the caller's favourites or take it out" }, async (ctx) => {
    const row = await readableItem(ctx, ctx.params.id);
    const repo = ctx.db.repo(ArticleFavourite);
    if (ctx.body.active) await repo.insertOnce({ articleId: row.id, userId: ctx.me.user.id });
    else await repo.delete({ articleId: row.id, userId: ctx.me.user.id });
    return { favourite: ctx.body.active };
  });

  r.route(
    articleRoutes.vacRespond,
    { right: 'vacancies', summary: 'Respond to a vacancy; its receivers (or every administrator) are told' },
    async (ctx) => ({ receivers: await respond(ctx, ctx.body) }),
  );

  r.route(
    articleRoutes.responses,
    { right: 'vacancies', summary: "A vacancy's responses, newest first: for its receivers, its author and the administrators" },
    async (ctx) => responsesPage(ctx, ctx.params.id, ctx.query),
  );
}
