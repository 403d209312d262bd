import type { ObjectLiteral, SelectQueryBuilder, UserContext } from '@atrium/sdk/server';
import { reply, type Reply, type ServerAnswer } from '@atrium/sdk/server';
import { FEED_LIMIT } from '@atrium/sdk/shared';
import type { FeedPage } from '../../shared/types.js';
import { Post, type PostRow } from '../entities/index.js';
import { applyRestrictedVisibility, applyVisibility, visibilityParams } from './access.js';
import { readFeedCount } from './feed-count.js';
import { hydratePosts, selectStats, statsOf, statsParams } from './hydrate.js';
import { restrictedCount } from './restricted-count.js';

export interface FeedSpec {
  page: number;
  /** Narrows the query to the feed (parent, author, ...) with named parameters; aliases: p for the post. */
  where: (qb: SelectQueryBuilder<PostRow>) => SelectQueryBuilder<PostRow>;
  /** The values of the parameters `where` names. */
  params: ObjectLiteral;
  /**
   * The counter key when the feed is exactly one wall: the total is then the stored count of its
   * unrestricted posts plus the reader's count of the (few) restricted ones, never a scan of the wall.
   */
  countKey?: string;
  /**
   * Names the feed's query structure when `where` always builds the same SQL (only values differ):
   * the page query is then built once per shape and page (`TenantRepository.select`), and each call
   * passes only its values.
   */
  shape?: string;
}

/** One page of 20 posts, newest first, with `{ page, pages, total }`, paged in the database. */
export async function feedPage(ctx: UserContext, spec: FeedSpec): Promise<Reply<ServerAnswer<FeedPage>>> {
  const repo = ctx.db.repo(Post);
  const visible = () => applyVisibility(ctx, spec.where(repo.qb('p')).setParameters(spec.params), 'p');
  const page = () =>
    selectStats(ctx, visible())
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .offset((spec.page - 1) * FEED_LIMIT)
      .limit(FEED_LIMIT);
  const { entities: rows, raw } = spec.shape
    ? await repo.select(
        `wall.feed:${spec.shape}:${ctx.me.isAdmin ? 'all' : 'granted'}:${spec.page}`,
        page,
        Object.assign(visibilityParams(ctx), statsParams(ctx), spec.params),
      )
    : await page().getRawAndEntities();
  let total: number;
  if (spec.countKey) {
    const { open, version } = await readFeedCount(ctx.db, spec.countKey);
    const restricted = await restrictedCount(
      {
        clientId: ctx.db.clientId,
        feedKey: spec.countKey,
        userId: ctx.me.user.id,
        version,
      },
      () => applyRestrictedVisibility(ctx, spec.where(repo.qb('p')).setParameters(spec.params), 'p').getCount(),
    );
    total = open + restricted;
  } else {
    total = await visible().getCount();
  }
  const result = await hydratePosts(ctx, rows, statsOf(raw));
  return reply({
    result,
    page: spec.page,
    pages: Math.max(1, Math.ceil(total / FEED_LIMIT)),
    total,
  });
}
