/**
 * `npm run migration -- <plugin|core> <name>`: the migration that brings the current migrations up to the
 * entities. It migrates a scratch SQLite and a scratch MySQL/MariaDB database (on the server of
 * TEST_MYSQL_URL, else of a mysql:// DATABASE_URL), asks TypeORM's schema builder what differs on each, and
 * writes both engines' SQL into the plugin's (or the core's) migrations folder. Read it before committing:
 * the builder copies a SQLite table to change a column and may drop and add a renamed one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { installedPlugins, migrationFile, schemaDrift, scratchDatabase } from '@atrium/core-api';

const [target, name] = process.argv.slice(2);
if (!target || !name) throw new Error('usage: npm run migration -- <plugin|core> <name>');
const mysqlUrl = process.env.TEST_MYSQL_URL || (process.env.DATABASE_URL?.startsWith('mysql') ? process.env.DATABASE_URL : '');
if (!mysqlUrl)
  throw new Error('a migration holds MySQL SQL too: set TEST_MYSQL_URL to a MySQL/MariaDB server (a scratch database is made there)');

const root = path.resolve(import.meta.dirname, '..');
const { plugins, pluginDirs } = await installedPlugins((line) => console.warn(line));
const folder =
  target === 'core'
    ? path.join(root, 'core-api/src/db/migrations')
    : pluginDirs[target] && path.join(pluginDirs[target], 'server/migrations');
if (!folder) throw new Error(`no installed plugin "${target}"`);

const driftOn = async (base: string | undefined) => {
  const db = await scratchDatabase(base, 'atrium_migration_');
  try {
    return await schemaDrift(db, plugins);
  } finally {
    await db.drop();
  }
};
const file = migrationFile(name, { sqlite: await driftOn(undefined), mysql: await driftOn(mysqlUrl) });
if (!file) {
  console.log('the migrations already create what the entities declare: nothing to write');
} else {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, file.fileName), file.text);
  const where = path.relative(root, path.join(folder, file.fileName));
  console.log(`wrote ${where}: add its class to the ${target === 'core' ? "core's" : "plugin's"} migrations list`);
}
