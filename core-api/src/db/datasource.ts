import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type EntitySchema, type MigrationInterface } from 'typeorm';
import type { Config } from '../config.js';
import { sqliteEntity } from './dialect.js';

/**
 * `mariadb` only changes how TypeORM reads a schema back (MariaDB reports defaults its own way): the schema
 * check and the migration generator ask for it; the app and its migrations run as `mysql` on both servers.
 */
export function createDataSource(
  config: Config,
  entities: EntitySchema<any>[],
  migrations: (new () => MigrationInterface)[],
  opts: { mariadb?: boolean } = {},
): DataSource {
  if (config.databaseUrl && config.databaseUrl.startsWith('mysql')) {
    return new DataSource({
      type: opts.mariadb ? 'mariadb' : 'mysql',
      url: config.databaseUrl,
      entities,
      migrations,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      extra: { connectionLimit: 20 },
      migrationsTransactionMode: 'each',
    });
  }
  const file = config.databaseUrl === ':memory:' ? ':memory:' : config.sqliteFile;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  return new DataSource({
    type: 'better-sqlite3',
    database: file,
    entities: entities.map(sqliteEntity),
    migrations,
    prepareDatabase: (db: {
      pragma(s: string): unknown;
      function(name: string, opts: { deterministic: boolean }, fn: (v: unknown) => unknown): unknown;
    }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
      // SQLite's own LOWER folds ASCII only; MySQL's folds every script, so case-insensitive search (Cyrillic names) matches on both.
      db.function('lower', { deterministic: true }, (v) => (typeof v === 'string' ? v.toLowerCase() : v));
    },
  });
}

export const isMysql = (ds: DataSource) => ds.options.type === 'mysql';
