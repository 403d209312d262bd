import type { RequestContext, RouteBuilder } from '@atrium/sdk/server';
import type { ArticleInput } from '../../shared/schemas.js';
import { articleRoutes } from '../../shared/routes.js';
import { Article, type ArticleRow } from '../entities/index.js';
import {
  assertCanAddTo,
  assertMayChangeReaders,
  changesReaders,
  noAccess,
  readableItem,
  refuse,
  writableItem,
} from '../services/access.js';
import { placeItem } from '../services/order.js';
import { createItem, deleteDeep, resolveItemFiles, setOwnGrants, updateItem } from '../services/store.js';
import { checkParent, heightOf, subtree } from '../services/tree.js';
import { indexItem } from '../services/search-index.js';
import { updatedInput } from '../services/input.js';
import { itemView } from '../services/view.js';

/** Rights an input needs besides the module's: file items and changed files need `kb_files`, vacancies `vacancies`. */
function assertInputRights(ctx: RequestContext, input: ArticleInput, row?: ArticleRow) {
  const files = input.files.map((f) => f.file).join();
  const changed = row ? files !== row.files.map((f) => f.id).join() : files !== '';
  if (((input.kind === 'file' && !row) || changed) && !ctx.me.hasRight('kb_files')) throw noAccess();
  if (input.section === 'vacancy' && !ctx.me.hasRight('vacancies')) throw noAccess();
}

/** Creating, changing, moving, reordering and deleting items and their rights. */
export function writeRoutes(r: RouteBuilder) {
  r.route(articleRoutes.create, { summary: 'Create an article, folder, file or vacancy' }, async (ctx) => {
    assertInputRights(ctx, ctx.body);
    const parent = await checkParent(ctx, ctx.body.parentId, null);
    await assertCanAddTo(ctx, parent);
    const files = await resolveItemFiles(ctx, ctx.body);
    const row = await createItem(ctx, ctx.body, parent, ctx.me.user.id, files);
    await ctx.journal('knowl_base', 'article.create', { articleId: row.id, kind: row.kind });
    return itemView(ctx, await ctx.db.repo(Article).get(row.id));
  });

  r.route(
    articleRoutes.update,
    { summary: 'Change an item (the fields sent); a new parentId moves it with everything below it' },
    async (ctx) => {
      const row = await writableItem(ctx, ctx.params.id);
      if (ctx.body.kind !== undefined && ctx.body.kind !== row.kind) throw refuse('kindFixed', 'kind');
      if (ctx.body.section !== undefined && ctx.body.section !== row.section) throw refuse('sectionFixed', 'section');
      const input = updatedInput(row, ctx.body);
      assertInputRights(ctx, input, row);
      let parent: ArticleRow | null = row.parentId ? await ctx.db.repo(Article).get(row.parentId) : null;
      if (input.parentId !== row.parentId) {
        parent = await checkParent(ctx, input.parentId, row, heightOf(row, await subtree(ctx, row)));
        await assertCanAddTo(ctx, parent);
        if (changesReaders(row, parent)) assertMayChangeReaders(ctx, row);
      }
      if (input.grants !== undefined) assertMayChangeReaders(ctx, row);
      const files = await resolveItemFiles(ctx, input, row);
      const stored = await updateItem(ctx, row, input, parent, files);
      await ctx.journal('knowl_base', 'article.update', { articleId: row.id });
      return itemView(ctx, stored);
    },
  );

  r.route(articleRoutes.deep, { summary: 'Delete an item with everything below it and their stored files' }, async (ctx) => {
    const row = await writableItem(ctx, ctx.params.id);
    const deleted = await deleteDeep(ctx, row);
    await ctx.journal('knowl_base', 'article.delete', { articleId: row.id, title: row.title, deleted });
    return { deleted };
  });

  r.route(articleRoutes.rights, { summary: "Give an item grants of its own, or (null) its folder's again" }, async (ctx) => {
    const row = await writableItem(ctx, ctx.params.id);
    assertMayChangeReaders(ctx, row);
    await setOwnGrants(ctx, row, ctx.body.grants);
    await ctx.journal('knowl_base', 'article.rights', { articleId: row.id });
    return itemView(ctx, await ctx.db.repo(Article).get(row.id));
  });

  r.route(articleRoutes.order, { summary: 'Swap the order of two items of one folder' }, async (ctx) => {
    const from = await writableItem(ctx, ctx.params.from);
    const to = await writableItem(ctx, ctx.params.to);
    if (from.parentId !== to.parentId || from.section !== to.section) throw refuse('notSiblings');
    await ctx.db.transaction(async (db) => {
      await db.repo(Article).update({ id: from.id }, { order: to.order });
      await db.repo(Article).update({ id: to.id }, { order: from.order });
    });
    return { from: to.order, to: from.order };
  });

  r.route(
    articleRoutes.place,
    { summary: 'Put an item right after another of its folder (after null: first); the drag and drop of a folder list' },
    async (ctx) => {
      const item = await writableItem(ctx, ctx.params.id);
      const after = ctx.body.after ? await readableItem(ctx, ctx.body.after) : null;
      if (after && (after.id === item.id || after.parentId !== item.parentId || after.section !== item.section))
        throw refuse('notSiblings');
      await ctx.db.transaction((db) => placeItem(db, item, after));
      return { order: (await ctx.db.repo(Article).get(item.id)).order };
    },
  );

  r.route(
    articleRoutes.emptyAsArticles,
    { summary: 'Turn every empty folder of a folder (itself included) into an article' },
    async (ctx) => {
      const folder = await writableItem(ctx, ctx.params.id);
      const rows = await subtree(ctx, folder);
      const parents = new Set(rows.map((x) => x.parentId));
      const empty = rows.filter((x) => x.kind === 'folder' && !parents.has(x.id));
      for (const x of empty) {
        await ctx.db.repo(Article).update({ id: x.id }, { kind: 'article' });
        await indexItem(ctx, { ...x, kind: 'article' });
      }
      return { changed: empty.length };
    },
  );
}
