import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropPlannerStats, setPlannerStats } from '../db/planner-stats.js';

/**
 * SQLite: the department filter's distinct visitors of a period (`visitor_month` of a module, two departments,
 * a year) were read from `ix_visitor_month_days`, every person-month of the module each looked up for its
 * department (270–690 ms on the bench's year), instead of from `ix_visitor_month_department` alone (12 ms):
 * without statistics the planner does not know a department narrows the months. The figures are the bench
 * year's `ANALYZE` in round numbers (a client, ten modules, forty departments, twelve months).
 */
const STATS: [index: string, stat: string][] = [
  ['ix_visitor_month_department', '1000000 100000 10000 250 20 2 1'],
  ['ix_visitor_month_days', '1000000 100000 10000 800 2 1'],
  ['ux_visitor_month', '1000000 100000 10000 800 1 1'],
  ['ix_visitor_month_client', '1000000 100000 1000'],
];

export class VisitorMonthPlan1732200107620 implements MigrationInterface {
  name = 'VisitorMonthPlan1732200107620';

  async up(q: QueryRunner): Promise<void> {
    await setPlannerStats(q, 'visitor_month', STATS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropPlannerStats(q, 'visitor_month');
  }
}
