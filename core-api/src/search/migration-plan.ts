import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropPlannerStats, setPlannerStats } from '../db/planner-stats.js';

/**
 * SQLite: how many rows the planner expects from the index entries of one client in `search_entry`. Without
 * statistics it takes an index's equality for about 10 rows, so it read the one search from the client's index
 * (every document of the client, each then matched alone) instead of from the FTS5 match: 1 s at a million
 * documents. These figures (a client holds many documents) make it start from the match, as real statistics
 * do (docs/benchmarks.md, "The one search").
 */
const STATS: [index: string, stat: string][] = [
  ['ix_search_entry_client', '1000000 100000 2'],
  ['ix_search_entry_at', '1000000 100000 2'],
  ['ux_search_entry_item', '1000000 100000 50000 10 1'],
];

export class SearchPlan1732200107100 implements MigrationInterface {
  name = 'SearchPlan1732200107100';

  async up(q: QueryRunner): Promise<void> {
    await setPlannerStats(q, 'search_entry', STATS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropPlannerStats(q, 'search_entry');
  }
}
