import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

const id = (name: string) => ({ name, type: 'varchar', length: '36' });
const LINKS = ['group_request', 'group_invitation', 'group_grant'];

/** Groups, members, requests, invitations, grants and projects (schema API only: SQLite and MySQL alike). */
export class Groups1732400000000 implements MigrationInterface {
  name = 'Groups1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'group',
        [
          { name: 'name', type: 'varchar', length: '50' },
          { name: 'description', type: 'varchar', length: '250' },
          { name: 'type', type: 'varchar', length: '8' },
          id('ownerId'),
          { ...id('coverId'), isNullable: true },
          { name: 'searchText', type: 'varchar', length: '301' },
        ],
        [{ columns: ['type', 'name'] }, { columns: ['ownerId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'group_member',
        [id('groupId'), id('userId'), { name: 'admin', type: 'boolean', default: false }],
        [{ columns: ['groupId', 'userId'], unique: true }, { columns: ['userId', 'groupId'] }],
      ),
    );
    for (const table of LINKS)
      await q.createTable(
        clientTable(table, [id('groupId'), id('userId')], [{ columns: ['groupId', 'userId'], unique: true }, { columns: ['userId'] }]),
      );
    await q.createTable(
      clientTable(
        'group_project',
        [{ name: 'name', type: 'varchar', length: '50' }, { name: 'description', type: 'varchar', length: '250' }, id('creatorId')],
        [{ columns: ['creatorId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'group_project_participant',
        [id('projectId'), id('userId')],
        [{ columns: ['projectId', 'userId'], unique: true }, { columns: ['userId'] }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['group_project_participant', 'group_project', ...LINKS, 'group_member', 'group']) await q.dropTable(t);
  }
}
