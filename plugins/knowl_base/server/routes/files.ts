import type { RequestContext, RouteBuilder } from '@atrium/sdk/server';
import { articleRoutes } from '../../shared/routes.js';
import { FILES_MAX } from '../../shared/constants.js';
import { Article, type ArticleRow } from '../entities/index.js';
import { refuse, writableItem } from '../services/access.js';
import { articleOwner, attachAll, detachAll, resolveFiles } from '../services/files.js';
import { indexItem } from '../services/search-index.js';
import { itemView } from '../services/view.js';

/** Takes files out of an item's files and attachments and lets the file service delete those nobody uses. */
async function removeFiles(ctx: RequestContext, row: ArticleRow, fileIds: string[]) {
  const gone = new Set(fileIds);
  const files = row.files.filter((f) => !gone.has(f.id));
  const attachments = row.attachments.filter((f) => !gone.has(f.id));
  await ctx.db.repo(Article).update({ id: row.id }, { files, attachments });
  const kept = new Set([...files, ...attachments, row.cover, row.thumb].map((f) => f?.id));
  await detachAll(
    ctx,
    fileIds.filter((id) => !kept.has(id) && [...row.files, ...row.attachments].some((f) => f.id === id)),
    articleOwner(row.id),
  );
  const stored = await ctx.db.repo(Article).get(row.id);
  await indexItem(ctx, stored);
  return itemView(ctx, stored);
}

/** The files tab of an item: adding and removing stored files (the `kb_files` right). */
export function fileRoutes(r: RouteBuilder) {
  r.route(articleRoutes.addFiles, { right: 'kb_files', summary: "Add uploaded files to an item's files" }, async (ctx) => {
    const row = await writableItem(ctx, ctx.params.id);
    const added = await resolveFiles(ctx, ctx.body.files, { owner: articleOwner(row.id), path: 'files' });
    const files = [...row.files, ...added.filter((f) => !row.files.some((x) => x.id === f.id))];
    if (files.length > FILES_MAX) throw refuse('filesTooMany', 'files');
    await ctx.db.repo(Article).update({ id: row.id }, { files });
    await attachAll(
      ctx,
      added.map((f) => f.id),
      articleOwner(row.id),
    );
    const stored = await ctx.db.repo(Article).get(row.id);
    await indexItem(ctx, stored);
    return itemView(ctx, stored);
  });

  r.route(articleRoutes.delFile, { right: 'kb_files', summary: 'Remove one file from an item' }, async (ctx) =>
    removeFiles(ctx, await writableItem(ctx, ctx.params.id), [ctx.params.fileId]),
  );

  r.route(articleRoutes.delFiles, { right: 'kb_files', summary: 'Remove several files from an item' }, async (ctx) =>
    removeFiles(ctx, await writableItem(ctx, ctx.params.id), ctx.body.files),
  );
}
