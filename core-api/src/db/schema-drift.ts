import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { SqlInMemory } from 'typeorm/driver/SqlInMemory.js';
import type { PluginDefinition } from '@atrium/sdk/server';
import { configFromEnv } from '../config.js';
import { createDataSource } from './datasource.js';
import { coreEntities, coreMigrations } from './schema.js';
import type { ScratchDatabase } from './scratch.js';

/**
 * What TypeORM's schema builder would change, after the core's and the plugins' migrations ran on a scratch
 * database, to make it match their entities: nothing, while every entity declares what its migrations create.
 */
export async function schemaDrift(db: ScratchDatabase, plugins: Pick<PluginDefinition, 'entities' | 'migrations'>[]): Promise<SqlInMemory> {
  const entities = [...coreEntities, ...plugins.flatMap((p) => p.entities ?? [])];
  const migrations = [...coreMigrations, ...plugins.flatMap((p) => p.migrations ?? [])];
  // SQLite in a file of its own, as the migrations and the reading need two connections to one database.
  const dir = db.url === ':memory:' ? fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-schema-')) : null;
  const config = configFromEnv({ DATABASE_URL: dir ? '' : db.url, DATA_DIR: dir ?? os.tmpdir() });
  try {
    // Migrated as the app migrates (as `mysql` on MariaDB too: some migrations branch on it) …
    const migrated = createDataSource(config, entities, migrations);
    await migrated.initialize();
    await migrated.runMigrations({ transaction: 'each' });
    await migrated.destroy();
    // … then read back as what the server is.
    const reader = createDataSource(config, entities, [], { mariadb: db.mariadb });
    await reader.initialize();
    readAsDeclared(reader, db.mariadb);
    try {
      return await reader.driver.createSchemaBuilder().log();
    } finally {
      await reader.destroy();
    }
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Two spellings of one schema that TypeORM tells apart when it reads a table back: MariaDB shows a boolean as
 * tinyint(1), a width its reading does not expect; SQLite keeps a column's type and default as the
 * migrations wrote them through the QueryRunner API, `int` and `false`, where TypeORM spells an entity's
 * `integer` and `0` (the same affinity and value to SQLite). The reader spells entities as migrations do.
 */
function readAsDeclared(reader: DataSource, mariadb: boolean): void {
  if (mariadb) for (const c of reader.entityMetadatas.flatMap((m) => m.columns)) if (c.type === 'boolean') c.width ??= 1;
  if (reader.options.type !== 'better-sqlite3') return;
  const driver = reader.driver;
  const type = driver.normalizeType.bind(driver);
  const byDefault = driver.normalizeDefault.bind(driver);
  driver.normalizeType = (c) => (c.type === 'int' ? 'int' : type(c));
  driver.normalizeDefault = (c) => (typeof c.default === 'boolean' ? String(c.default) : byDefault(c));
}
