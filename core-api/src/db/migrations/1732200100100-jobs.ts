import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

const dt = (name: string) => ({ name, type: 'datetime', precision: 3, isNullable: true });
const vc = (name: string, length: number, isNullable = true) => ({ name, type: 'varchar', length: String(length), isNullable });

export class Jobs1732200100100 implements MigrationInterface {
  name = 'Jobs1732200100100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'job',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          vc('name', 200, false),
          vc('clientId', 36),
          { name: 'priority', type: 'int', default: 0 },
          dt('nextRunAt'),
          vc('type', 10, false),
          dt('lockedAt'),
          dt('lastRunAt'),
          dt('lastFinishedAt'),
          dt('failedAt'),
          { name: 'failCount', type: 'int', isNullable: true },
          { name: 'failReason', type: 'text', isNullable: true },
          vc('repeatInterval', 200),
          vc('repeatTimezone', 64),
          vc('repeatAt', 64),
          { name: 'data', type: 'text' },
          { name: 'disabled', type: 'boolean', default: false },
          { name: 'progress', type: 'double', isNullable: true },
          vc('lastModifiedBy', 100),
          vc('uniqueKey', 64),
          { name: 'extra', type: 'text' },
        ],
        indices: [
          { name: 'ix_job_name_next', columnNames: ['name', 'nextRunAt'] },
          { name: 'ix_job_client_name', columnNames: ['clientId', 'name'] },
          { name: 'ux_job_unique_key', columnNames: ['uniqueKey'], isUnique: true },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('job');
  }
}
