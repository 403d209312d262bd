import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

const id = (name: string) => ({ name, type: 'varchar', length: '36', isNullable: false });

/**
 * The tracker's own comments move into the wall's comment store as comments with parent type `task`
 * (README, Decisions). One INSERT … SELECT per direction with identifiers quoted by the driver, so it runs
 * on SQLite and MySQL alike and copies dates as they are stored. Without the wall installed there is no
 * store to move them to: the table is then left as it is (README).
 */
export class TaskTrackerComments1795465986582 implements MigrationInterface {
  name = 'TaskTrackerComments1795465986582';

  async up(q: QueryRunner): Promise<void> {
    if (!(await q.hasTable('task_tracker_comment')) || !(await q.hasTable('wall_comment'))) return;
    const e = (n: string) => q.connection.driver.escape(n);
    await q.query(
      `INSERT INTO ${e('wall_comment')} (${['id', 'clientId', 'createdAt', 'updatedAt', 'postId', 'parentType', 'parentId', 'authorId', 'text', 'status', 'attachments'].map(e).join(', ')}) ` +
        `SELECT ${['id', 'clientId', 'createdAt', 'updatedAt'].map(e).join(', ')}, '', 'task', ${e('taskId')}, ${e('authorId')}, ${e('text')}, 'active', '[]' FROM ${e('task_tracker_comment')}`,
    );
    await q.dropTable('task_tracker_comment');
  }

  async down(q: QueryRunner): Promise<void> {
    if (await q.hasTable('task_tracker_comment')) return;
    await q.createTable(
      clientTable('task_tracker_comment', [id('taskId'), id('authorId'), { name: 'text', type: 'text' }], [{ columns: ['taskId'] }]),
    );
    if (!(await q.hasTable('wall_comment'))) return;
    const e = (n: string) => q.connection.driver.escape(n);
    await q.query(
      `INSERT INTO ${e('task_tracker_comment')} (${['id', 'clientId', 'createdAt', 'updatedAt', 'taskId', 'authorId', 'text'].map(e).join(', ')}) ` +
        `SELECT ${['id', 'clientId', 'createdAt', 'updatedAt', 'parentId', 'authorId', 'text'].map(e).join(', ')} FROM ${e('wall_comment')} WHERE ${e('parentType')} = 'task'`,
    );
    await q.query(`DELETE FROM ${e('wall_comment')} WHERE ${e('parentType')} = 'task'`);
  }
}
