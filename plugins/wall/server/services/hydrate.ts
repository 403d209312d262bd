import type { EntitySchema, ObjectLiteral, Param, QueryBuilder, ServerAnswer, UserContext } from '@atrium/sdk/server';
import type { CommentView, PostView as PostWire } from '../../shared/types.js';
import { PostComment, PostLike, PostView, type PostCommentRow, type PostRow } from '../entities/index.js';
import { loadCards } from './cards.js';

export interface LikeStats {
  likes: number;
  dislikes: number;
  my_like: number;
}

/** Like and dislike counts and the caller's own choice for many targets, in one grouped query. */
export async function likeStats(ctx: UserContext, targetIds: string[]): Promise<Map<string, LikeStats>> {
  const out = new Map<string, LikeStats>();
  if (!targetIds.length) return out;
  const rows = await ctx.db
    .repo(PostLike)
    .qb('l')
    .select('l.targetId', 'targetId')
    .addSelect('SUM(CASE WHEN l.value > 0 THEN 1 ELSE 0 END)', 'likes')
    .addSelect('SUM(CASE WHEN l.value < 0 THEN 1 ELSE 0 END)', 'dislikes')
    .addSelect('MAX(CASE WHEN l.userId = :likeMe THEN l.value ELSE -2 END)', 'mine')
    .andWhere('l.targetId IN (:...likeIds)', {
      likeIds: targetIds,
      likeMe: ctx.me.user.id,
    })
    .groupBy('l.targetId')
    .getRawMany<{
      targetId: string;
      likes: string | number;
      dislikes: string | number;
      mine: string | number;
    }>();
  for (const r of rows)
    out.set(r.targetId, {
      likes: Number(r.likes),
      dislikes: Number(r.dislikes),
      my_like: Number(r.mine) === -2 ? 0 : Number(r.mine),
    });
  return out;
}

/** View counts and "seen by me" for many posts, in one grouped query. */
async function viewStats(ctx: UserContext, postIds: string[]) {
  const out = new Map<string, { views: number; viewed: boolean }>();
  if (!postIds.length) return out;
  const rows = await ctx.db
    .repo(PostView)
    .qb('v')
    .select('v.postId', 'postId')
    .addSelect('COUNT(*)', 'views')
    .addSelect('MAX(CASE WHEN v.userId = :viewMe THEN 1 ELSE 0 END)', 'mine')
    .andWhere('v.postId IN (:...viewIds)', {
      viewIds: postIds,
      viewMe: ctx.me.user.id,
    })
    .groupBy('v.postId')
    .getRawMany<{
      postId: string;
      views: string | number;
      mine: string | number;
    }>();
  for (const r of rows) out.set(r.postId, { views: Number(r.views), viewed: Number(r.mine) === 1 });
  return out;
}

async function commentCounts(ctx: UserContext, postIds: string[]) {
  const out = new Map<string, number>();
  if (!postIds.length) return out;
  const rows = await ctx.db
    .repo(PostComment)
    .qb('c')
    .select('c.postId', 'postId')
    .addSelect('COUNT(*)', 'n')
    .andWhere('c.postId IN (:...commentIds)', { commentIds: postIds })
    .groupBy('c.postId')
    .getRawMany<{ postId: string; n: string | number }>();
  for (const r of rows) out.set(r.postId, Number(r.n));
  return out;
}

const SYSTEM = 'system' as const;

export interface PostStats extends LikeStats {
  views: number;
  viewed: boolean;
  comments: number;
}

/** The raw columns `selectStats` adds to a page's rows. */
export type StatsRow = Record<'st_likes' | 'st_dislikes' | 'st_mine' | 'st_views' | 'st_viewed' | 'st_comments', unknown>;

/**
 * Adds a page's counters to a declared page query as correlated sub-selects (likes, dislikes, the
 * reader's choice, views, "seen by me", comments): evaluated for the rows the page returns only, and
 * one query instead of four per page. `me` is the reader's id.
 */
export function selectStats<Q extends QueryBuilder<PostRow>>(q: Q, me: Param<string>): Q {
  const count = <S extends ObjectLiteral>(entity: EntitySchema<S>, alias: string, cond: string, what = 'COUNT(*)') =>
    `(${q.sub(entity, alias, (s) => s.select(what).andWhere(cond))})`;
  return q
    .addSelect(count(PostLike, 'sl', 'sl.targetId = p.id AND sl.value > 0'), 'st_likes')
    .addSelect(count(PostLike, 'sd', 'sd.targetId = p.id AND sd.value < 0'), 'st_dislikes')
    .addSelect(count(PostLike, 'sm', `sm.targetId = p.id AND sm.userId = ${me}`, 'sm.value'), 'st_mine')
    .addSelect(count(PostView, 'sv', 'sv.postId = p.id'), 'st_views')
    .addSelect(count(PostView, 'sw', `sw.postId = p.id AND sw.userId = ${me}`), 'st_viewed')
    .addSelect(count(PostComment, 'sc', 'sc.postId = p.id'), 'st_comments');
}

/** Reads what selectStats added, row by row (in the order of the page's posts). */
export function statsOf(raw: StatsRow[]): PostStats[] {
  const n = (v: unknown) => Number(v ?? 0);
  return raw.map((r) => ({
    likes: n(r.st_likes),
    dislikes: n(r.st_dislikes),
    my_like: n(r.st_mine),
    views: n(r.st_views),
    viewed: n(r.st_viewed) > 0,
    comments: n(r.st_comments),
  }));
}

/** Likes, views and comment counts of posts, in their order: three grouped queries. */
async function postStats(ctx: UserContext, posts: PostRow[]): Promise<PostStats[]> {
  const ids = posts.map((p) => p.id);
  const [likes, views, comments] = await Promise.all([likeStats(ctx, ids), viewStats(ctx, ids), commentCounts(ctx, ids)]);
  return ids.map((id) => {
    const l = likes.get(id);
    const v = views.get(id);
    return {
      likes: l?.likes ?? 0,
      dislikes: l?.dislikes ?? 0,
      my_like: l?.my_like ?? 0,
      views: v?.views ?? 0,
      viewed: v?.viewed ?? false,
      comments: comments.get(id) ?? 0,
    };
  });
}

/**
 * A page of posts as the API shows them. A fixed number of queries whatever the page size: people,
 * and the counters unless the page query brought them (`selectStats`, one per post in order).
 */
export async function hydratePosts(ctx: UserContext, posts: PostRow[], known?: PostStats[]): Promise<ServerAnswer<PostWire>[]> {
  const people = new Set<string>();
  for (const p of posts) {
    if (p.authorId) people.add(p.authorId);
    if (p.thankedId) people.add(p.thankedId);
    for (const m of p.mentions) people.add(m);
  }
  const [cards, stats] = await Promise.all([loadCards(ctx.employees, people), known ?? postStats(ctx, posts)]);
  const me = ctx.me.user.id;
  return posts.map((p, i) => {
    const s = stats[i]!;
    return {
      id: p.id,
      parent: { type: p.parentType, id: p.parentId },
      author: p.authorId ? (cards.get(p.authorId) ?? null) : SYSTEM,
      // ISO text, as JSON writes a date: a Date (its toJSON) takes JSON.stringify off its fast path. A
      // feed page took 55 µs to write with Dates, 22 µs with text. `toJSON`, not `toISOString`: a date read
      // from SQLite answers the ISO text it was read as, where a page's forty toISOString calls formatted
      // each anew (14 µs; docs/benchmarks.md, "The feed per request"). On MySQL it is toISOString.
      created: p.createdAt.toJSON(),
      updated: p.updatedAt.toJSON(),
      text: p.text,
      thanks: p.thanks,
      thanked: p.thankedId ? (cards.get(p.thankedId) ?? null) : null,
      mentions: p.mentions.map((m) => cards.get(m)).filter((m) => !!m),
      attachments: p.attachments,
      restricted: p.restricted,
      likes: s.likes,
      dislikes: s.dislikes,
      my_like: s.my_like,
      views: s.views,
      viewed: s.viewed,
      comments_count: s.comments,
      can_edit: ctx.me.isAdmin || (!!p.authorId && p.authorId === me),
    };
  });
}

/** The comments of one post with their answers nested, authors and likes loaded in bulk. */
export async function hydrateComments(ctx: UserContext, postId: string): Promise<ServerAnswer<CommentView>[]> {
  const rows = await ctx.db.repo(PostComment).find({ where: { postId }, order: { createdAt: 'ASC', id: 'ASC' } });
  const [cards, likes] = await Promise.all([
    loadCards(
      ctx.employees,
      rows.map((c) => c.authorId),
    ),
    likeStats(
      ctx,
      rows.map((c) => c.id),
    ),
  ]);
  const view = (c: PostCommentRow): ServerAnswer<CommentView> & { answers: ServerAnswer<CommentView>[] } => ({
    id: c.id,
    // Comments of a post are the wall's own (a registered parent's have no post).
    parent: { type: c.parentType as 'post' | 'comment', id: c.parentId },
    post: c.postId,
    author: cards.get(c.authorId) ?? null,
    created: c.createdAt,
    updated: c.updatedAt,
    text: c.text,
    status: c.status,
    attachments: c.attachments,
    ...(likes.get(c.id) ?? { likes: 0, dislikes: 0, my_like: 0 }),
    can_edit: ctx.me.isAdmin || c.authorId === ctx.me.user.id,
    answers: [],
  });
  const byId = new Map(rows.map((c) => [c.id, view(c)]));
  const top: ReturnType<typeof view>[] = [];
  for (const c of rows) {
    const v = byId.get(c.id)!;
    const parent = c.parentType === 'comment' ? byId.get(c.parentId) : undefined;
    if (parent) parent.answers.push(v);
    else top.push(v);
  }
  return top;
}
