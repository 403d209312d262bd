import { TableColumn, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/**
 * Each grant row carried the whole grant as JSON, so a grant of 1,000 people wrote 1,000 copies of a
 * 39 kB list, and a long list of positions outgrew MariaDB's TEXT. The rows hold every value already:
 * the grant is read back from them (`grantOf`).
 */
export class GrantRowsOnly1732200106100 implements MigrationInterface {
  name = 'GrantRowsOnly1732200106100';

  async up(q: QueryRunner): Promise<void> {
    await q.dropColumn('grant_rule', 'spec');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.addColumn('grant_rule', new TableColumn({ name: 'spec', type: 'text', isNullable: true }));
  }
}
