import type { ServiceContext } from '@atrium/sdk/server';
import { DEPTH_MAX } from '../../shared/constants.js';
import { Article, type ArticleRow } from '../entities/index.js';
import { refuse } from './access.js';
import { indexItem } from './search-index.js';

/** Levels of a path: `/a/` is 1, `/a/b/` is 2. */
export const depthOf = (path: string) => path.split('/').length - 2;

/** The item and everything below it, parents before children (ids are UUIDs: no LIKE wildcard in a path). */
export async function subtree(ctx: ServiceContext, row: ArticleRow): Promise<ArticleRow[]> {
  return ctx.db
    .repo(Article)
    .qb('a')
    .andWhere('a.path LIKE :under', { under: `${row.path}%` })
    .orderBy('a.path', 'ASC')
    .getMany();
}

/** The parent an item may be put in: a folder (400 otherwise), not the item itself nor below it, not too deep. */
export async function checkParent(ctx: ServiceContext, parentId: string | null, item: ArticleRow | null, height = 1) {
  if (!parentId) return null;
  const parent = await ctx.db.repo(Article).get(parentId);
  if (item && parent.path.startsWith(item.path)) throw refuse('moveIntoItself', 'parentId');
  if (parent.kind !== 'folder' || parent.section !== '') throw refuse('parentNotFolder', 'parentId');
  if (depthOf(parent.path) + height > DEPTH_MAX) throw refuse('tooDeep', 'parentId');
  return parent;
}

/** Levels an item's subtree spans (1 for an item without children). */
export const heightOf = (item: ArticleRow, rows: ArticleRow[]) => Math.max(1, ...rows.map((r) => depthOf(r.path) - depthOf(item.path) + 1));

/**
 * Moves the item's subtree under `parent` (null: the top level) and gives every item of it the grants
 * it now takes: its own, else those of its nearest folder with grants. Changed items are indexed again.
 */
export async function placeSubtree(ctx: ServiceContext, item: ArticleRow, parent: ArticleRow | null) {
  const repo = ctx.db.repo(Article);
  const rows = await subtree(ctx, item);
  const oldPrefix = item.path.slice(0, item.path.length - item.id.length - 1);
  const newPrefix = parent ? parent.path : '/';
  const grantsOf = new Map<string, string | null>();
  for (const r of rows) {
    const path = newPrefix + r.path.slice(oldPrefix.length);
    const above = r.id === item.id ? (parent?.grantsFrom ?? null) : (grantsOf.get(r.parentId!) ?? null);
    const grantsFrom = r.ownGrants ? r.id : above;
    grantsOf.set(r.id, grantsFrom);
    const parentId = r.id === item.id ? (parent?.id ?? null) : r.parentId;
    if (path === r.path && grantsFrom === r.grantsFrom && parentId === r.parentId) continue;
    await repo.update({ id: r.id }, { path, grantsFrom, parentId });
    await indexItem(ctx, { ...r, path, grantsFrom, parentId });
  }
}
