import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import Koa from 'koa';
import { sqliteParam, type Statement } from './capture.js';
import { openSqlite } from './sqlite.js';

/** What the feed row's baseline needs: the app's database and the statements of one feed page. */
export interface FeedBaselineInput {
  /** `mysql://…`, or absent for the SQLite file. */
  databaseUrl?: string;
  sqliteFile: string;
  statements: Statement[];
}

type Query = (s: Statement) => Promise<unknown>;

function mysqlQuery(uri: string): Query {
  const mysql = createRequire(import.meta.url)('mysql2/promise') as {
    createPool(o: Record<string, unknown>): { query(sql: string, p: unknown[]): Promise<[unknown]> };
  };
  const pool = mysql.createPool({ uri, connectionLimit: 20, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
  return async (s) => (await pool.query(s.sql, s.params))[0];
}

function sqliteQuery(file: string): Query {
  const db = openSqlite(file);
  const prepared = new Map<string, ReturnType<typeof db.prepare>>();
  return async (s) => {
    let st = prepared.get(s.sql);
    if (!st) prepared.set(s.sql, (st = db.prepare(s.sql)));
    const params = s.params.map(sqliteParam);
    return st.reader ? st.all(...params) : st.run(...params);
  };
}

/**
 * Bare Koa running the captured statements of a feed page in order through the same driver, answering
 * everything it read, as the app answers the page it read. Statements slower than 2 ms alone are logged
 * once at the start, to show where a page's time goes.
 */
export async function feedBaseline(o: FeedBaselineInput, log: (line: string) => void): Promise<Koa> {
  const query = o.databaseUrl ? mysqlQuery(o.databaseUrl) : sqliteQuery(o.sqliteFile);
  for (const [i, s] of o.statements.entries()) {
    const t0 = performance.now();
    for (let k = 0; k < 5; k++) await query(s);
    const ms = (performance.now() - t0) / 5;
    if (ms > 2) log(`  statement ${i + 1} takes ${ms.toFixed(1)} ms: ${s.sql.slice(0, 160)}…`);
  }
  return new Koa().use(async (ctx) => {
    const out: unknown[] = [];
    for (const s of o.statements) out.push(await query(s));
    ctx.body = { result: out };
  });
}
