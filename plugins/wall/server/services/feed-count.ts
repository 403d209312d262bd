import type { TenantDb } from '@atrium/sdk/server';
import { WallFeedCount } from '../entities/index.js';

export const feedKey = (parentType: string, parentId: string) => `${parentType}:${parentId}`;

export interface FeedCountChange {
  /** Added to the wall's count of unrestricted posts. */
  open?: number;
  /** A restricted post of the wall was added, removed or re-granted: readers' counts are stale. */
  restricted?: boolean;
}

/** Applies a change to a wall's counter row in one atomic UPDATE (rows are created on first use). */
export async function bumpFeedCount(db: TenantDb, key: string, change: FeedCountChange): Promise<void> {
  const repo = db.repo(WallFeedCount);
  if (!(await repo.exists({ feedKey: key }))) {
    try {
      await repo.insert({ feedKey: key, n: 0, version: 0 });
    } catch {
      // Another request created it first (unique key); the UPDATE below counts on that row.
    }
  }
  await repo
    // The alias is the table name: the tenant condition TypeORM copies into the UPDATE then names a real table.
    .qb('wall_feed_count')
    .update()
    .set({
      n: () => `n + ${Math.trunc(change.open ?? 0)}`,
      version: () => (change.restricted ? 'version + 1' : 'version'),
      updatedAt: new Date(),
    })
    .andWhere('feedKey = :key', { key })
    .execute();
}

/** A wall's unrestricted-post count and the version of its restricted posts. */
export async function readFeedCount(db: TenantDb, key: string): Promise<{ open: number; version: number }> {
  const repo = db.repo(WallFeedCount);
  const [row] = await repo.selectRaw<{ n: number; version: number }>(
    'wall.feedCount',
    () => repo.qb('fc').select('fc.n', 'n').addSelect('fc.version', 'version').andWhere('fc.feedKey = :fcKey', { fcKey: key }),
    { fcKey: key },
  );
  return { open: Number(row?.n ?? 0), version: Number(row?.version ?? 0) };
}
