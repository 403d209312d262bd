import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Logins and e-mails are stored lower-case (the User entity lower-cases them on every write and in
 * every lookup), so they are unique and signed in with regardless of case on SQLite too, whose
 * unique index compares bytes; MySQL's `utf8mb4_unicode_ci` already compared them without case.
 *
 * Logins that differ only by case (possible on SQLite only): the oldest account keeps the login, the
 * others lose theirs and sign in with their e-mail until an admin gives them a new one; nobody is
 * handed another person's account. E-mails have been lower-cased by the API from the start, so two
 * that differ only by case were written around it: the migration stops and names them rather than
 * guess which person an address belongs to.
 */
export class LowerCaseLogins1732200100800 implements MigrationInterface {
  name = 'LowerCaseLogins1732200100800';

  async up(q: QueryRunner): Promise<void> {
    const users: { id: string; login: string | null; email: string }[] = await q.query(
      'SELECT `id`, `login`, `email` FROM `user` ORDER BY `createdAt`, `id`',
    );
    const emails = new Map<string, string[]>();
    for (const u of users) emails.set(u.email.toLowerCase(), [...(emails.get(u.email.toLowerCase()) ?? []), u.email]);
    const clashes = [...emails.values()].filter((same) => same.length > 1);
    if (clashes.length)
      throw new Error(
        `user e-mails differ only by case, make them distinct and start again: ${clashes.map((c) => c.join(' / ')).join('; ')}`,
      );

    const taken = new Set<string>();
    const cleared: string[] = [];
    for (const u of users) {
      if (u.login === null) continue;
      const login = u.login.toLowerCase();
      if (taken.has(login)) cleared.push(u.id);
      taken.add(login);
    }
    // Cleared first: lower-casing a login another account still holds in another case would break the unique index.
    for (const id of cleared) await q.query('UPDATE `user` SET `login` = NULL WHERE `id` = ?', [id]);
    for (const u of users) {
      if (cleared.includes(u.id)) continue;
      const login = u.login?.toLowerCase() ?? null;
      const email = u.email.toLowerCase();
      if (login !== u.login || email !== u.email)
        await q.query('UPDATE `user` SET `login` = ?, `email` = ? WHERE `id` = ?', [login, email, u.id]);
    }
  }

  /** Lower-cased values cannot be told back apart; they stay as they are. */
  async down(): Promise<void> {}
}
