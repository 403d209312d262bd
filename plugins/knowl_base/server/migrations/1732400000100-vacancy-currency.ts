import { TableColumn, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** A vacancy's salary names its currency (one of the spec's codes); older vacancies have none. */
export class KnowlBaseVacancyCurrency1732400000100 implements MigrationInterface {
  name = 'KnowlBaseVacancyCurrency1732400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('knowl_base_article', new TableColumn({ name: 'salaryCurrency', type: 'varchar', length: '3', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('knowl_base_article', 'salaryCurrency');
  }
}
