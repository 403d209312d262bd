import type { MigrationInterface, QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

export class Mailings1732200100300 implements MigrationInterface {
  name = 'Mailings1732200100300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'mailing',
        [
          { name: 'workspace', type: 'varchar', length: '64' },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'schedule', type: 'text' },
          { name: 'active', type: 'boolean', default: true },
          { name: 'status', type: 'varchar', length: '10', default: "'stopped'" },
          { name: 'lastRunAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        [{ columns: ['action'], unique: true, name: 'ux_mailing_action' }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('mailing');
  }
}
