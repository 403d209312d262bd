import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

/**
 * The first visit summary and an index of visits by person. Its tables were made again with departments and
 * daily visitors by VisitSummaryDepartments1732200107540, which fills them from the visits stored so far.
 */
export class VisitSummary1732200107200 implements MigrationInterface {
  name = 'VisitSummary1732200107200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'visit_day',
        [
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'module', type: 'varchar', length: '60' },
          { name: 'visits', type: 'int' },
          { name: 'seconds', type: 'int' },
        ],
        [{ columns: ['day', 'module'], name: 'ux_visit_day', unique: true }],
      ),
    );
    await q.createTable(
      clientTable(
        'visitor_month',
        [
          { name: 'month', type: 'varchar', length: '7' },
          { name: 'module', type: 'varchar', length: '60' },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'days', type: 'int' },
        ],
        [
          { columns: ['module', 'month', 'userId'], name: 'ux_visitor_month', unique: true },
          { columns: ['module', 'month', 'days', 'userId'], name: 'ix_visitor_month_days' },
        ],
      ),
    );
    await q.createIndex('module_visit', new TableIndex({ name: 'ix_module_visit_user', columnNames: ['clientId', 'userId', 'time'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('module_visit', 'ix_module_visit_user');
    await q.dropTable('visitor_month');
    await q.dropTable('visit_day');
  }
}
