import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * How many unrestricted posts a wall (parent type + id) holds. Feeds answer a total on every page;
 * counting a million rows per request is what this avoids. Restricted posts are counted per reader;
 * `version` moves whenever one of them is added, removed or re-granted, so such counts can be kept.
 */
export interface WallFeedCountRow extends ClientRow {
  feedKey: string;
  n: number;
  version: number;
}

export const WallFeedCount = defineEntity<WallFeedCountRow>({
  name: 'WallFeedCount',
  table: 'wall_feed_count',
  indices: [{ columns: ['feedKey'], unique: true, name: 'ux_wall_feed_count_key' }],
  columns: {
    feedKey: { type: 'varchar', length: 80 },
    n: { type: 'int', default: 0 },
    version: { type: 'int', default: 0 },
  },
});
