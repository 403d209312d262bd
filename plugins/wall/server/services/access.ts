import type { FileAccess, MeUser, Params, QueryBuilder, UserContext } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { commentParents, postParents, type PostParent } from '../../shared/extension-points.js';
import { OWN_PARENT_TYPES } from '../../shared/posts.js';
import { isOwnCommentParent } from './comment-parents.js';
import { Post, PostComment, type PostRow } from '../entities/index.js';

/** The values the visibility conditions read: the reader, their id, and the two values of `restricted`. */
export interface ReaderValues {
  reader: MeUser;
  me: string;
  no: boolean;
  yes: boolean;
}

export const readerValues = (ctx: UserContext): ReaderValues => ({ reader: ctx.me.user, me: ctx.me.user.id, no: false, yes: true });

/**
 * "A content grant lets the reader read post `p`", correlated on the row: it runs only for the
 * restricted rows a scan reaches, so the first page of a million-post wall costs a few lookups.
 * A scalar sub-query rather than EXISTS: MariaDB turns an EXISTS under OR into a materialised set of
 * every granted post (17 ms a page at a thousand restricted posts) instead of checking the rows it reaches (6 ms).
 */
function grantedSql<Q extends QueryBuilder<PostRow>>(q: Q, v: Params<ReaderValues>): string {
  const sub = q.sub(Post, 'gp', (s) => s.select('1').andWhere('gp.id = p.id').granted(v.reader, 'post'));
  return `(${sub} LIMIT 1) IS NOT NULL`;
}

/**
 * ANDs "the reader may read this post" onto a declared query over posts (alias p): posts without
 * explicit grants are for everyone; restricted ones need a matching content grant, unless the reader
 * wrote them. Administrators (`all`) read everything in their client.
 */
export function visible<Q extends QueryBuilder<PostRow>>(q: Q, v: Params<ReaderValues>, all: boolean): Q {
  if (all) return q;
  return q.andWhere(`(p.restricted = ${v.no} OR p.authorId = ${v.me} OR ${grantedSql(q, v)})`);
}

/** Only the restricted posts the reader may read (counted apart from a wall's stored count of open posts). */
export function restrictedVisible<Q extends QueryBuilder<PostRow>>(q: Q, v: Params<ReaderValues>, all: boolean): Q {
  q.andWhere(`p.restricted = ${v.yes}`);
  if (all) return q;
  return q.andWhere(`(p.authorId = ${v.me} OR ${grantedSql(q, v)})`);
}

export const isOwn = (type: string) => (OWN_PARENT_TYPES as readonly string[]).includes(type);
const OWN_SQL = OWN_PARENT_TYPES.map((t) => `'${t}'`).join(', ');

/**
 * ANDs "the post's parent lets the reader read it" onto a query over posts of any parent type: posts
 * on the wall's own walls pass at once; posts of a registered parent type need that type's read
 * condition, which runs only for them; posts of a type the reader cannot use (unknown, its plugin off,
 * no right) never show. `parents` is a variant of the query (the SQL differs by the usable types); type
 * keys are checked by the platform at start-up (`EXTENSION_KEY`), so they are written inline.
 */
export function parentReadable<Q extends QueryBuilder<PostRow>>(q: Q, v: Params<ReaderValues>, parents: readonly PostParent[]): Q {
  const foreign = parents.map((t) => ` OR (p.parentType = '${t.key}' AND (${t.readable(q, { parentId: 'p.parentId', reader: v.me })}))`);
  return q.andWhere(`(p.parentType IN (${OWN_SQL})${foreign.join('')})`);
}

/** Whether the reader may read posts on this parent: the wall's own walls yes; a registered type asks its owner. */
export async function canReadParent(ctx: UserContext, type: string, id: string): Promise<boolean> {
  if (isOwn(type)) return true;
  const parent = await ctx.extensions.of(postParents).get(type);
  return !!parent && (await parent.canRead(ctx, id));
}

export async function canRead(ctx: UserContext, post: PostRow): Promise<boolean> {
  if (!(await canReadParent(ctx, post.parentType, post.parentId))) return false;
  if (!post.restricted || ctx.me.isAdmin || post.authorId === ctx.me.user.id) return true;
  return (await ctx.grants.levelFor(ctx.me.user, 'post', post.id)) !== 'none';
}

/** The post with this id in the caller's client that the caller may read; 404 otherwise (a deleted post is gone). */
export async function readablePost(ctx: UserContext, id: string): Promise<PostRow> {
  const post = await ctx.db.repo(Post).get(id);
  if (!(await canRead(ctx, post))) throw errors.notFound();
  return post;
}

/** The files of a post or comment are read by whoever may read the post, or the comment's registered parent (the file service asks on download). */
export const fileAccess: FileAccess = async (ctx, owner) => {
  const comment = owner.type === 'comment' ? await ctx.db.repo(PostComment).findOne({ id: owner.id }) : null;
  // A comment on a registered parent (a task): whoever its owner lets read the parent.
  if (comment && !isOwnCommentParent(comment.parentType)) {
    const parent = await ctx.extensions.of(commentParents).get(comment.parentType);
    return !!parent && (await parent.canRead(ctx, comment.parentId));
  }
  const postId = comment ? comment.postId : owner.type === 'post' ? owner.id : null;
  const post = postId ? await ctx.db.repo(Post).findOne({ id: postId }) : null;
  return !!post && (await canRead(ctx, post));
};

/** Authors change and delete their posts; administrators moderate. */
export function assertCanEdit(ctx: UserContext, authorId: string | null) {
  if (ctx.me.isAdmin || (authorId !== null && authorId === ctx.me.user.id)) return;
  throw errors.forbidden();
}
