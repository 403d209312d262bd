import type { FileAccess } from '@atrium/sdk/server';
import { Group } from '../entities/index.js';
import { relationOf } from './access.js';

/** A group's cover is seen by whoever may find the group. */
export const fileAccess: FileAccess = async (ctx, owner) => {
  if (owner.type !== 'group') return false;
  const group = await ctx.db.repo(Group).findOne({ id: owner.id });
  return !!group && (await relationOf(ctx, group, ctx.me.user.id)).finds;
};
