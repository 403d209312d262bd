import { errors, In, type EventContext, type UserContext } from '@atrium/sdk/server';
import { commentParents, type CommentParent } from '../../shared/extension-points.js';
import type { CommentParentsRemoved } from '../../shared/events.js';
import { PostComment, PostLike } from '../entities/index.js';
import { COMMENT_PARENT_TYPES } from '../../shared/posts.js';
import { detachFiles, reportEffectFailure } from './attachments.js';

/** Whether a comment's parent is the wall's own (a post or a comment) rather than a registered one. */
export const isOwnCommentParent = (type: string) => (COMMENT_PARENT_TYPES as readonly string[]).includes(type);

/**
 * A registered comment parent the caller may read: its owner's feature is on, the caller has its right
 * and the owner lets them read this parent; 404 otherwise (the wall never learns the owner's words).
 */
export async function readableCommentParent(ctx: UserContext, type: string, id: string): Promise<CommentParent> {
  const parent = await ctx.extensions.of(commentParents).get(type);
  if (!parent || !(await parent.canRead(ctx, id))) throw errors.notFound();
  return parent;
}

/** Tells the owner its parent's comments changed (its live updates); a failure is logged only. */
export async function tellOwner(
  ctx: UserContext,
  parent: CommentParent,
  id: string,
  change: { comment: string; action: 'created' | 'updated' | 'deleted' },
) {
  try {
    await parent.changed?.(ctx, id, change);
  } catch (err) {
    reportEffectFailure(`comment parent ${parent.key} ${change.action}`, err);
  }
}

/** `comment_parents.removed`: the owner deleted these parents, so their comments go with their likes and files. */
export async function removeParentComments(payload: CommentParentsRemoved, ctx: EventContext): Promise<void> {
  if (isOwnCommentParent(payload.type) || !payload.ids.length) return;
  const doomed = await ctx.db.repo(PostComment).find({ where: { parentType: payload.type, parentId: In(payload.ids) } });
  if (!doomed.length) return;
  const ids = doomed.map((c) => c.id);
  await ctx.db.transaction(async (db) => {
    await db.repo(PostLike).delete({ targetId: In(ids) });
    await db.repo(PostComment).delete({ id: In(ids) });
  });
  for (const c of doomed) await detachFiles(ctx, c.attachments, { type: 'comment', id: c.id });
}
