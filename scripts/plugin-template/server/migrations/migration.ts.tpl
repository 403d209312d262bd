import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/**
 * The first tables, made with the schema API only (never raw SQL), so the migration runs on SQLite and MySQL
 * alike. Later changes: edit the entity, then `npm run migration -- __CODE__ <name>` writes the migration.
 */
export class __PASCAL____TS__ implements MigrationInterface {
  name = '__PASCAL____TS__';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable('__TABLE___item', [
        { name: 'name', type: 'varchar', length: '200' },
        { name: 'description', type: 'text' },
        { name: 'authorId', type: 'varchar', length: '36' },
      ]),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('__TABLE___item');
  }
}
