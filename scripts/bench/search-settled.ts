import crypto from 'node:crypto';
import fs from 'node:fs';
import { sqlDate } from './capture.js';
import { openSqlite } from './sqlite.js';

type Run = (sql: string, params: unknown[]) => Promise<unknown>;

/**
 * Marks every client's search index as built and drops queued rebuilds, so that no measured app runs
 * the `core:reindex_search` job. An app's start queues a rebuild for each client without one
 * (core-api/src/search/rebuild.ts), and a rebuild stays in the job table, taken up again by whichever
 * app runs once its lock has lapsed; the bench's data is written in SQL, so its clients have none. On the
 * feed's million posts the job ran for hours in the measured app, billed to its requests (a round's app
 * CPU per request went from ~1 ms to 4–13 ms). The benchmarks read no search index.
 */
export async function settleSearch(run: Run): Promise<void> {
  const missing = (await run('SELECT id FROM client WHERE id NOT IN (SELECT clientId FROM search_rebuild)', [])) as { id: string }[];
  const now = sqlDate(new Date());
  for (const c of missing)
    await run('INSERT INTO search_rebuild (id, clientId, createdAt, updatedAt, state, done) VALUES (?, ?, ?, ?, ?, ?)', [
      crypto.randomUUID(),
      c.id,
      now,
      now,
      'done',
      0,
    ]);
  await run(`UPDATE search_rebuild SET state = 'done' WHERE state <> 'done'`, []);
  await run(`DELETE FROM job WHERE name = 'core:reindex_search'`, []);
}

/** The same on a kept SQLite file before any app opens it (one left running would take the job up at its start). */
export async function settleSearchFile(file: string): Promise<void> {
  if (!fs.existsSync(file)) return;
  const db = openSqlite(file);
  try {
    await settleSearch(async (sql, params) => {
      const st = db.prepare(sql);
      return st.reader ? st.all(...params) : st.run(...params);
    });
  } finally {
    db.close();
  }
}
