import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** Tags of every module and the rows carrying them. */
export class Tags1732200101950 implements MigrationInterface {
  name = 'Tags1732200101950';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'tag',
        [
          { name: 'module', type: 'varchar', length: '40' },
          { name: 'name', type: 'varchar', length: '50' },
        ],
        [{ columns: ['module', 'name'], unique: true }],
      ),
    );
    await q.createTable(
      clientTable(
        'tag_link',
        [
          { name: 'tagId', type: 'varchar', length: '36' },
          { name: 'module', type: 'varchar', length: '40' },
          { name: 'model', type: 'varchar', length: '40' },
          { name: 'itemId', type: 'varchar', length: '64' },
        ],
        [{ columns: ['module', 'model', 'itemId', 'tagId'], unique: true }, { columns: ['tagId'] }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('tag_link');
    await q.dropTable('tag');
  }
}
