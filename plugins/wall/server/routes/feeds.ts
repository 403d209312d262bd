import { z } from 'zod';
import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import type { SelectQueryBuilder } from '@atrium/sdk/server';
import { errors, idOf } from '@atrium/sdk/shared';
import { PostQuery } from '../../shared/index.js';
import { PostComment, PostMention, WallFollow } from '../entities/index.js';
import { feedPage } from '../services/feed.js';
import { feedKey } from '../services/feed-count.js';
import { loadPersons } from '../services/persons.js';
import { ClientId, GroupId, UserId, page } from './params.js';

const PageQ = z.object({ page: page.default(1) });
/** Personal walls: the company wall and people's feeds (group walls belong to their groups). */
const PERSONAL = ['company', 'feed'];

/** A person named in a path must be an employee of the caller's client (404 otherwise). */
async function mustExist(ctx: UserContext, userId: string) {
  if (!(await loadPersons(ctx.employees, [userId])).has(userId)) throw errors.notFound('User not found', 'wall.errors.userNotFound');
}

async function followees(ctx: UserContext, userId: string): Promise<string[]> {
  return (await ctx.db.repo(WallFollow).find({ where: { followerId: userId } })).map((f) => f.userId);
}

/** A feed page of the posts whose ids a subquery (tenant-scoped, selecting one post id column) yields. */
function postsIn(ctx: UserContext, sub: SelectQueryBuilder<object>, p: number) {
  return feedPage(ctx, {
    page: p,
    where: (qb) => qb.andWhere(`p.id IN (${sub.getQuery()})`),
    params: sub.getParameters(),
  });
}

/** A page of one wall (the company's or a group's): the busiest feeds, so their SQL is built once. */
function wallPage(ctx: UserContext, parentType: 'company' | 'group', parentId: string, p: number) {
  return feedPage(ctx, {
    page: p,
    shape: 'wall',
    countKey: feedKey(parentType, parentId),
    where: (qb) => qb.andWhere('p.parentType = :pt AND p.parentId = :pid'),
    params: { pt: parentType, pid: parentId },
  });
}

export function feedRoutes(r: RouteBuilder) {
  const news = (ctx: UserContext, p: number) => wallPage(ctx, 'company', ctx.db.clientId, p);

  r.get(
    '/post/news/:client/:page',
    {
      params: z.object({ client: idOf('Client'), page }),
      summary: 'Company news feed, 20 a page',
    },
    (ctx) => news(ctx, ctx.params.page),
  );
  r.get(
    '/post/client/:id',
    {
      params: ClientId,
      query: PageQ,
      summary: 'Posts of the company wall, 20 a page',
    },
    (ctx) => news(ctx, ctx.query.page),
  );

  r.get(
    '/post/user_feed/:user/:page',
    {
      params: z.object({ user: idOf('User'), page }),
      summary: "A person's feed: their posts, posts of people they follow and posts on their wall",
    },
    async (ctx) => {
      await mustExist(ctx, ctx.params.user);
      const authors = [ctx.params.user, ...(await followees(ctx, ctx.params.user))];
      return feedPage(ctx, {
        page: ctx.params.page,
        where: (qb) =>
          qb.andWhere(
            '((p.authorId IN (:...authors) AND p.parentType IN (:...personal)) OR (p.parentType = :feedType AND p.parentId = :owner))',
          ),
        params: {
          authors,
          personal: PERSONAL,
          feedType: 'feed',
          owner: ctx.params.user,
        },
      });
    },
  );

  r.get(
    '/post/follows/:id',
    {
      params: UserId,
      query: PageQ,
      summary: 'Posts of the people a person follows',
    },
    async (ctx) => {
      await mustExist(ctx, ctx.params.id);
      const authors = await followees(ctx, ctx.params.id);
      if (!authors.length) return { result: [], page: ctx.query.page, pages: 1, total: 0 };
      return feedPage(ctx, {
        page: ctx.query.page,
        where: (qb) => qb.andWhere('p.authorId IN (:...authors) AND p.parentType IN (:...personal)'),
        params: { authors, personal: PERSONAL },
      });
    },
  );

  r.get(
    '/post/user/:id',
    {
      params: UserId,
      query: PageQ,
      summary: "A person's own posts (profile tab)",
    },
    async (ctx) => {
      await mustExist(ctx, ctx.params.id);
      return feedPage(ctx, {
        page: ctx.query.page,
        where: (qb) => qb.andWhere('p.authorId = :author AND p.parentType IN (:...personal)'),
        params: { author: ctx.params.id, personal: PERSONAL },
      });
    },
  );

  r.get('/post/group/:id', { params: GroupId, query: PageQ, summary: "A group's wall" }, (ctx) =>
    wallPage(ctx, 'group', ctx.params.id, ctx.query.page),
  );

  r.get('/post/group/user/:id', { params: UserId, query: PageQ, summary: 'Posts a person wrote in groups' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, {
      page: ctx.query.page,
      where: (qb) => qb.andWhere('p.authorId = :author AND p.parentType = :pt'),
      params: { author: ctx.params.id, pt: 'group' },
    });
  });

  r.get('/post/comments_feed/:id', { params: UserId, query: PageQ, summary: 'Posts a person commented on' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    const sub = ctx.db.repo(PostComment).qb('cf').select('cf.postId').andWhere('cf.authorId = :cfAuthor', { cfAuthor: ctx.params.id });
    return postsIn(ctx, sub, ctx.query.page);
  });

  r.get('/post/mentions_feed/:id', { params: UserId, query: PageQ, summary: 'Posts that mention a person' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    const sub = ctx.db.repo(PostMention).qb('mf').select('mf.postId').andWhere('mf.userId = :mfUser', { mfUser: ctx.params.id });
    return postsIn(ctx, sub, ctx.query.page);
  });

  r.get('/post', { query: PostQuery, summary: 'Posts by parent, author or kind, 20 a page' }, (ctx) => {
    const q = ctx.query;
    return feedPage(ctx, {
      page: q.page,
      countKey: q.parent_type && q.parent_id && !q.author && !q.thanks ? feedKey(q.parent_type, q.parent_id) : undefined,
      where: (qb) => {
        if (q.parent_type) qb.andWhere('p.parentType = :qpt');
        if (q.parent_id) qb.andWhere('p.parentId = :qpid');
        if (q.author) qb.andWhere('p.authorId = :qa');
        if (q.thanks) qb.andWhere('p.thanks = :qt');
        return qb;
      },
      params: {
        qpt: q.parent_type,
        qpid: q.parent_id,
        qa: q.author,
        qt: q.thanks === 'true',
      },
    });
  });
}
