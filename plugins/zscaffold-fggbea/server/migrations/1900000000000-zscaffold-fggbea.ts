import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** The schema API only (never raw SQL), so the migration runs on SQLite and MySQL alike. */
export class ZscaffoldFggbea1900000000000 implements MigrationInterface {
  name = 'ZscaffoldFggbea1900000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable('zscaffold_fggbea_item', [
        { name: 'name', type: 'varchar', length: '200' },
        { name: 'description', type: 'text' },
        { name: 'authorId', type: 'varchar', length: '36' },
      ]),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('zscaffold_fggbea_item');
  }
}
