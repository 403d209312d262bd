import { TableColumn, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** The shop's name, short coin name and description per interface language (null: the defaults only). */
export class ShopTexts1732400000300 implements MigrationInterface {
  name = 'ShopTexts1732400000300';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('shop', new TableColumn({ name: 'texts', type: 'text', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('shop', 'texts');
  }
}
