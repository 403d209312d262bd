import type { TenantDb } from "@atrium/sdk/server";
import { WallFeedCount } from "../entities/index.js";

export const feedKey = (parentType: string, parentId: string) =>
  `${parentType}:${parentId}`;

/** Adds `delta` to the unrestricted-post counter of a wall in one atomic UPDATE (rows are created on first use). */
export async function bumpFeedCount(
  db: TenantDb,
  key: string,
  delta: number,
): Promise<void> {
  const repo = db.repo(WallFeedCount);
  if (!(await repo.exists({ feedKey: key }))) {
    try {
      await repo.insert({ feedKey: key, n: 0 });
    } catch {
      // Another request created it first (unique key); the UPDATE below counts on that row.
    }
  }
  await repo
    // The alias is the table name: the tenant condition TypeORM copies into the UPDATE then names a real table.
    .qb("wall_feed_count")
    .update()
    .set({ n: () => `n + ${Math.trunc(delta)}`, updatedAt: new Date() })
    .andWhere("feedKey = :key", { key })
    .execute();
}

export async function readFeedCount(
  db: TenantDb,
  key: string,
): Promise<number> {
  const row = await db.repo(WallFeedCount).findOne({ feedKey: key });
  return row?.n ?? 0;
}
