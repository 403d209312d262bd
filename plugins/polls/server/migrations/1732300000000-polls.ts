import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** Polls, their questions, participation markers and answers (schema API only: SQLite and MySQL alike). */
export class Polls1732300000000 implements MigrationInterface {
  name = 'Polls1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'poll',
        [
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'description', type: 'text' },
          { name: 'type', type: 'varchar', length: '12' },
          { name: 'forAll', type: 'boolean', default: false },
          { name: 'authorId', type: 'varchar', length: '36' },
          { name: 'finished', type: 'boolean', default: false },
          { name: 'finishedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        [{ columns: ['authorId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'poll_question',
        [
          { name: 'pollId', type: 'varchar', length: '36' },
          { name: 'position', type: 'int' },
          { name: 'text', type: 'varchar', length: '1000' },
          { name: 'mandatory', type: 'boolean', default: false },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'scale', type: 'int', isNullable: true },
          { name: 'answers', type: 'text' },
        ],
        [{ columns: ['pollId', 'position'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'poll_participant',
        [
          { name: 'pollId', type: 'varchar', length: '36' },
          { name: 'userId', type: 'varchar', length: '36' },
        ],
        [{ columns: ['pollId', 'userId'], unique: true }, { columns: ['userId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'poll_result',
        [
          { name: 'pollId', type: 'varchar', length: '36' },
          { name: 'questionId', type: 'varchar', length: '36' },
          { name: 'sheetId', type: 'varchar', length: '36' },
          { name: 'respondentId', type: 'varchar', length: '36', isNullable: true },
          { name: 'value', type: 'text' },
        ],
        [{ columns: ['pollId', 'sheetId'] }, { columns: ['pollId', 'respondentId'] }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['poll_result', 'poll_participant', 'poll_question', 'poll']) await q.dropTable(t);
  }
}
