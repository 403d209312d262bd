import { clientTable, TableIndex, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/**
 * The coins of each day (entities/coin-day.ts), summed from the ledger entries written so far in one
 * `INSERT … SELECT … GROUP BY` (the day cut as `periodSql` cuts `createdAt`); the ledger's index of deltas by
 * time, which only the analytics' coin movements read, goes.
 */
export class ShopCoinDays1732400000500 implements MigrationInterface {
  name = 'ShopCoinDays1732400000500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'shop_coin_day',
        [
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'accrued', type: 'int' },
          { name: 'spent', type: 'int' },
        ],
        [{ columns: ['day'], unique: true, name: 'ux_shop_coin_day' }],
      ),
    );
    const id = q.connection.options.type === 'better-sqlite3' ? 'lower(hex(randomblob(16)))' : 'UUID()';
    await q.query(
      `INSERT INTO \`shop_coin_day\` (\`id\`, \`clientId\`, \`createdAt\`, \`updatedAt\`, \`day\`, \`accrued\`, \`spent\`)
       SELECT ${id}, \`clientId\`, MIN(\`createdAt\`), MAX(\`createdAt\`), SUBSTR(\`createdAt\`, 1, 10),
         SUM(CASE WHEN \`delta\` > 0 THEN \`delta\` ELSE 0 END), SUM(CASE WHEN \`delta\` < 0 THEN -\`delta\` ELSE 0 END)
       FROM \`shop_ledger\` GROUP BY \`clientId\`, SUBSTR(\`createdAt\`, 1, 10)`,
    );
    await q.dropIndex('shop_ledger', 'ix_shop_ledger_created_delta');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'shop_ledger',
      new TableIndex({ name: 'ix_shop_ledger_created_delta', columnNames: ['clientId', 'createdAt', 'delta'] }),
    );
    await q.dropTable('shop_coin_day');
  }
}
