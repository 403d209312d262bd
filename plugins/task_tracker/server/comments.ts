import type { UserContext } from '@atrium/sdk/server';
import type { CommentParentType } from '@atrium/plugin-wall/shared/extension-points.js';
import { deskRoom, LIVE } from '../shared/events.js';
import { Desk, Task } from './entities/index.js';
import { placeOn } from './services/access.js';

/** The task's desk and the caller's place on it (null: an unknown task or a desk they do not see). */
async function placeOnTask(ctx: UserContext, id: string) {
  const task = await ctx.db.repo(Task).findOne({ id });
  const desk = task ? await ctx.db.repo(Desk).findOne({ id: task.deskId }) : null;
  return { task, place: desk ? await placeOn(ctx, desk) : null };
}

/**
 * Comments with parent type `task` are the wall's comments (its `commentParents` extension point): whoever sees the
 * task's desk reads and writes them, its managers delete others', and every change reaches the desk's
 * room as `task_tracker:comment`, so open desks and task dialogs read them again.
 */
export const taskComments: CommentParentType = {
  entity: 'TaskTrackerTask',
  canRead: async (ctx, id) => (await placeOnTask(ctx, id)).place !== null,
  canWrite: async (ctx, id) => (await placeOnTask(ctx, id)).place !== null,
  canModerate: async (ctx, id) => (await placeOnTask(ctx, id)).place === 'manage',
  changed: async (ctx, id, change) => {
    const task = await ctx.db.repo(Task).findOne({ id });
    if (task) ctx.realtime.toRoom(deskRoom(task.deskId), LIVE.comment, { taskId: id, comment: change.comment, action: change.action });
  },
};
