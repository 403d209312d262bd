import { In, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import { ARTICLE_COMMENTS, GRANT_TYPE } from '../../shared/constants.js';
import type { ArticleInput } from '../../shared/schemas.js';
import type { Grant } from '@atrium/sdk/shared';
import { Article, ArticleFavourite, ArticleTag, ArticleViewMark, type ArticleRow, type StoredRef } from '../entities/index.js';
import { articleOwner, attachAll, detachAll, filesOfItem, resolveFiles } from './files.js';
import { indexItem, kindOf } from './search-index.js';
import { placeSubtree, subtree } from './tree.js';
import { orderAfterLast } from './order.js';

/** The stored files an input names, checked: cover and thumb must be images. */
export interface ItemFiles {
  cover: StoredRef | null;
  thumb: StoredRef | null;
  files: StoredRef[];
  attachments: StoredRef[];
}

export async function resolveItemFiles(ctx: UserContext, input: ArticleInput, owner?: ArticleRow): Promise<ItemFiles> {
  const o = owner ? articleOwner(owner.id) : undefined;
  const one = async (id: string | null, path: string) =>
    id ? (await resolveFiles(ctx, [{ file: id }], { owner: o, media: true, path }))[0]! : null;
  return {
    cover: await one(input.cover, 'cover'),
    thumb: await one(input.thumb, 'thumb'),
    files: await resolveFiles(ctx, input.files, { owner: o, path: 'files' }),
    attachments: await resolveFiles(ctx, input.attachments, { owner: o, path: 'attachments' }),
  };
}

const fieldsOf = (input: ArticleInput, files: ItemFiles) => ({
  section: input.section,
  title: input.title,
  subtitle: input.subtitle,
  content: input.content,
  url: input.url,
  tags: [...new Set(input.tags)],
  ...files,
  salaryFrom: input.vacancy?.salaryFrom ?? null,
  salaryTo: input.vacancy?.salaryTo ?? null,
  salaryCurrency: input.vacancy?.salaryCurrency ?? null,
  receivers: input.section === 'vacancy' ? (input.vacancy?.receivers ?? []) : [],
});

async function writeTags(ctx: ServiceContext, id: string, tags: string[]) {
  const repo = ctx.db.repo(ArticleTag);
  await repo.delete({ articleId: id });
  if (tags.length) await repo.insertMany(tags.map((tag) => ({ articleId: id, tag })));
}

/** Stores a new item last in its folder (a gap after the last order: order.ts), with its own grants when it has them. */
export async function createItem(ctx: ServiceContext, input: ArticleInput, parent: ArticleRow | null, authorId: string, files: ItemFiles) {
  const repo = ctx.db.repo(Article);
  const row = await repo.insert({
    kind: input.kind,
    parentId: parent?.id ?? null,
    path: '',
    order: await orderAfterLast(ctx.db, parent?.id ?? null),
    ...fieldsOf(input, files),
    authorId,
    views: 0,
    ownGrants: !!input.grants,
    grantsFrom: input.grants ? null : (parent?.grantsFrom ?? null),
  });
  if (input.grants) await ctx.grants.set(GRANT_TYPE, row.id, input.grants);
  const placed = { ...row, path: `${parent?.path ?? '/'}${row.id}/`, grantsFrom: input.grants ? row.id : row.grantsFrom };
  await repo.update({ id: row.id }, { path: placed.path, grantsFrom: placed.grantsFrom });
  await writeTags(ctx, row.id, placed.tags);
  await attachAll(ctx, filesOfItem(placed), articleOwner(row.id));
  await indexItem(ctx, placed);
  return placed;
}

/** Replaces an item; a new folder moves it there, last, with everything below it; files it no longer uses are let go. */
export async function updateItem(ctx: UserContext, row: ArticleRow, input: ArticleInput, parent: ArticleRow | null, files: ItemFiles) {
  const repo = ctx.db.repo(Article);
  const fields = fieldsOf(input, files);
  await repo.update({ id: row.id }, fields);
  await writeTags(ctx, row.id, fields.tags);
  const next = { ...row, ...fields };
  const kept = new Set(filesOfItem(next));
  await attachAll(ctx, [...kept], articleOwner(row.id));
  await detachAll(
    ctx,
    filesOfItem(row).filter((id) => !kept.has(id)),
    articleOwner(row.id),
  );
  if (input.grants !== undefined) await setOwnGrants(ctx, next, input.grants);
  if ((parent?.id ?? null) !== row.parentId) {
    // Moved into another folder, the item goes last there.
    await repo.update({ id: row.id }, { order: await orderAfterLast(ctx.db, parent?.id ?? null) });
    await placeSubtree(ctx, { ...next, ownGrants: input.grants === undefined ? row.ownGrants : !!input.grants }, parent);
  }
  const stored = await repo.get(row.id);
  await indexItem(ctx, stored);
  return stored;
}

/** Gives the item grants of its own (null: its folder's again); every item below that takes its grants follows. */
export async function setOwnGrants(ctx: ServiceContext, row: ArticleRow, grants: Grant[] | null) {
  if (grants) await ctx.grants.set(GRANT_TYPE, row.id, grants);
  else await ctx.grants.remove(GRANT_TYPE, row.id);
  await ctx.db.repo(Article).update({ id: row.id }, { ownGrants: grants !== null });
  const parent = row.parentId ? await ctx.db.repo(Article).get(row.parentId) : null;
  await placeSubtree(ctx, { ...row, ownGrants: grants !== null }, parent);
}

/** Deletes the item and everything below it, with their grants, marks, tags, index entries and stored files. */
export async function deleteDeep(ctx: UserContext, row: ArticleRow) {
  const rows = await subtree(ctx, row);
  const ids = rows.map((r) => r.id);
  for (const r of rows) {
    await detachAll(ctx, filesOfItem(r), articleOwner(r.id));
    if (r.ownGrants) await ctx.grants.remove(GRANT_TYPE, r.id);
  }
  for (const kind of new Set(rows.map(kindOf)))
    await ctx.search.remove(
      kind,
      rows.filter((r) => kindOf(r) === kind).map((r) => r.id),
    );
  await ctx.db.transaction(async (db) => {
    for (const entity of [ArticleTag, ArticleViewMark, ArticleFavourite]) await db.repo(entity).delete({ articleId: In(ids) });
    await db.repo(Article).delete({ id: In(ids) });
  });
  // The wall deletes their comments.
  await ctx.events.emit('comment_parents.removed', { type: ARTICLE_COMMENTS, ids });
  return ids.length;
}
