import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** Registrations of many employees, run as jobs (`users/register-many.ts`). */
export class UserRegistrations1732200106200 implements MigrationInterface {
  name = 'UserRegistrations1732200106200';

  async up(q: QueryRunner): Promise<void> {
    // The sealed people of one request (its body holds up to 1 MB) outgrow MySQL's TEXT of 64 kB; SQLite's has no limit.
    const long = q.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
    await q.createTable(
      clientTable('user_registration', [
        { name: 'createdBy', type: 'varchar', length: '36' },
        { name: 'state', type: 'varchar', length: '10' },
        { name: 'total', type: 'int' },
        { name: 'done', type: 'int', default: 0 },
        { name: 'people', type: long, isNullable: true },
        { name: 'userIds', type: 'text', isNullable: true },
        { name: 'error', type: 'text', isNullable: true },
      ]),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_registration');
  }
}
