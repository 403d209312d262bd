import { defineQuery, type Params, type ClientDb } from '@atrium/sdk/server';
import { WallFeedCount } from '../entities/index.js';

export const feedKey = (parentType: string, parentId: string) => `${parentType}:${parentId}`;

export interface FeedCountChange {
  /** Added to the wall's count of unrestricted posts. */
  open?: number;
  /** A restricted post of the wall was added, removed or re-granted: readers' counts are stale. */
  restricted?: boolean;
}

/** Applies a change to a wall's counter row in one atomic UPDATE (rows are created on first use). */
export async function bumpFeedCount(db: ClientDb, key: string, change: FeedCountChange): Promise<void> {
  const repo = db.repo(WallFeedCount);
  // Another request may create it first (unique key): the UPDATE below counts on that row either way.
  if (!(await repo.exists({ feedKey: key }))) await repo.insertOnce({ feedKey: key, n: 0, version: 0 });
  await repo
    // The alias is the table name: the client condition TypeORM copies into the UPDATE then names a real table.
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

const feedCountRow = defineQuery('wall.feedCount', WallFeedCount, 'fc', (q, v: Params<{ key: string }>) =>
  q.select('fc.n', 'n').addSelect('fc.version', 'version').andWhere(`fc.feedKey = ${v.key}`).rows<{ n: number; version: number }>(),
);

/** A wall's unrestricted-post count and the version of its restricted posts. */
export async function readFeedCount(db: ClientDb, key: string): Promise<{ open: number; version: number }> {
  const [row] = (await db.run(feedCountRow, { key })).raw;
  return { open: Number(row?.n ?? 0), version: Number(row?.version ?? 0) };
}
