import { wallRoutes } from '../../shared/routes.js';
import type { Params, RouteBuilder } from '@atrium/sdk/server';
import { defineFeed, feedPage } from '../services/feed.js';

const thanksFeed = defineFeed('wall.feed.thanks', (q, v: Params<{ thanks: boolean }>) => q.andWhere(`p.thanks = ${v.thanks}`), {
  mixed: true,
});

/** Thank-you posts of the client, newest first: the thanks widget and its "all thanks" page. */
export function thanksRoutes(r: RouteBuilder) {
  r.route(wallRoutes.thanks, { summary: 'Thank-you posts of the company, 20 a page' }, (ctx) =>
    feedPage(ctx, thanksFeed, { thanks: true }, { page: ctx.query.page }),
  );
}
