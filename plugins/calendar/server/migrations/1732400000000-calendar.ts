import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** Events, their participants, sent reminders and feed tokens (schema API only: SQLite and MySQL alike). */
export class Calendar1732400000000 implements MigrationInterface {
  name = 'Calendar1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'calendar_event',
        [
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'comment', type: 'text' },
          { name: 'colour', type: 'varchar', length: '7' },
          { name: 'link', type: 'varchar', length: '500' },
          { name: 'organiserId', type: 'varchar', length: '36' },
          { name: 'forAll', type: 'boolean', default: false },
          { name: 'timeZone', type: 'varchar', length: '64' },
          { name: 'startsAt', type: 'datetime', precision: 3 },
          { name: 'endsAt', type: 'datetime', precision: 3 },
          { name: 'period', type: 'varchar', length: '8', isNullable: true },
          { name: 'weekdays', type: 'text' },
          { name: 'until', type: 'varchar', length: '10', isNullable: true },
          { name: 'count', type: 'int', isNullable: true },
          { name: 'changed', type: 'text' },
          { name: 'deleted', type: 'text' },
          { name: 'added', type: 'text' },
          { name: 'spanStart', type: 'datetime', precision: 3 },
          { name: 'spanEnd', type: 'datetime', precision: 3 },
        ],
        [{ columns: ['spanStart', 'spanEnd'] }, { columns: ['organiserId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'calendar_participant',
        [
          { name: 'eventId', type: 'varchar', length: '36' },
          { name: 'userId', type: 'varchar', length: '36' },
        ],
        [{ columns: ['eventId', 'userId'], unique: true }, { columns: ['userId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'calendar_reminder',
        [
          { name: 'eventId', type: 'varchar', length: '36' },
          { name: 'occurrence', type: 'varchar', length: '30' },
          { name: 'userId', type: 'varchar', length: '36' },
        ],
        [{ columns: ['eventId', 'occurrence', 'userId'], unique: true }],
      ),
    );
    await q.createTable(
      clientTable(
        'calendar_feed',
        [
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'token', type: 'varchar', length: '64' },
        ],
        [
          { columns: ['userId'], unique: true },
          { columns: ['token'], unique: true },
        ],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['calendar_feed', 'calendar_reminder', 'calendar_participant', 'calendar_event']) await q.dropTable(t);
  }
}
