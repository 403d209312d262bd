import { wallRoutes } from '../../shared/routes.js';
import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import type { SelectQueryBuilder } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { PostComment, PostMention, WallFollow } from '../entities/index.js';
import { feedPage } from '../services/feed.js';
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

  r.route(wallRoutes.news, { summary: 'Company news feed, 20 a page' }, (ctx) => news(ctx, ctx.params.page));
  r.route(wallRoutes.clientWall, { summary: 'Posts of the company wall, 20 a page' }, (ctx) => news(ctx, ctx.query.page));

  r.route(
    wallRoutes.userFeed,
    { summary: "A person's feed: their posts, posts of people they follow and posts on their wall" },
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

  r.route(wallRoutes.follows, { summary: 'Posts of the people a person follows' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    const authors = await followees(ctx, ctx.params.id);
    if (!authors.length) return { result: [], page: ctx.query.page, pages: 1, total: 0 };
    return feedPage(ctx, {
      page: ctx.query.page,
      where: (qb) => qb.andWhere('p.authorId IN (:...authors) AND p.parentType IN (:...personal)'),
      params: { authors, personal: PERSONAL },
    });
  });

  r.route(wallRoutes.userPosts, { summary: "A person's own posts (profile tab)" }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, {
      page: ctx.query.page,
      where: (qb) => qb.andWhere('p.authorId = :author AND p.parentType IN (:...personal)'),
      params: { author: ctx.params.id, personal: PERSONAL },
    });
  });

  r.route(wallRoutes.groupWall, { summary: "A group's wall" }, (ctx) => wallPage(ctx, 'group', ctx.params.id, ctx.query.page));

  r.route(wallRoutes.groupPostsOf, { summary: 'Posts a person wrote in groups' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    return feedPage(ctx, {
      page: ctx.query.page,
      where: (qb) => qb.andWhere('p.authorId = :author AND p.parentType = :pt'),
      params: { author: ctx.params.id, pt: 'group' },
    });
  });

  r.route(wallRoutes.commentedBy, { summary: 'Posts a person commented on' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    const sub = ctx.db.repo(PostComment).qb('cf').select('cf.postId').andWhere('cf.authorId = :cfAuthor', { cfAuthor: ctx.params.id });
    return postsIn(ctx, sub, ctx.query.page);
  });

  r.route(wallRoutes.mentioning, { summary: 'Posts that mention a person' }, async (ctx) => {
    await mustExist(ctx, ctx.params.id);
    const sub = ctx.db.repo(PostMention).qb('mf').select('mf.postId').andWhere('mf.userId = :mfUser', { mfUser: ctx.params.id });
    return postsIn(ctx, sub, ctx.query.page);
  });

  r.route(wallRoutes.posts, { summary: 'Posts by parent, author or kind, 20 a page' }, (ctx) => {
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
