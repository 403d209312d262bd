import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** The days an admin changed in the client's work calendar. */
export class Workdays1732200106500 implements MigrationInterface {
  name = 'Workdays1732200106500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'workday_override',
        [
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'workday', type: 'boolean' },
        ],
        [{ columns: ['day'], unique: true }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('workday_override');
  }
}
