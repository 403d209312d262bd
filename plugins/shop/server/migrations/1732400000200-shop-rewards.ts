import { randomUUID } from 'node:crypto';
import { clientTable, TableColumn, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** The causes that had a column of their own in `shop`, by the key their plugins now register. */
const COLUMNS: Record<string, string> = {
  thanks: 'thanksReward',
  poll: 'pollReward',
  profile: 'profileReward',
  birthday: 'birthdayReward',
  anniversary: 'anniversaryReward',
};

const varchar = (name: string, length: string) => new TableColumn({ name, type: 'varchar', length });

/**
 * Changes the length of `shop_accrual`'s cause columns, keeping their rows. SQLite's `changeColumns` copies
 * the table; TypeORM's MySQL one drops and re-adds a column whose length changes (its values lost), so
 * MySQL changes them in place.
 */
async function accrualCauses(q: QueryRunner, cause: string, causeKey: string): Promise<void> {
  if (q.connection.options.type !== 'mysql')
    return q.changeColumns('shop_accrual', [
      { oldColumn: (await q.getTable('shop_accrual'))!.findColumnByName('cause')!, newColumn: varchar('cause', cause) },
      { oldColumn: (await q.getTable('shop_accrual'))!.findColumnByName('causeKey')!, newColumn: varchar('causeKey', causeKey) },
    ]);
  const e = (n: string) => q.connection.driver.escape(n);
  await q.query(
    `ALTER TABLE ${e('shop_accrual')} MODIFY ${e('cause')} varchar(${cause}) NOT NULL, MODIFY ${e('causeKey')} varchar(${causeKey}) NOT NULL`,
  );
}

/**
 * Reward causes are open (README, Reward causes): the five amounts of `shop` become rows of `shop_reward`, one
 * per client and cause, carrying every stored amount over (0 included, so a client keeps "off" where it had
 * it), and an accrual's cause takes a registered key of up to 30 characters (its `causeKey`, the cause and
 * the payer's key, up to 160). Rows are copied by
 * INSERT … SELECT with identifiers quoted by the driver (SQLite and MySQL alike, dates as stored); their ids
 * are random UUIDs, as a migration has no UUIDv7 source and nothing orders these rows by id.
 */
export class ShopRewards1732400000200 implements MigrationInterface {
  name = 'ShopRewards1732400000200';

  async up(q: QueryRunner): Promise<void> {
    const e = (n: string) => q.connection.driver.escape(n);
    await q.createTable(
      clientTable('shop_reward', [varchar('cause', '30'), { name: 'amount', type: 'int' }], [{ columns: ['cause'], unique: true }]),
    );
    const shops: { id: string }[] = await q.query(`SELECT ${e('id')} FROM ${e('shop')}`);
    const into = `INSERT INTO ${e('shop_reward')} (${['id', 'clientId', 'createdAt', 'updatedAt', 'cause', 'amount'].map(e).join(', ')})`;
    for (const shop of shops)
      for (const [key, column] of Object.entries(COLUMNS))
        await q.query(
          `${into} SELECT ?, ${['clientId', 'createdAt', 'updatedAt'].map(e).join(', ')}, ?, ${e(column)} FROM ${e('shop')} WHERE ${e('id')} = ?`,
          [randomUUID(), key, shop.id],
        );
    await q.dropColumns('shop', Object.values(COLUMNS));
    await accrualCauses(q, '30', '160');
  }

  async down(q: QueryRunner): Promise<void> {
    const e = (n: string) => q.connection.driver.escape(n);
    await accrualCauses(q, '12', '120');
    await q.addColumns(
      'shop',
      Object.values(COLUMNS).map((name) => new TableColumn({ name, type: 'int', default: 0 })),
    );
    for (const [key, column] of Object.entries(COLUMNS))
      await q.query(
        `UPDATE ${e('shop')} SET ${e(column)} = COALESCE((SELECT ${e('amount')} FROM ${e('shop_reward')} r WHERE r.${e('clientId')} = ${e('shop')}.${e('clientId')} AND r.${e('cause')} = ?), 0)`,
        [key],
      );
    await q.dropTable('shop_reward');
  }
}
