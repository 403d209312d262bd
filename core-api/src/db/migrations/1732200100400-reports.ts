import type { MigrationInterface, QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

const dt = (name: string) => ({ name, type: 'datetime', precision: 3 });

export class Reports1732200100400 implements MigrationInterface {
  name = 'Reports1732200100400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'session_report',
        [
          { name: 'userId', type: 'varchar', length: '36' },
          dt('sessionStart'),
          dt('currentTime'),
          { name: 'durationMs', type: 'int' },
          { name: 'mobile', type: 'boolean', default: false },
        ],
        [{ columns: ['sessionStart'], name: 'ix_session_report_start' }],
      ),
    );
    await q.createTable(
      clientTable(
        'module_visit',
        [
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'module', type: 'varchar', length: '60' },
          dt('time'),
          { name: 'mobile', type: 'boolean', default: false },
        ],
        [{ columns: ['time', 'module'], name: 'ix_module_visit_time' }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('module_visit');
    await q.dropTable('session_report');
  }
}
