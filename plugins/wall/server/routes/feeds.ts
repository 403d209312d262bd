import { parentRoutes, wallRoutes } from '../../shared/routes.js';
import { RULES } from '../../shared/constants.js';
import type { Params, RouteBuilder, UserContext } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { postParents, type PostParent } from '../../shared/extension-points.js';
import { PostComment, PostMention, WallFollow } from '../entities/index.js';
import { canReadParent } from '../services/access.js';
import { defineFeed, feedPage } from '../services/feed.js';
import { feedKey } from '../services/feed-count.js';
import { loadCards } from '../services/cards.js';

/** Personal walls: the company wall and people's feeds (walls of registered parent types belong to their owners). */
const PERSONAL = ['company', 'feed'];

/** A person named in a path must be an employee of the caller's client (404 otherwise). */
async function mustExist(ctx: UserContext, userId: string) {
  if (!(await loadCards(ctx.employees, [userId])).has(userId)) throw RULES.userNotFound.notFound();
}

async function followees(ctx: UserContext, userId: string): Promise<string[]> {
  return (await ctx.db.repo(WallFollow).find({ where: { followerId: userId } })).map((f) => f.userId);
}

/** One wall (the company's or one of a registered parent type): the busiest feeds, counted from the wall's stored count. */
const wallFeed = defineFeed('wall.feed.wall', (q, v: Params<{ parentType: string; parentId: string }>) =>
  q.andWhere(`p.parentType = ${v.parentType} AND p.parentId = ${v.parentId}`),
);

/** A person's feed: their posts and those of people they follow on personal walls, and posts on their own feed. */
const userFeed = defineFeed('wall.feed.user', (q, v: Params<{ authors: string[]; personal: string[]; feed: string; owner: string }>) =>
  q.andWhere(
    `((p.authorId IN (${v.authors}) AND p.parentType IN (${v.personal})) OR (p.parentType = ${v.feed} AND p.parentId = ${v.owner}))`,
  ),
);

const authorsFeed = defineFeed('wall.feed.authors', (q, v: Params<{ authors: string[]; personal: string[] }>) =>
  q.andWhere(`p.authorId IN (${v.authors}) AND p.parentType IN (${v.personal})`),
);

const authorFeed = defineFeed('wall.feed.author', (q, v: Params<{ author: string; personal: string[] }>) =>
  q.andWhere(`p.authorId = ${v.author} AND p.parentType IN (${v.personal})`),
);

const commentedFeed = defineFeed(
  'wall.feed.commented',
  (q, v: Params<{ user: string }>) =>
    q.andWhere(`p.id IN (${q.sub(PostComment, 'cf', (s) => s.select('cf.postId').andWhere(`cf.authorId = ${v.user}`))})`),
  { mixed: true },
);

const mentionsFeed = defineFeed(
  'wall.feed.mentions',
  (q, v: Params<{ user: string }>) =>
    q.andWhere(`p.id IN (${q.sub(PostMention, 'mf', (s) => s.select('mf.postId').andWhere(`mf.userId = ${v.user}`))})`),
  { mixed: true },
);

/**
 * Posts on the parents of one registered type a person belongs to, as far as the reader
 * may read them: the type is the variant, its owner gives both conditions.
 */
const memberOfFeed = defineFeed('wall.feed.memberOf', (q, v: Params<{ user: string; me: string }>, parent: PostParent) =>
  q.andWhere(
    `p.parentType = '${parent.key}' AND p.parentId IN (${parent.memberOf!(q, v.user)}) AND (${parent.readable(q, { parentId: 'p.parentId', reader: v.me })})`,
  ),
);

type PostFilter = { parentType?: string; parentId?: string; author?: string; thanks: boolean };
/** `GET /post`: its variant says which of the optional filters the request gave. */
const filteredFeed = defineFeed(
  'wall.feed.filtered',
  (q, v: Params<PostFilter>, given: Record<'parentType' | 'parentId' | 'author' | 'thanks', boolean>) => {
    if (given.parentType) q.andWhere(`p.parentType = ${v.parentType}`);
    if (given.parentId) q.andWhere(`p.parentId = ${v.parentId}`);
    if (given.author) q.andWhere(`p.authorId = ${v.author}`);
    if (given.thanks) q.andWhere(`p.thanks = ${v.thanks}`);
    return q;
  },
  { mixed: true },
);

/** A page of one wall (its reader checked by the caller). */
function wallPage(ctx: UserContext, parentType: string, parentId: string, p: number) {
  return feedPage(ctx, wallFeed, { parentType, parentId }, { page: p, countKey: feedKey(parentType, parentId) });
}

/** The usable parent type, else 403 `feature disabled` (its owner is off for the client, or the reader lacks its right). */
async function usableParent(ctx: UserContext, type: string): Promise<PostParent> {
  const parent = await ctx.extensions.of(postParents).get(type);
  if (!parent) throw errors.featureDisabled();
  return parent;
}

/**
 * The feeds of every registered parent type: `GET
 * api/post/<type>/{id}`, one wall the reader may read (404 otherwise, like a missing one), and, when the
 * owner says who belongs to what, `GET api/post/<type>/user/{id}`, posts on the parents a person belongs to.
 */
function parentFeedRoutes(r: RouteBuilder, parents: readonly PostParent[]) {
  for (const registered of parents) {
    // The wall's own types are the point's reserved keys: the platform refuses them at start-up.
    const { key: type } = registered;
    const routes = parentRoutes(type, registered.entity);
    r.route(routes.wall, { summary: `Posts on one ${type} (registered by plugin ${registered.plugin}), 20 a page` }, async (ctx) => {
      const parent = await usableParent(ctx, type);
      if (!(await parent.canRead(ctx, ctx.params.id))) throw errors.notFound();
      return wallPage(ctx, type, ctx.params.id, ctx.query.page);
    });
    if (!registered.memberOf) continue;
    r.route(routes.memberOf, { summary: `Posts on every ${type} a person belongs to, as far as the reader may read them` }, async (ctx) => {
      const parent = await usableParent(ctx, type);
      await mustExist(ctx, ctx.params.id);
      return feedPage(ctx, memberOfFeed, { user: ctx.params.id, me: ctx.me.user.id }, { page: ctx.query.page, variant: parent });
    });
  }
}

export function feedRoutes(r: RouteBuilder, parents: readonly PostParent[]) {
  const news = (ctx: UserContext, p: number) => wallPage(ctx, 'company', ctx.db.clientId, p);

  r.route(wallRoutes.news, { summary: 'Company news feed, 20 a page' }, (ctx) => news(ctx, ctx.params.page));
  r.route(wallRoutes.clientWall, { summary: 'Posts of the company wall, 20 a page' }, (ctx) => news(ctx, ctx.query.page));

  r.route(
    wallRoutes.userFeed,
    { summary: "A person's feed: their posts, posts of people they follow and posts on their wall" },
    async (ctx) => {
      await mustExist(ctx, ctx.params.user);
      const authors = [ctx.params.user, ...(await followees(ctx, ctx.params.user))];
      return feedPage(ctx, userFeed, { authors, personal: PERSONAL, feed: 'feed', owner: ctx.params.user }, { page: ctx.params.page });
    },
  );

  r.route(wallRoutes.follows, { summary: 'Posts of the people a person follows' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    const authors = await followees(ctx, ctx.params.id);
    if (!authors.length) return { result: [], page: ctx.query.page, pages: 1, total: 0 };
    return feedPage(ctx, authorsFeed, { authors, personal: PERSONAL }, { page: ctx.query.page });
  });

  r.route(wallRoutes.userPosts, { summary: "A person's own posts (profile tab)" }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, authorFeed, { author: ctx.params.id, personal: PERSONAL }, { page: ctx.query.page });
  });

  r.route(wallRoutes.commentedBy, { summary: 'Posts a person commented on' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, commentedFeed, { user: ctx.params.id }, { page: ctx.query.page });
  });

  r.route(wallRoutes.mentioning, { summary: 'Posts that mention a person' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, mentionsFeed, { user: ctx.params.id }, { page: ctx.query.page });
  });

  r.route(wallRoutes.posts, { summary: 'Posts by parent, author or kind, 20 a page' }, async (ctx) => {
    const q = ctx.query;
    // One wall is counted from its stored count, so its reader is checked first (its count is its readers' business).
    if (q.parent_type && q.parent_id && !(await canReadParent(ctx, q.parent_type, q.parent_id))) throw errors.notFound();
    return feedPage(
      ctx,
      filteredFeed,
      { parentType: q.parent_type, parentId: q.parent_id, author: q.author, thanks: q.thanks === 'true' },
      {
        page: q.page,
        countKey: q.parent_type && q.parent_id && !q.author && !q.thanks ? feedKey(q.parent_type, q.parent_id) : undefined,
        variant: { parentType: !!q.parent_type, parentId: !!q.parent_id, author: !!q.author, thanks: !!q.thanks },
      },
    );
  });

  parentFeedRoutes(r, parents);
}
