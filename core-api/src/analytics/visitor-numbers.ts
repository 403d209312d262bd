import type { EntityManager } from 'typeorm';
import { createClientDb } from '../db/client-db.js';
import { isMysql, marks } from './sql.js';
import { VisitorNumber } from './summary-entities.js';

/**
 * The visitor numbers (people-set.ts) of `people`, numbering those who have none yet from the client's
 * largest number + 1 up. Called in `recordVisits`'s transaction after the people's `user` rows were locked,
 * so none of them is numbered by another request meanwhile. Two requests numbering different people would
 * both read the same largest number: on MariaDB the client's row is locked first, only when someone is new
 * (a visit of people already numbered locks nothing more), and the unique index on the number is the
 * backstop; SQLite runs the transactions one at a time.
 */
export async function visitorNumbers(m: EntityManager, clientId: string, people: string[]): Promise<Map<string, number>> {
  const rows: { userId: string; number: number }[] = await m.query(
    `SELECT \`userId\`, \`number\` FROM \`visitor_number\` WHERE \`clientId\` = ? AND \`userId\` IN (${marks(people.length)})`,
    [clientId, ...people],
  );
  const numbers = new Map(rows.map((r) => [r.userId, Number(r.number)]));
  const fresh = people.filter((p) => !numbers.has(p));
  if (!fresh.length) return numbers;
  if (isMysql(m)) await m.query('SELECT `id` FROM `client` WHERE `id` = ? FOR UPDATE', [clientId]);
  const [{ top }] = (await m.query('SELECT MAX(`number`) AS `top` FROM `visitor_number` WHERE `clientId` = ?', [clientId])) as [
    { top: number | null },
  ];
  const first = top === null ? 0 : Number(top) + 1;
  fresh.forEach((userId, i) => numbers.set(userId, first + i));
  await createClientDb(m, clientId)
    .repo(VisitorNumber)
    .insertMany(fresh.map((userId, i) => ({ userId, number: first + i })));
  return numbers;
}
