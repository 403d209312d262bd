import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

const TABLES = ['shop', 'shop_achievement', 'shop_item', 'shop_accrual', 'shop_purchase', 'shop_balance', 'shop_ledger'];

/** The shop's settings, achievements, items, accruals, purchases and the coin ledger (schema API only: SQLite and MySQL alike). */
export class Shop1732400000000 implements MigrationInterface {
  name = 'Shop1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'shop',
        [
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'coin', type: 'varchar', length: '3' },
          { name: 'coinShort', type: 'varchar', length: '10' },
          { name: 'description', type: 'text' },
          { name: 'pic', type: 'text', isNullable: true },
          { name: 'managers', type: 'text' },
          { name: 'hideUnavailable', type: 'boolean', default: false },
          { name: 'thanksReward', type: 'int', default: 0 },
          { name: 'pollReward', type: 'int', default: 0 },
          { name: 'profileReward', type: 'int', default: 0 },
          { name: 'birthdayReward', type: 'int', default: 0 },
          { name: 'anniversaryReward', type: 'int', default: 0 },
        ],
        // One shop per client: two first reads at once create one row.
        [{ columns: [], unique: true, name: 'ux_shop_client' }],
      ),
    );
    await q.createTable(
      clientTable('shop_achievement', [
        { name: 'name', type: 'varchar', length: '200' },
        { name: 'description', type: 'text' },
        { name: 'pic', type: 'text', isNullable: true },
      ]),
    );
    await q.createTable(
      clientTable(
        'shop_item',
        [
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'description', type: 'text' },
          { name: 'cost', type: 'int' },
          { name: 'startAmount', type: 'int' },
          { name: 'amount', type: 'int' },
          { name: 'rest', type: 'int' },
          { name: 'available', type: 'boolean', default: true },
          { name: 'pics', type: 'text' },
        ],
        [{ columns: ['name'] }, { columns: ['cost'] }, { columns: ['rest'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'shop_accrual',
        [
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'authorId', type: 'varchar', length: '36', isNullable: true },
          { name: 'amount', type: 'int' },
          { name: 'cause', type: 'varchar', length: '12' },
          { name: 'causeKey', type: 'varchar', length: '120' },
          { name: 'achievementId', type: 'varchar', length: '36', isNullable: true },
          { name: 'comment', type: 'text' },
          { name: 'cancelled', type: 'boolean', default: false },
        ],
        [{ columns: ['causeKey'], unique: true }, { columns: ['userId'] }, { columns: ['achievementId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'shop_purchase',
        [
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'itemId', type: 'varchar', length: '36' },
          { name: 'cost', type: 'int' },
        ],
        [{ columns: ['itemId'] }, { columns: ['userId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'shop_balance',
        [
          { name: 'account', type: 'varchar', length: '36' },
          { name: 'amount', type: 'int' },
        ],
        [{ columns: ['account'], unique: true }, { columns: ['amount'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'shop_ledger',
        [
          { name: 'account', type: 'varchar', length: '36' },
          { name: 'delta', type: 'int' },
          { name: 'kind', type: 'varchar', length: '12' },
          { name: 'refId', type: 'varchar', length: '36', isNullable: true },
          { name: 'amountAfter', type: 'int' },
        ],
        [{ columns: ['account', 'createdAt'] }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [...TABLES].reverse()) await q.dropTable(t);
  }
}
