import type { MigrationInterface, QueryRunner } from 'typeorm';

const ADMINISTRATIVE = ['structures'];
const without = (json: string) => JSON.stringify((JSON.parse(json) as string[]).filter((r) => !ADMINISTRATIVE.includes(r)));

/**
 * New clients used to give every employee every right, `structures` included, so any employee could make
 * themselves a department head (and read what is granted to all heads). The initial rights of every
 * client lose the administrative rights, and so do employees who are not admins: whoever should keep
 * editing the structure gets the right again from an admin, explicitly.
 */
export class AdministrativeRights1732200100900 implements MigrationInterface {
  name = 'AdministrativeRights1732200100900';

  async up(q: QueryRunner): Promise<void> {
    const esc = (name: string) => q.connection.driver.escape(name);
    const clients: { id: string; initialRights: string }[] = await q.query(`SELECT id, ${esc('initialRights')} FROM ${esc('client')}`);
    for (const c of clients)
      await q.query(`UPDATE ${esc('client')} SET ${esc('initialRights')} = ? WHERE id = ?`, [without(c.initialRights), c.id]);
    const users: { id: string; roles: string; rights: string }[] = await q.query(
      `SELECT id, roles, rights FROM ${esc('user')} WHERE rights LIKE ?`,
      ['%structures%'],
    );
    for (const u of users) {
      const roles = JSON.parse(u.roles) as string[];
      if (roles.includes('admin') || roles.includes('superadmin')) continue;
      await q.query(`UPDATE ${esc('user')} SET rights = ? WHERE id = ?`, [without(u.rights), u.id]);
    }
  }

  async down(): Promise<void> {
    // Who had the right by default and who was given it cannot be told apart afterwards: nothing to restore.
  }
}
