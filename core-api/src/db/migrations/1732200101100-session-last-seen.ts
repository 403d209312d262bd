import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Sessions end after an idle period (ASVS 3.3.2), so each remembers when it was last used. */
export class SessionLastSeen1732200101100 implements MigrationInterface {
  name = 'SessionLastSeen1732200101100';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('session', new TableColumn({ name: 'lastSeenAt', type: 'datetime', precision: 3, isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('session', 'lastSeenAt');
  }
}
