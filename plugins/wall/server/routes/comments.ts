import { wallRoutes } from '../../shared/routes.js';
import type { RouteBuilder } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { Post, PostComment, PostLike, type PostCommentRow } from '../entities/index.js';
import { assertCanEdit, readablePost } from '../services/access.js';
import { attachFiles, detachFiles, resolveAttachments } from '../services/attachments.js';
import { afterCommentCreated, broadcast } from '../services/effects.js';
import { hydrateComments } from '../services/hydrate.js';

/** Comments on posts and answers to comments; `parent_type` routes to the right store. */
export function commentRoutes(r: RouteBuilder) {
  r.route(
    wallRoutes.comment,
    { summary: 'Comment on a post (parent_type post) or answer a comment (parent_type comment)' },
    async (ctx) => {
      const b = ctx.body;
      let answered: PostCommentRow | null = null;
      let postId = b.parent_id;
      if (b.parent_type === 'comment') {
        answered = await ctx.db.repo(PostComment).get(b.parent_id);
        postId = answered.postId;
      }
      const post = await readablePost(ctx, postId);
      const attachments = await resolveAttachments(ctx, b.attachments);
      const row = await ctx.db.repo(PostComment).insert({
        postId: post.id,
        parentType: b.parent_type,
        parentId: b.parent_id,
        authorId: ctx.me.user.id,
        text: b.text,
        status: 'active',
        attachments,
      });
      await attachFiles(ctx, attachments, { type: 'comment', id: row.id });
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

  r.route(wallRoutes.updateComment, { summary: 'Edit a comment or answer (its author or an administrator)' }, async (ctx) => {
    const c = await ctx.db.repo(PostComment).get(ctx.params.id);
    assertCanEdit(ctx, c.authorId);
    const owner = { type: 'comment' as const, id: c.id };
    const attachments = ctx.body.attachments ? await resolveAttachments(ctx, ctx.body.attachments, owner) : c.attachments;
    await ctx.db.repo(PostComment).update({ id: c.id }, { text: ctx.body.text, attachments });
    const dropped = c.attachments.filter((a) => !attachments.some((x) => x.file === a.file));
    if (dropped.length) await detachFiles(ctx, dropped, owner);
    await attachFiles(
      ctx,
      attachments.filter((a) => !c.attachments.some((x) => x.file === a.file)),
      owner,
    );
    return { id: c.id, post: c.postId, text: ctx.body.text, attachments };
  });

  r.route(
    wallRoutes.deleteComment,
    { summary: 'Delete a comment with its answers (author, post author or administrator)' },
    async (ctx) => {
      const c = await ctx.db.repo(PostComment).get(ctx.params.id);
      if (ctx.query.parent_type && ctx.query.parent_type !== c.parentType) throw errors.notFound();
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
