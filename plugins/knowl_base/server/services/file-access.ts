import type { FileAccess } from '@atrium/sdk/server';
import { Article, VacancyResponse } from '../entities/index.js';
import { canRead } from './access.js';

/** A file of an item is read by those who may read the item; a response's by its author and those it went to. */
export const fileAccess: FileAccess = async (ctx, owner) => {
  if (owner.type === 'response') {
    const r = await ctx.db.repo(VacancyResponse).findOne({ id: owner.id });
    return !!r && (ctx.me.isAdmin || r.userId === ctx.me.user.id || r.receivers.includes(ctx.me.user.id));
  }
  const row = await ctx.db.repo(Article).findOne({ id: owner.id });
  return !!row && (await canRead(ctx, row));
};
