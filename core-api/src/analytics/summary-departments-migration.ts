import type { MigrationInterface, QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';
import { fillVisitSums } from './summary-fill.js';
import { VisitSummary1732200107200 } from './summary-migration.js';

const visitDay = () =>
  clientTable(
    'visit_day',
    [
      { name: 'day', type: 'varchar', length: '10' },
      { name: 'module', type: 'varchar', length: '60' },
      { name: 'departmentId', type: 'varchar', length: '36' },
      { name: 'visits', type: 'int' },
      { name: 'seconds', type: 'int' },
      { name: 'visitors', type: 'int' },
    ],
    [{ columns: ['departmentId', 'day', 'module'], name: 'ux_visit_day', unique: true }],
  );

const visitorMonth = () =>
  clientTable(
    'visitor_month',
    [
      { name: 'month', type: 'varchar', length: '7' },
      { name: 'module', type: 'varchar', length: '60' },
      { name: 'userId', type: 'varchar', length: '36' },
      { name: 'departmentId', type: 'varchar', length: '36' },
      { name: 'days', type: 'int' },
    ],
    [
      { columns: ['module', 'month', 'userId', 'departmentId'], name: 'ux_visitor_month', unique: true },
      { columns: ['module', 'month', 'days', 'userId'], name: 'ix_visitor_month_days' },
      { columns: ['module', 'departmentId', 'month', 'days', 'userId'], name: 'ix_visitor_month_department' },
    ],
  );

/**
 * The visit summary (summary-entities.ts) with departments and each day's distinct visitors, made anew and
 * summed from the visits stored so far; the department filter reads it instead of the visits by person,
 * whose index goes. Only sums are dropped: `module_visit` keeps every visit.
 */
export class VisitSummaryDepartments1732200107540 implements MigrationInterface {
  name = 'VisitSummaryDepartments1732200107540';

  async up(q: QueryRunner): Promise<void> {
    await q.dropIndex('module_visit', 'ix_module_visit_user');
    await q.dropTable('visitor_month');
    await q.dropTable('visit_day');
    await q.createTable(visitDay());
    await q.createTable(visitorMonth());
    await fillVisitSums(q);
  }

  // The earlier summary and index come back, the summary empty (its fill went with it).
  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('visitor_month');
    await q.dropTable('visit_day');
    await new VisitSummary1732200107200().up(q);
  }
}
