import type { ObjectLiteral, SelectQueryBuilder, UserContext } from '@atrium/sdk/server';
import { Brackets } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { Post, type PostRow } from '../entities/index.js';

/** The names of the grant check's parameters in feed queries: fixed, so a feed's SQL is built once. */
const GRANT_PREFIX = 'wg_';

/**
 * "A content grant lets the reader read this row", correlated on the row: it runs only for the
 * restricted rows a scan reaches, so the first page of a million-post wall costs a few lookups.
 * A scalar sub-query rather than EXISTS: MariaDB turns an EXISTS under OR into a materialised set of
 * every granted post (17 ms a page at a thousand restricted posts) instead of checking the rows it reaches (6 ms).
 */
function grantedSql(ctx: UserContext, alias: string): string {
  const posts = ctx.db.repo(Post);
  const sql = posts.sql(`wall.granted:${alias}`, () =>
    ctx.grants.applyTo(posts.qb('gp').select('1').andWhere(`gp.id = ${alias}.id`), ctx.me.user, 'post', {
      alias: 'gp',
      prefix: GRANT_PREFIX,
    }),
  );
  return `(${sql} LIMIT 1) IS NOT NULL`;
}

const grantValues = (ctx: UserContext) => ctx.grants.params(ctx.me.user, 'post', { prefix: GRANT_PREFIX });

/** The values `applyVisibility` sets: a feed query built once passes them on every call. */
export function visibilityParams(ctx: UserContext): ObjectLiteral {
  if (ctx.me.isAdmin) return {};
  return Object.assign(grantValues(ctx), {
    visFalse: false,
    visMe: ctx.me.user.id,
  });
}

/**
 * ANDs "the signed-in user may read this post" onto a query over posts, in the same query:
 * posts without explicit grants are for everyone; restricted ones need a matching content grant,
 * unless the user wrote them. Administrators read everything in their client.
 */
export function applyVisibility<T extends ObjectLiteral>(
  ctx: UserContext,
  qb: SelectQueryBuilder<T>,
  alias: string,
): SelectQueryBuilder<T> {
  if (ctx.me.isAdmin) return qb;
  const granted = grantedSql(ctx, alias);
  return qb.andWhere(
    new Brackets((b) => b.where(`${alias}.restricted = :visFalse`).orWhere(`${alias}.authorId = :visMe`).orWhere(granted)),
    visibilityParams(ctx),
  );
}

/** Only the restricted posts the reader may read (counted apart from a wall's stored count of open posts). */
export function applyRestrictedVisibility<T extends ObjectLiteral>(
  ctx: UserContext,
  qb: SelectQueryBuilder<T>,
  alias: string,
): SelectQueryBuilder<T> {
  qb.andWhere(`${alias}.restricted = :onlyRestricted`, {
    onlyRestricted: true,
  });
  if (ctx.me.isAdmin) return qb;
  const granted = grantedSql(ctx, alias);
  return qb.andWhere(new Brackets((b) => b.where(`${alias}.authorId = :visMe`).orWhere(granted)), {
    visMe: ctx.me.user.id,
    ...grantValues(ctx),
  });
}

export async function canRead(ctx: UserContext, post: PostRow): Promise<boolean> {
  if (!post.restricted || ctx.me.isAdmin || post.authorId === ctx.me.user.id) return true;
  return (await ctx.grants.levelFor(ctx.me.user, 'post', post.id)) !== 'none';
}

/** The post with this id in the caller's client that the caller may read; 404 otherwise (a deleted post is gone). */
export async function readablePost(ctx: UserContext, id: string): Promise<PostRow> {
  const post = await ctx.db.repo(Post).get(id);
  if (!(await canRead(ctx, post))) throw errors.notFound();
  return post;
}

/** Authors change and delete their posts; administrators moderate. */
export function assertCanEdit(ctx: UserContext, authorId: string | null) {
  if (ctx.me.isAdmin || (authorId !== null && authorId === ctx.me.user.id)) return;
  throw errors.forbidden();
}
