import { TableIndex, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** The ledger's deltas by time, so the analytics' coin movements of a year are summed from the index alone. */
export class ShopLedgerDelta1732400000400 implements MigrationInterface {
  name = 'ShopLedgerDelta1732400000400';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'shop_ledger',
      new TableIndex({ name: 'ix_shop_ledger_created_delta', columnNames: ['clientId', 'createdAt', 'delta'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('shop_ledger', 'ix_shop_ledger_created_delta');
  }
}
