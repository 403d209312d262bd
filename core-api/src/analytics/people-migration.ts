import type { MigrationInterface, QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';
import { fillPeopleSets } from './people-fill.js';

/**
 * The visit summary's people sets (summary-entities.ts): visitor numbers, the daily sets on `visit_day`'s
 * rows of all departments, the monthly ones in `visit_month`; filled from `visitor_month` for the visits
 * summed before.
 */
export class VisitorSets1732200107610 implements MigrationInterface {
  name = 'VisitorSets1732200107610';

  async up(q: QueryRunner): Promise<void> {
    const blob = q.connection.options.type === 'mysql' ? 'mediumblob' : 'blob';
    // In SQL: the query runner's addColumn rebuilds the table from its cached shape, which is the first
    // migration's `visit_day` when the migrations run together, not the one VisitSummaryDepartments made.
    await q.query(`ALTER TABLE \`visit_day\` ADD COLUMN \`people\` ${blob} NULL`);
    await q.createTable(
      clientTable(
        'visit_month',
        [
          { name: 'month', type: 'varchar', length: '7' },
          { name: 'module', type: 'varchar', length: '60' },
          { name: 'people', type: blob },
        ],
        [{ columns: ['month', 'module'], name: 'ux_visit_month', unique: true }],
      ),
    );
    await q.createTable(
      clientTable(
        'visitor_number',
        [
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'number', type: 'int' },
        ],
        [
          { columns: ['userId'], name: 'ux_visitor_number_user', unique: true },
          { columns: ['number'], name: 'ux_visitor_number', unique: true },
        ],
      ),
    );
    await fillPeopleSets(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('visitor_number');
    await q.dropTable('visit_month');
    await q.query('ALTER TABLE `visit_day` DROP COLUMN `people`');
  }
}
