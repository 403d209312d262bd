import { expect, it } from 'vitest';
import { scratchDatabase } from '../src/db/scratch.js';
import { schemaDrift } from '../src/db/schema-drift.js';
import { everyInstalledPlugin } from './support/installed.js';

/**
 * The entities are the schema's one source: after the core's and every plugin's migrations, TypeORM's schema
 * builder plans nothing. On SQLite, and on MySQL/MariaDB when TEST_MYSQL_URL is set. A failure lists what the
 * migrations left different; `npm run migration -- <plugin|core> <name>` writes the migration that closes it.
 */
it('the migrations create what the entities declare', async () => {
  const { plugins } = await everyInstalledPlugin();
  const db = await scratchDatabase(process.env.TEST_MYSQL_URL);
  try {
    const planned = (await schemaDrift(db, plugins)).upQueries.map((q) => q.query);
    expect(planned, `the schema builder still plans:\n${planned.join(';\n')}`).toEqual([]);
  } finally {
    await db.drop();
  }
}, 120_000);
