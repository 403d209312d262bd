import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** An accrual names what it stands on (a thank-you post, a poll), so deleting that takes the reward back. */
export class ShopAccrualSource1732400000100 implements MigrationInterface {
  name = 'ShopAccrualSource1732400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('shop_accrual', new TableColumn({ name: 'source', type: 'varchar', length: '80', isNullable: true }));
    await q.createIndex('shop_accrual', new TableIndex({ name: 'ix_shop_accrual_source', columnNames: ['clientId', 'source'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('shop_accrual', 'ix_shop_accrual_source');
    await q.dropColumn('shop_accrual', 'source');
  }
}
