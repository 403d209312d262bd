import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

const id = (name: string, nullable = false) => ({ name, type: 'varchar', length: '36', isNullable: nullable });

/** Desks, their members and lanes, tasks with their people and comments (schema API only: SQLite and MySQL alike). */
export class TaskTracker1795465986581 implements MigrationInterface {
  name = 'TaskTracker1795465986581';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'task_tracker_desk',
        [
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'description', type: 'text' },
          { name: 'status', type: 'varchar', length: '8' },
          id('ownerId'),
          { name: 'background', type: 'varchar', length: '7', isNullable: true },
          { name: 'finished', type: 'boolean', default: false },
        ],
        [{ columns: ['ownerId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'task_tracker_member',
        [id('deskId'), id('userId'), { name: 'role', type: 'varchar', length: '8' }],
        [{ columns: ['deskId', 'userId'], unique: true }, { columns: ['userId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'task_tracker_lane',
        [id('deskId'), { name: 'name', type: 'varchar', length: '100' }, { name: 'position', type: 'int' }],
        [{ columns: ['deskId', 'position'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'task_tracker_task',
        [
          id('deskId'),
          id('laneId'),
          { name: 'sortKey', type: 'varchar', length: '255' },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'description', type: 'text' },
          { name: 'status', type: 'varchar', length: '8' },
          { name: 'finishedWithDesk', type: 'boolean', default: false },
          { name: 'priority', type: 'varchar', length: '8' },
          id('performerId', true),
          id('ownerId'),
          { name: 'planStart', type: 'varchar', length: '10', isNullable: true },
          { name: 'planEnd', type: 'varchar', length: '10', isNullable: true },
          { name: 'planDays', type: 'int', isNullable: true },
          { name: 'hoursPlan', type: 'float', isNullable: true },
          { name: 'hoursFact', type: 'float', isNullable: true },
          { name: 'checklist', type: 'text' },
          { name: 'color', type: 'varchar', length: '7', isNullable: true },
          { name: 'border', type: 'varchar', length: '7', isNullable: true },
          { name: 'attachments', type: 'text' },
        ],
        [{ columns: ['deskId', 'laneId', 'sortKey'] }, { columns: ['performerId', 'planEnd'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'task_tracker_task_person',
        [id('taskId'), id('userId'), { name: 'role', type: 'varchar', length: '8' }],
        [{ columns: ['taskId', 'userId', 'role'], unique: true }, { columns: ['userId'] }],
      ),
    );
    await q.createTable(
      clientTable('task_tracker_comment', [id('taskId'), id('authorId'), { name: 'text', type: 'text' }], [{ columns: ['taskId'] }]),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'task_tracker_comment',
      'task_tracker_task_person',
      'task_tracker_task',
      'task_tracker_lane',
      'task_tracker_member',
      'task_tracker_desk',
    ])
      await q.dropTable(t);
  }
}
