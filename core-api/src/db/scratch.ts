import crypto from 'node:crypto';

/** A throw-away database: a fresh one on the MySQL/MariaDB server at `base`, else SQLite in memory. */
export interface ScratchDatabase {
  url: string;
  /** MariaDB reads its schema back differently from MySQL; the schema builder must know which it talks to. */
  mariadb: boolean;
  drop(): Promise<void>;
}

export async function scratchDatabase(base: string | undefined, prefix = 'atrium_t_'): Promise<ScratchDatabase> {
  if (!base) return { url: ':memory:', mariadb: false, drop: async () => undefined };
  const name = `${prefix}${crypto.randomBytes(5).toString('hex')}`;
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(base);
  const [rows] = await conn.query('SELECT VERSION() AS v');
  const mariadb = /mariadb/i.test(String((rows as { v: string }[])[0]?.v));
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    mariadb,
    drop: async () => {
      const c = await mysql.createConnection(base);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
