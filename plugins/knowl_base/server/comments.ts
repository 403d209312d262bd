import type { UserContext } from '@atrium/sdk/server';
import type { CommentParentType } from '@atrium/plugin-wall/shared/extension-points.js';
import { Article } from './entities/index.js';
import { canRead, mayChangeReaders } from './services/access.js';

/** The article (not a folder or a file) if the caller reads it. */
async function readableArticle(ctx: UserContext, id: string) {
  const row = await ctx.db.repo(Article).findOne({ id });
  return row && row.kind === 'article' && (await canRead(ctx, row)) ? row : null;
}

/**
 * Comments on articles are the wall's (its `commentParents` extension point): whoever reads the article reads and
 * writes them; its author and the module's administrators delete others', as they decide who reads it.
 */
export const articleComments: CommentParentType = {
  entity: 'Article',
  canRead: async (ctx, id) => !!(await readableArticle(ctx, id)),
  canWrite: async (ctx, id) => !!(await readableArticle(ctx, id)),
  canModerate: async (ctx, id) => {
    const row = await readableArticle(ctx, id);
    return !!row && mayChangeReaders(ctx, row);
  },
};
