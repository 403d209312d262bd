import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The clients' SCIM tokens (scim/entities.ts). */
export class ScimTokens1732200106400 implements MigrationInterface {
  name = 'ScimTokens1732200106400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'scim_token',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'clientId', type: 'varchar', length: '36' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'createdBy', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'ux_scim_token_hash', columnNames: ['tokenHash'], isUnique: true },
          { name: 'ux_scim_token_client', columnNames: ['clientId'], isUnique: true },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('scim_token');
  }
}
