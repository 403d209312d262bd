import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** Exports of client archives, run as jobs (`clients/lifecycle/export.ts`). */
export class ClientExports1732200107000 implements MigrationInterface {
  name = 'ClientExports1732200107000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable('client_export', [
        { name: 'name', type: 'varchar', length: '200' },
        { name: 'createdBy', type: 'varchar', length: '36' },
        { name: 'state', type: 'varchar', length: '10' },
        { name: 'progress', type: 'double', default: 0 },
        { name: 'fileName', type: 'varchar', length: '300', isNullable: true },
        { name: 'error', type: 'text', isNullable: true },
      ]),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_export');
  }
}
