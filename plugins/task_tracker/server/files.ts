import type { FileAccess } from '@atrium/sdk/server';
import { TASK_FILES } from '../shared/constants.js';
import { Desk, Task } from './entities/index.js';
import { placeOn } from './services/access.js';

/** A task's attachment is read by whoever sees its desk. */
export const fileAccess: FileAccess = async (ctx, owner) => {
  if (owner.type !== TASK_FILES) return false;
  const task = await ctx.db.repo(Task).findOne({ id: owner.id });
  const desk = task ? await ctx.db.repo(Desk).findOne({ id: task.deskId }) : null;
  return !!desk && (await placeOn(ctx, desk)) !== null;
};
