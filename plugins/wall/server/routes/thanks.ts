import { wallRoutes } from '../../shared/routes.js';
import type { RouteBuilder } from '@atrium/sdk/server';
import { feedPage } from '../services/feed.js';

/** Thank-you posts of the client, newest first: the thanks widget and its "all thanks" page. */
export function thanksRoutes(r: RouteBuilder) {
  r.route(wallRoutes.thanks, { summary: 'Thank-you posts of the company, 20 a page' }, (ctx) =>
    feedPage(ctx, {
      page: ctx.query.page,
      where: (qb) => qb.andWhere('p.thanks = :thx'),
      params: { thx: true },
    }),
  );
}
