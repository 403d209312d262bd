import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Logins and e-mails are unique within a client, not across the installation: a new company may
 * have its own `admin`, and a taken login no longer tells one company about another's people.
 * Login (or e-mail) leads the index, so sign-in without a workspace still finds its accounts by index.
 * Superadmins have no client (NULL is never equal in a unique index): ensureSuperadmin keeps theirs apart.
 */
export class LoginsPerClient1732200101200 implements MigrationInterface {
  name = 'LoginsPerClient1732200101200';

  async up(q: QueryRunner): Promise<void> {
    await q.dropIndex('user', 'ux_user_email');
    await q.dropIndex('user', 'ux_user_login');
    await q.createIndex('user', new TableIndex({ name: 'ux_user_email_client', columnNames: ['email', 'clientId'], isUnique: true }));
    await q.createIndex('user', new TableIndex({ name: 'ux_user_login_client', columnNames: ['login', 'clientId'], isUnique: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('user', 'ux_user_login_client');
    await q.dropIndex('user', 'ux_user_email_client');
    await q.createIndex('user', new TableIndex({ name: 'ux_user_email', columnNames: ['email'], isUnique: true }));
    await q.createIndex('user', new TableIndex({ name: 'ux_user_login', columnNames: ['login'], isUnique: true }));
  }
}
