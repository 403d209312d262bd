import { defineEntity, type TenantRow } from "@atrium/sdk/server";

/**
 * How many unrestricted posts a wall (parent type + id) holds. Feeds answer a total on every page;
 * counting a million rows per request is what this avoids. Restricted posts are few and counted live.
 */
export interface WallFeedCountRow extends TenantRow {
  feedKey: string;
  n: number;
}

export const WallFeedCount = defineEntity<WallFeedCountRow>({
  name: "WallFeedCount",
  table: "wall_feed_count",
  columns: {
    feedKey: { type: "varchar", length: 80 },
    n: { type: "int", default: 0 },
  },
});
