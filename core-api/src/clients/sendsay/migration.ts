import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** A client's Sendsay account for the mailing-service export (`clients/sendsay`). */
export class SendsayAccounts1732200107400 implements MigrationInterface {
  name = 'SendsayAccounts1732200107400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'sendsay_account',
        [
          { name: 'login', type: 'varchar', length: '100' },
          { name: 'listId', type: 'varchar', length: '100' },
          { name: 'baseUrl', type: 'varchar', length: '500' },
          { name: 'apiKeySealed', type: 'text' },
        ],
        [{ columns: [], unique: true, name: 'ux_sendsay_account' }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('sendsay_account');
  }
}
