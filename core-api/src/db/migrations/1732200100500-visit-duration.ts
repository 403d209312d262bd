import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Module visits also keep the seconds spent in the module, as the shell reports them on leaving. */
export class VisitDuration1732200100500 implements MigrationInterface {
  name = 'VisitDuration1732200100500';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('module_visit', new TableColumn({ name: 'seconds', type: 'int', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('module_visit', 'seconds');
  }
}
