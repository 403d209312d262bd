import { wallRoutes } from '../../shared/routes.js';
import type { Params, RouteBuilder, UserContext } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { PostComment, PostMention, WallFollow } from '../entities/index.js';
import { defineFeed, feedPage } from '../services/feed.js';
import { feedKey } from '../services/feed-count.js';
import { loadPersons } from '../services/persons.js';

/** Personal walls: the company wall and people's feeds (group walls belong to their groups). */
const PERSONAL = ['company', 'feed'];

/** A person named in a path must be an employee of the caller's client (404 otherwise). */
async function mustExist(ctx: UserContext, userId: string) {
  if (!(await loadPersons(ctx.employees, [userId])).has(userId)) throw errors.notFound('User not found', 'wall.errors.userNotFound');
}

async function followees(ctx: UserContext, userId: string): Promise<string[]> {
  return (await ctx.db.repo(WallFollow).find({ where: { followerId: userId } })).map((f) => f.userId);
}

/** One wall (the company's or a group's): the busiest feeds, counted from the wall's stored count. */
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

const groupAuthorFeed = defineFeed('wall.feed.groupAuthor', (q, v: Params<{ author: string; group: string }>) =>
  q.andWhere(`p.authorId = ${v.author} AND p.parentType = ${v.group}`),
);

const commentedFeed = defineFeed('wall.feed.commented', (q, v: Params<{ user: string }>) =>
  q.andWhere(`p.id IN (${q.sub(PostComment, 'cf', (s) => s.select('cf.postId').andWhere(`cf.authorId = ${v.user}`))})`),
);

const mentionsFeed = defineFeed('wall.feed.mentions', (q, v: Params<{ user: string }>) =>
  q.andWhere(`p.id IN (${q.sub(PostMention, 'mf', (s) => s.select('mf.postId').andWhere(`mf.userId = ${v.user}`))})`),
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
);

/** A page of one wall. */
function wallPage(ctx: UserContext, parentType: 'company' | 'group', parentId: string, p: number) {
  return feedPage(ctx, wallFeed, { parentType, parentId }, { page: p, countKey: feedKey(parentType, parentId) });
}

export function feedRoutes(r: RouteBuilder) {
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

  r.route(wallRoutes.groupWall, { summary: "A group's wall" }, (ctx) => wallPage(ctx, 'group', ctx.params.id, ctx.query.page));

  r.route(wallRoutes.groupPostsOf, { summary: 'Posts a person wrote in groups' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, groupAuthorFeed, { author: ctx.params.id, group: 'group' }, { page: ctx.query.page });
  });

  r.route(wallRoutes.commentedBy, { summary: 'Posts a person commented on' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, commentedFeed, { user: ctx.params.id }, { page: ctx.query.page });
  });

  r.route(wallRoutes.mentioning, { summary: 'Posts that mention a person' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, mentionsFeed, { user: ctx.params.id }, { page: ctx.query.page });
  });

  r.route(wallRoutes.posts, { summary: 'Posts by parent, author or kind, 20 a page' }, (ctx) => {
    const q = ctx.query;
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
}
