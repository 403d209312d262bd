import { wallRoutes } from '../../shared/routes.js';
import type { z } from 'zod';
import type { CommentCreate } from '../../shared/posts.js';
import { reply, type RouteBuilder, type UserContext } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { Post, PostComment, PostLike, type PostCommentRow } from '../entities/index.js';
import { assertCanEdit, readablePost } from '../services/access.js';
import { attachFiles, detachFiles, resolveAttachments } from '../services/attachments.js';
import { afterCommentCreated, broadcast } from '../services/effects.js';
import { hydrateComments } from '../services/hydrate.js';
import { isOwnCommentParent, readableCommentParent, tellOwner } from '../services/comment-parents.js';
import { loadCards } from '../services/cards.js';

/** Stores a comment with its attachments (`postId` '' for a registered parent, whose comments belong to no post). */
async function storeComment(ctx: UserContext, b: z.output<typeof CommentCreate>, postId: string) {
  const attachments = await resolveAttachments(ctx, b.attachments);
  const row = await ctx.db.repo(PostComment).insert({
    postId,
    parentType: b.parent_type,
    parentId: b.parent_id,
    authorId: ctx.me.user.id,
    text: b.text,
    status: 'active',
    attachments,
  });
  await attachFiles(ctx, attachments, { type: 'comment', id: row.id });
  return { row, attachments };
}

/**
 * Comments on posts, answers to comments, and comments on parents other plugins registered (the SDK's
 * comment parents: a task); `parent_type` routes to the right store and, for a registered type, the
 * owner says who reads, writes and moderates.
 */
export function commentRoutes(r: RouteBuilder) {
  r.route(
    wallRoutes.comment,
    { summary: 'Comment on a post (parent_type post), answer a comment (parent_type comment) or comment on a registered parent (a task)' },
    async (ctx) => {
      const b = ctx.body;
      if (!isOwnCommentParent(b.parent_type)) {
        const parent = await readableCommentParent(ctx, b.parent_type, b.parent_id);
        if (!(await parent.canWrite(ctx, b.parent_id))) throw errors.forbidden();
        const { row, attachments } = await storeComment(ctx, b, '');
        await tellOwner(ctx, parent, b.parent_id, { comment: row.id, action: 'created' });
        return {
          id: row.id,
          post: null,
          parent: { type: row.parentType, id: row.parentId },
          text: row.text,
          attachments,
          created: row.createdAt,
          comments: [],
        };
      }
      let answered: PostCommentRow | null = null;
      let postId = b.parent_id;
      if (b.parent_type === 'comment') {
        answered = await ctx.db.repo(PostComment).get(b.parent_id);
        postId = answered.postId;
      }
      const post = await readablePost(ctx, postId);
      const { row, attachments } = await storeComment(ctx, b, post.id);
      await afterCommentCreated(ctx, post, row, answered?.authorId ?? null);
      const all = await hydrateComments(ctx, post.id);
      return {
        id: row.id,
        post: post.id,
        parent: { type: row.parentType, id: row.parentId },
        text: row.text,
        attachments,
        created: row.createdAt,
        comments: all,
      };
    },
  );

  r.route(
    wallRoutes.parentComments,
    { summary: 'The comments of a registered parent (parent_type task), newest first, paged' },
    async (ctx) => {
      const q = ctx.query;
      const parent = await readableCommentParent(ctx, q.parent_type, q.parent_id);
      const [rows, total] = await ctx.db
        .repo(PostComment)
        .qb('c')
        .andWhere('c.parentType = :type AND c.parentId = :id', { type: q.parent_type, id: q.parent_id })
        .orderBy('c.createdAt', 'DESC')
        .addOrderBy('c.id', 'DESC')
        .offset((q.page - 1) * q.limit)
        .limit(q.limit)
        .getManyAndCount();
      const me = ctx.me.user.id;
      const [cards, moderator] = await Promise.all([
        loadCards(ctx.employees, new Set(rows.map((c) => c.authorId))),
        ctx.me.isAdmin || parent.canModerate(ctx, q.parent_id),
      ]);
      const result = rows.map((c) => ({
        id: c.id,
        parent: { type: c.parentType, id: c.parentId },
        author: cards.get(c.authorId) ?? null,
        text: c.text,
        created: c.createdAt,
        updated: c.updatedAt,
        can_edit: ctx.me.isAdmin || c.authorId === me,
        can_delete: moderator || c.authorId === me,
      }));
      return reply({ result, page: q.page, limit: q.limit, total });
    },
  );

  r.route(wallRoutes.updateComment, { summary: 'Edit a comment or answer (its author or an administrator)' }, async (ctx) => {
    const c = await ctx.db.repo(PostComment).get(ctx.params.id);
    const foreign = isOwnCommentParent(c.parentType) ? null : await readableCommentParent(ctx, c.parentType, c.parentId);
    assertCanEdit(ctx, c.authorId);
    const owner = { type: 'comment' as const, id: c.id };
    const attachments = ctx.body.attachments ? await resolveAttachments(ctx, ctx.body.attachments, owner) : c.attachments;
    const text = ctx.body.text ?? c.text;
    await ctx.db.repo(PostComment).update({ id: c.id }, { text, attachments });
    const dropped = c.attachments.filter((a) => !attachments.some((x) => x.file === a.file));
    if (dropped.length) await detachFiles(ctx, dropped, owner);
    await attachFiles(
      ctx,
      attachments.filter((a) => !c.attachments.some((x) => x.file === a.file)),
      owner,
    );
    if (foreign) await tellOwner(ctx, foreign, c.parentId, { comment: c.id, action: 'updated' });
    return { id: c.id, post: c.postId || null, text, attachments };
  });

  r.route(
    wallRoutes.deleteComment,
    { summary: "Delete a comment with its answers (author, post author or administrator; a registered parent's moderators)" },
    async (ctx) => {
      const c = await ctx.db.repo(PostComment).get(ctx.params.id);
      if (ctx.query.parent_type && ctx.query.parent_type !== c.parentType) throw errors.notFound();
      if (!isOwnCommentParent(c.parentType)) {
        const parent = await readableCommentParent(ctx, c.parentType, c.parentId);
        if (c.authorId !== ctx.me.user.id && !ctx.me.isAdmin && !(await parent.canModerate(ctx, c.parentId))) throw errors.forbidden();
        await ctx.db.transaction(async (db) => {
          await db.repo(PostLike).delete({ targetId: c.id });
          await db.repo(PostComment).delete({ id: c.id });
        });
        await detachFiles(ctx, c.attachments, { type: 'comment', id: c.id });
        await tellOwner(ctx, parent, c.parentId, { comment: c.id, action: 'deleted' });
        return { id: c.id, deleted: 1 };
      }
      const post = await ctx.db.repo(Post).get(c.postId);
      if (post.authorId !== ctx.me.user.id) assertCanEdit(ctx, c.authorId);
      // The comment and every answer below it, level by level (answers are few per comment).
      const doomed: PostCommentRow[] = [c];
      let frontier = [c.id];
      while (frontier.length) {
        const next = await ctx.db.repo(PostComment).find({
          where: frontier.map((id) => ({
            parentType: 'comment' as const,
            parentId: id,
          })),
        });
        doomed.push(...next);
        frontier = next.map((n) => n.id);
      }
      const ids = doomed.map((d) => d.id);
      await ctx.db.transaction(async (db) => {
        for (const id of ids) {
          await db.repo(PostLike).delete({ targetId: id });
          await db.repo(PostComment).delete({ id });
        }
      });
      for (const d of doomed) await detachFiles(ctx, d.attachments, { type: 'comment', id: d.id });
      await broadcast(ctx, post, 'comment.deleted', {
        _id: c.id,
        post: post.id,
      });
      return { id: c.id, deleted: ids.length };
    },
  );
}
