import type { ClientDb } from '@atrium/sdk/server';
import { Article, type ArticleRow } from '../entities/index.js';

/**
 * Orders within a folder keep gaps of ORDER_STEP, so putting an item between two others writes that
 * item only; when its neighbours leave no gap, the folder's items are numbered again (one write per
 * item of that folder, in the same transaction).
 */
export const ORDER_STEP = 1024;

/** The order that puts an item last in a folder (null: the top level): a gap after the last one. */
export async function orderAfterLast(db: ClientDb, parentId: string | null): Promise<number> {
  const last = await db
    .repo(Article)
    .qb('a')
    .select('MAX(a.order)', 'm')
    .andWhere(parentId ? 'a.parentId = :parent' : 'a.parentId IS NULL', { parent: parentId })
    .getRawOne<{ m: number | null }>();
  return Number(last?.m ?? 0) + ORDER_STEP;
}

/** The order of a new item put between two orders (either may be absent), or null when there is no gap. */
export function orderBetween(prev: number | undefined, next: number | undefined): number | null {
  if (prev === undefined && next === undefined) return ORDER_STEP;
  if (prev === undefined) return next! - ORDER_STEP;
  if (next === undefined) return prev + ORDER_STEP;
  return next - prev >= 2 ? Math.floor((prev + next) / 2) : null;
}

/** Puts the item right after `after` among its siblings (null: first), as a drag and drop in a folder does. */
export async function placeItem(db: ClientDb, item: ArticleRow, after: ArticleRow | null) {
  const repo = db.repo(Article);
  const siblings = await repo
    .qb('a')
    .select(['a.id', 'a.order'])
    .andWhere(item.parentId ? 'a.parentId = :parent' : 'a.parentId IS NULL', { parent: item.parentId })
    .andWhere('a.section = :section', { section: item.section })
    .andWhere('a.id != :id', { id: item.id })
    .orderBy('a.order', 'ASC')
    .addOrderBy('a.createdAt', 'ASC')
    .addOrderBy('a.id', 'ASC')
    .getMany();
  const at = after ? siblings.findIndex((s) => s.id === after.id) + 1 : 0;
  const order = orderBetween(siblings[at - 1]?.order, siblings[at]?.order);
  if (order !== null) {
    await repo.update({ id: item.id }, { order });
    return;
  }
  const all = [...siblings.slice(0, at), item, ...siblings.slice(at)];
  for (const [i, row] of all.entries())
    if (row.order !== (i + 1) * ORDER_STEP) await repo.update({ id: row.id }, { order: (i + 1) * ORDER_STEP });
}
