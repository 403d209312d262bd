import { createRequire } from 'node:module';

/** better-sqlite3 as the baselines use it (the package has no types of its own here). */
export interface Sqlite {
  pragma(s: string): unknown;
  prepare(sql: string): { reader: boolean; all(...p: unknown[]): unknown[]; run(...p: unknown[]): unknown };
  close(): void;
}

/** The app's SQLite file opened the way the app opens it (WAL), through the same driver. */
export function openSqlite(file: string): Sqlite {
  const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => Sqlite;
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  return db;
}
