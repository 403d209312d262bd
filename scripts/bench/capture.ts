import type { App } from '@atrium/core-api';

/** One SQL statement with its parameters, as the data source ran it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A date as SQLite stores it (ISO without the T and the Z). */
export const sqlDate = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

/** A parameter as better-sqlite3 takes it: TypeORM's booleans and Dates in SQLite's own form. */
export const sqliteParam = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v instanceof Date ? sqlDate(v) : v);

/** Every statement the data source runs while `fn` runs: the baselines replay them so both sides do the same database work. */
export async function captureSql(app: App, fn: () => Promise<void>): Promise<Statement[]> {
  const logger = app.ds.logger as unknown as { logQuery: (q: string, p?: unknown[]) => void };
  const original = logger.logQuery.bind(logger);
  const seen: Statement[] = [];
  logger.logQuery = (q, p) => {
    seen.push({ sql: q, params: p ?? [] });
    original(q, p);
  };
  try {
    await fn();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}
