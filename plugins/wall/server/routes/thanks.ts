import { z } from 'zod';
import type { Params, RouteBuilder } from '@atrium/sdk/server';
import { idOf } from '@atrium/sdk/shared';
import { defineFeed, feedPage } from '../services/feed.js';
import { page } from './params.js';

const thanksFeed = defineFeed('wall.feed.thanks', (q, v: Params<{ thanks: boolean }>) => q.andWhere(`p.thanks = ${v.thanks}`));

/** Thank-you posts of the client, newest first: the thanks widget and its "all thanks" page. */
export function thanksRoutes(r: RouteBuilder) {
  r.get(
    '/clients/:id/all_thanks',
    {
      params: z.object({ id: idOf('Client') }),
      query: z.object({ page: page.default(1) }),
      summary: 'Thank-you posts of the company, 20 a page',
    },
    (ctx) => feedPage(ctx, thanksFeed, { thanks: true }, { page: ctx.query.page }),
  );
}
