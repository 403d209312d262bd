import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Brackets } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { Post, type PostRow } from '../entities/index.js';
import type { WallCtx } from './context.js';

/**
 * ANDs "the signed-in user may read this post" onto a query over posts, in the same query:
 * posts without explicit grants are for everyone; restricted ones need a matching content grant,
 * unless the user wrote them. Administrators read everything in their client.
 */
export function applyVisibility<T extends ObjectLiteral>(ctx: WallCtx, qb: SelectQueryBuilder<T>, alias: string): SelectQueryBuilder<T> {
  if (ctx.me.isAdmin) return qb;
  const granted = ctx.grants.applyTo(ctx.db.repo(Post).qb('gp').select('gp.id').andWhere('gp.restricted = :gpr', { gpr: true }), ctx.me.user, 'post', { alias: 'gp' });
  return qb
    .andWhere(
      new Brackets((b) =>
        b
          .where(`${alias}.restricted = :visFalse`, { visFalse: false })
          .orWhere(`${alias}.authorId = :visMe`, { visMe: ctx.me.user.id })
          .orWhere(`${alias}.id IN (${granted.getQuery()})`),
      ),
    )
    .setParameters(granted.getParameters());
}

export async function canRead(ctx: WallCtx, post: PostRow): Promise<boolean> {
  if (!post.restricted || ctx.me.isAdmin || post.authorId === ctx.me.user.id) return true;
  return (await ctx.grants.levelFor(ctx.me.user, 'post', post.id)) !== 'none';
}

/** The post with this id in the caller's client that the caller may read; 404 otherwise (a deleted post is gone). */
export async function readablePost(ctx: WallCtx, id: string): Promise<PostRow> {
  const post = await ctx.db.repo(Post).get(id);
  if (!(await canRead(ctx, post))) throw errors.notFound();
  return post;
}

/** Authors change and delete their posts; administrators moderate. */
export function assertCanEdit(ctx: WallCtx, authorId: string | null) {
  if (ctx.me.isAdmin || (authorId !== null && authorId === ctx.me.user.id)) return;
  throw errors.forbidden();
}
