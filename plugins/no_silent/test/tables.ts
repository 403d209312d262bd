import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every row of every table of the installation's database, by table, each row as JSON. */
export type Rows = Map<string, Set<string>>;

/**
 * A database of the test's own that it can read besides the app: a SQLite file in the data folder, or with
 * TEST_MYSQL_URL a fresh MariaDB database. `env` starts the app on it (the harness's own is in memory).
 */
export async function ownDatabase(): Promise<{ env: Record<string, string>; read(): Promise<Rows>; drop(): Promise<void> }> {
  const dataDir = `/tmp/atrium-no-silent-${crypto.randomBytes(5).toString('hex')}`;
  const base = process.env.TEST_MYSQL_URL;
  if (!base) {
    // The test reads the database from outside the app, as a second connection: the SDK exports no DataSource.
    // eslint-disable-next-line atrium/plugin-imports
    const { DataSource } = await import('typeorm');
    return {
      // Any DATABASE_URL that is not MySQL's means the data folder's SQLite file.
      env: { DATA_DIR: dataDir, DATABASE_URL: 'sqlite' },
      read: async () => {
        const db = await new DataSource({
          type: 'better-sqlite3',
          database: path.join(dataDir, 'atrium.sqlite'),
          readonly: true,
        }).initialize();
        try {
          const tables: { name: string }[] = await db.query("SELECT name FROM sqlite_master WHERE type = 'table'");
          const out: Rows = new Map();
          for (const { name } of tables)
            out.set(name, new Set(((await db.query(`SELECT * FROM "${name}"`)) as object[]).map((r) => JSON.stringify(r))));
          return out;
        } finally {
          await db.destroy();
        }
      },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const mysql = await import('mysql2/promise');
  const name = `atrium_nosilent_${crypto.randomBytes(5).toString('hex')}`;
  const admin = await mysql.createConnection(base);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    read: async () => {
      const c = await mysql.createConnection(url.toString());
      try {
        const [tables] = await c.query('SHOW TABLES');
        const out: Rows = new Map();
        for (const t of tables as Record<string, string>[]) {
          const table = Object.values(t)[0]!;
          const [rows] = await c.query(`SELECT * FROM \`${table}\``);
          out.set(table, new Set((rows as object[]).map((r) => JSON.stringify(r))));
        }
        return out;
      } finally {
        await c.end();
      }
    },
    drop: async () => {
      const c = await mysql.createConnection(base);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The rows `after` has that `before` had not (new rows and rows changed), as `table: row` lines. */
export function added(before: Rows, after: Rows): string[] {
  return [...after].flatMap(([table, rows]) => [...rows].filter((r) => !before.get(table)?.has(r)).map((r) => `${table}: ${r}`));
}

/** Every path under a folder (stored files are named by their keys). */
export const pathsUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).map((p) => path.join(dir, p)) : [];

/**
 * What the process writes to its standard output and error from now on, pino's lines included (pino writes
 * to the descriptors through `fs`, not through `process.stdout`). `stop` puts the writers back.
 */
export function captureOutput(): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const fsAny = fs as unknown as Record<'write' | 'writeSync', (...a: unknown[]) => unknown>;
  const saved = { write: fsAny.write, writeSync: fsAny.writeSync, out: process.stdout.write, err: process.stderr.write };
  const keep = (fd: unknown, data: unknown) => {
    if (fd === 1 || fd === 2) lines.push(String(data));
  };
  fsAny.writeSync = (fd: unknown, data: unknown, ...rest: unknown[]) => (keep(fd, data), saved.writeSync(fd, data, ...rest));
  fsAny.write = (fd: unknown, data: unknown, ...rest: unknown[]) => (keep(fd, data), saved.write(fd, data, ...rest));
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => (
    lines.push(String(chunk)),
    saved.out.call(process.stdout, chunk as never, ...(rest as []))
  )) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => (
    lines.push(String(chunk)),
    saved.err.call(process.stderr, chunk as never, ...(rest as []))
  )) as typeof process.stderr.write;
  return {
    lines,
    stop: () => {
      fsAny.write = saved.write;
      fsAny.writeSync = saved.writeSync;
      process.stdout.write = saved.out;
      process.stderr.write = saved.err;
    },
  };
}
