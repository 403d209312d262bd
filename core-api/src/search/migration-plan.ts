import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SQLite: how many rows the planner expects from the index entries of one client in `search_entry`. Without
 * statistics it takes an index's equality for about 10 rows, so it read the one search from the client's index
 * (every document of the client, each then matched alone) instead of from the FTS5 match: 1 s at a million
 * documents. These figures (a client holds many documents) make it start from the match, as real statistics
 * do; an `ANALYZE` later replaces them with the real ones (docs/benchmarks.md, "The one search").
 */
const STATS: [index: string, stat: string][] = [
  ['ix_search_entry_client', '1000000 100000 2'],
  ['ix_search_entry_at', '1000000 100000 2'],
  ['ux_search_entry_item', '1000000 100000 50000 10 1'],
];

export class SearchPlan1732200107100 implements MigrationInterface {
  name = 'SearchPlan1732200107100';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb') return;
    // ANALYZE of the (still small) table makes sqlite_stat1; its rows for the table are then ours; ANALYZE sqlite_schema reloads them.
    await q.query('ANALYZE search_entry');
    await q.query(`DELETE FROM sqlite_stat1 WHERE tbl = 'search_entry'`);
    for (const [index, stat] of STATS)
      await q.query(`INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('search_entry', ?, ?)`, [index, stat]);
    await q.query('ANALYZE sqlite_schema');
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb') return;
    await q.query(`DELETE FROM sqlite_stat1 WHERE tbl = 'search_entry'`);
    await q.query('ANALYZE sqlite_schema');
  }
}
