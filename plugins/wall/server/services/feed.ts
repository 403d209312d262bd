import {
  defineQuery,
  reply,
  type DeclaredQuery,
  type Params,
  type QueryBuilder,
  type Reply,
  type ServerAnswer,
  type UserContext,
} from '@atrium/sdk/server';
import { FEED_LIMIT } from '@atrium/sdk/shared';
import { postParents, type PostParent } from '../../shared/extension-points.js';
import type { FeedPage } from '../../shared/types.js';
import { Post, type PostRow } from '../entities/index.js';
import { parentReadable, readerValues, restrictedVisible, visible, type ReaderValues } from './access.js';
import { readFeedCount } from './feed-count.js';
import { hydratePosts, selectStats, statsOf, type StatsRow } from './hydrate.js';
import { restrictedCount } from './restricted-count.js';

/** What every feed query reads besides the feed's own values: the reader and the page. */
type FeedValues = ReaderValues & { limit: number; offset: number };
/**
 * A feed query's variant: administrators read every post (`true`), the feed's own variant, and the
 * registered parent types the reader may use (only mixed feeds read them; others pass none).
 */
type FeedVariant<V> = [all: boolean, feed: V, parents: readonly PostParent[]];
type Count = { n: number | string };

/** The declared queries of one feed: its page (with counters), its count, and its count of restricted posts. */
export interface Feed<P, V> {
  /** The feed may hold posts of any parent type, so each needs its parent's read condition. */
  mixed: boolean;
  page: DeclaredQuery<PostRow, P & FeedValues, FeedVariant<V>, StatsRow>;
  count: DeclaredQuery<PostRow, P & FeedValues, FeedVariant<V>, Count>;
  restricted: DeclaredQuery<PostRow, P & FeedValues, FeedVariant<V>, Count>;
}

/**
 * Declares a feed at module scope: `where` narrows the posts (alias p) with the feed's values, and may
 * branch on the feed's variant (which filters a request gave). Each query is built once per variant.
 * A `mixed` feed is not limited to the wall's own parent types, so it ANDs each registered type's read
 * condition onto that type's posts (the posts of one wall need none: its route checks the wall once).
 */
export function defineFeed<P, V = undefined>(
  name: string,
  where: (q: QueryBuilder<PostRow>, v: Params<P>, variant: V) => QueryBuilder<PostRow>,
  opts: { mixed?: boolean } = {},
): Feed<P, V> {
  type All = Params<P & FeedValues>;
  const mixed = !!opts.mixed;
  const feed = (q: QueryBuilder<PostRow>, v: All, variant: V, parents: readonly PostParent[]) => {
    const narrowed = where(q, v as unknown as Params<P>, variant);
    return mixed ? parentReadable(narrowed, v, parents) : narrowed;
  };
  return {
    mixed,
    page: defineQuery(name, Post, 'p', (q, v: All, [all, variant, parents]: FeedVariant<V>) =>
      selectStats(visible(feed(q, v, variant, parents), v, all), v.me)
        .orderBy('p.createdAt', 'DESC')
        .addOrderBy('p.id', 'DESC')
        .paged(v.limit, v.offset)
        .rows<StatsRow>(),
    ),
    count: defineQuery(`${name}.count`, Post, 'p', (q, v: All, [all, variant, parents]: FeedVariant<V>) =>
      visible(feed(q, v, variant, parents), v, all)
        .select('COUNT(*)', 'n')
        .rows<Count>(),
    ),
    restricted: defineQuery(`${name}.restricted`, Post, 'p', (q, v: All, [all, variant, parents]: FeedVariant<V>) =>
      restrictedVisible(feed(q, v, variant, parents), v, all)
        .select('COUNT(*)', 'n')
        .rows<Count>(),
    ),
  };
}

export interface FeedPageOptions<V> {
  page: number;
  /**
   * The counter key when the feed is exactly one wall: the total is then the stored count of its
   * unrestricted posts plus the reader's count of the (few) restricted ones, never a scan of the wall.
   */
  countKey?: string;
  variant?: V;
}

/** One page of 20 posts, newest first, with `{ page, pages, total }`, paged in the database. */
export async function feedPage<P, V>(
  ctx: UserContext,
  feed: Feed<P, V>,
  values: P,
  opts: FeedPageOptions<V>,
): Promise<Reply<ServerAnswer<FeedPage>>> {
  const all: FeedVariant<V> = [ctx.me.isAdmin, opts.variant as V, feed.mixed ? await ctx.extensions.of(postParents).usable() : []];
  const v: P & FeedValues = { ...values, ...readerValues(ctx), limit: FEED_LIMIT, offset: (opts.page - 1) * FEED_LIMIT };
  const { entities: rows, raw } = await ctx.db.run(feed.page, v, all);
  let total: number;
  if (opts.countKey) {
    const { open, version } = await readFeedCount(ctx.db, opts.countKey);
    const restricted = await restrictedCount(
      { client: ctx.db.clientId, feedKey: opts.countKey, userId: ctx.me.user.id, version },
      async () => Number((await ctx.db.run(feed.restricted, v, all)).raw[0]?.n ?? 0),
    );
    total = open + restricted;
  } else {
    total = Number((await ctx.db.run(feed.count, v, all)).raw[0]?.n ?? 0);
  }
  const result = await hydratePosts(ctx, rows, statsOf(raw));
  return reply({
    result,
    page: opts.page,
    pages: Math.max(1, Math.ceil(total / FEED_LIMIT)),
    total,
  });
}
