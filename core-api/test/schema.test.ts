import { expect, it } from 'vitest';
import { clientTable, defineEntity, type ClientRow, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';
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

/** A scratch plugin whose migration forgot a column its entity declares. */
interface Note extends ClientRow {
  title: string;
  body: string;
}
class ScratchNotes1700000000000 implements MigrationInterface {
  name = 'ScratchNotes1700000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.createTable(clientTable('scratch_note', [{ name: 'title', type: 'varchar', length: '100' }]));
  }
  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('scratch_note');
  }
}
const forgetful = {
  entities: [
    defineEntity<Note>({
      name: 'ScratchNote',
      table: 'scratch_note',
      columns: { title: { type: 'varchar', length: 100 }, body: { type: 'text' } },
    }),
  ],
  migrations: [ScratchNotes1700000000000],
};

it('names a column an entity declares and no migration creates', async () => {
  const db = await scratchDatabase(process.env.TEST_MYSQL_URL);
  try {
    const planned = (await schemaDrift(db, [forgetful])).upQueries.map((q) => q.query);
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.every((q) => q.includes('scratch_note'))).toBe(true);
    expect(planned.some((q) => q.includes('body'))).toBe(true);
  } finally {
    await db.drop();
  }
}, 60_000);
