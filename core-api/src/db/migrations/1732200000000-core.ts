import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

const id = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const times = [
  { name: 'createdAt', type: 'datetime', precision: 3 },
  { name: 'updatedAt', type: 'datetime', precision: 3 },
];
const vc = (name: string, length: number, isNullable = true) => ({ name, type: 'varchar', length: String(length), isNullable });
const json = (name: string) => ({ name, type: 'text' });
const bool = (name: string) => ({ name, type: 'boolean', default: false });

export class Core1732200000000 implements MigrationInterface {
  name = 'Core1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'client',
        columns: [
          id,
          vc('workspace', 64, false),
          vc('name', 200, false),
          vc('vendor', 64),
          { name: 'lang', type: 'varchar', length: '8', default: "'ru'" },
          { name: 'start_page', type: 'varchar', length: '100', default: "'company'" },
          { name: 'status', type: 'varchar', length: '16', default: "'active'" },
          json('features'),
          json('settings'),
          json('design'),
          vc('city', 100),
          vc('phone', 50),
          vc('address', 300),
          vc('director', 200),
          vc('messengerChannel', 300),
          { name: 'storageTotalGb', type: 'double', default: 10 },
          { name: 'notes', type: 'text', isNullable: true },
          json('initialRights'),
          ...times,
        ],
        indices: [{ name: 'ux_client_workspace', columnNames: ['workspace'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'user',
        columns: [
          id,
          vc('clientId', 36),
          vc('login', 64),
          vc('email', 200, false),
          vc('passwordHash', 200, false),
          vc('firstName', 20, false),
          vc('lastName', 20, false),
          vc('middleName', 20),
          json('roles'),
          json('rights'),
          { name: 'lang', type: 'varchar', length: '8', default: "'ru'" },
          vc('birthDate', 10),
          vc('position', 200),
          vc('cabinet', 100),
          vc('phone', 20),
          vc('internalPhone', 20),
          vc('organisation', 200),
          vc('city', 100),
          { name: 'gender', type: 'varchar', length: '16', default: "'not_selected'" },
          { name: 'about', type: 'text', isNullable: true },
          vc('status', 200),
          json('social'),
          vc('avatar', 1024),
          vc('avatarLarge', 1024),
          vc('cover', 1024),
          vc('taxId', 10),
          vc('workingSince', 10),
          { name: 'vacationDays', type: 'double', default: 0 },
          vc('departmentId', 36),
          vc('chiefId', 36),
          vc('chiefCode', 64),
          vc('grade', 50),
          { name: 'salary', type: 'double', isNullable: true },
          vc('salaryCurrency', 8),
          { name: 'workSchedule', type: 'varchar', length: '20', default: "'not_selected'" },
          { name: 'employmentType', type: 'varchar', length: '20', default: "'not_selected'" },
          { name: 'hrInfo', type: 'text', isNullable: true },
          json('followers'),
          { name: 'pinnedNum', type: 'int', isNullable: true },
          bool('superuser'),
          bool('blocked'),
          bool('deletion_mark'),
          ...times,
        ],
        indices: [
          // E-mail and login are unique across the installation: sign-in takes either without a workspace.
          { name: 'ux_user_email', columnNames: ['email'], isUnique: true },
          { name: 'ux_user_login', columnNames: ['login'], isUnique: true },
          { name: 'ix_user_client_name', columnNames: ['clientId', 'lastName', 'firstName'] },
          { name: 'ix_user_client_dept', columnNames: ['clientId', 'departmentId'] },
          { name: 'ix_user_client_chief', columnNames: ['clientId', 'chiefId'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'session',
        columns: [
          id,
          vc('tokenHash', 64, false),
          vc('userId', 36, false),
          vc('clientId', 36),
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          times[0]!,
        ],
        indices: [
          { name: 'ux_session_token', columnNames: ['tokenHash'], isUnique: true },
          { name: 'ix_session_user', columnNames: ['userId'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'password_reset',
        columns: [
          id,
          vc('tokenHash', 64, false),
          vc('userId', 36, false),
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
          times[0]!,
        ],
        indices: [{ name: 'ux_password_reset_token', columnNames: ['tokenHash'], isUnique: true }],
      }),
    );
    await q.createTable(
      clientTable(
        'department',
        [
          vc('type', 20, false),
          vc('name', 200, false),
          { name: 'description', type: 'text', isNullable: true },
          vc('parentId', 36),
          vc('managerId', 36),
          bool('deleted'),
        ],
        [{ columns: ['type', 'parentId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'grant_rule',
        [
          vc('resourceType', 40, false),
          vc('resourceId', 36, false),
          vc('level', 8, false),
          { name: 'grantIndex', type: 'int' },
          vc('audience', 20, false),
          vc('userId', 36),
          vc('headId', 36),
          vc('departmentId', 36),
          vc('city', 100),
          vc('position', 200),
          vc('bucket', 8),
          bool('allHeads'),
          json('spec'),
        ],
        [{ columns: ['resourceType', 'resourceId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'journal',
        [vc('section', 40, false), vc('action', 60, false), vc('actorId', 36), vc('targetId', 36), json('data')],
        [{ columns: ['section', 'createdAt'] }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['journal', 'grant_rule', 'department', 'password_reset', 'session', 'user', 'client']) await q.dropTable(t);
  }
}
