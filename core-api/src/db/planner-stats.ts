import type { QueryRunner } from 'typeorm';

const isSqlite = (q: QueryRunner) => q.connection.options.type === 'better-sqlite3';

/**
 * SQLite: the rows the planner expects from each index of `table` (`sqlite_stat1` lines: the table's rows,
 * then the rows per equal prefix of the index's columns). Without statistics it takes every index equality
 * for about 10 rows and may pick the index that reads far more; these figures make it choose as real
 * statistics do, and an `ANALYZE` later replaces them with the real ones. MariaDB keeps its own.
 */
export async function setPlannerStats(q: QueryRunner, table: string, stats: [index: string, stat: string][]): Promise<void> {
  if (!isSqlite(q)) return;
  // ANALYZE of the table makes sqlite_stat1 where there is none; its rows for the table are then ours; ANALYZE sqlite_schema reloads them.
  await q.query(`ANALYZE \`${table}\``);
  await q.query(`DELETE FROM sqlite_stat1 WHERE tbl = ?`, [table]);
  for (const [index, stat] of stats) await q.query(`INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)`, [table, index, stat]);
  await q.query('ANALYZE sqlite_schema');
}

/** Takes the figures of `setPlannerStats` out again. */
export async function dropPlannerStats(q: QueryRunner, table: string): Promise<void> {
  if (!isSqlite(q)) return;
  await q.query(`DELETE FROM sqlite_stat1 WHERE tbl = ?`, [table]);
  await q.query('ANALYZE sqlite_schema');
}
