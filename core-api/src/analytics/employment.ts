import type { ClientDb, ScopedQueryBuilder } from '@atrium/sdk/server';
import { User, type UserRow } from '../users/entity.js';

/*
 * An employee's working days, as SQL over the `user` row (alias `u`): from the start (working since, or the
 * day the account was made when it is not given) to the dismissal day, which is the last working day. Days
 * are `YYYY-MM-DD` text, compared as text on both engines.
 */
export const START_SQL = "COALESCE(NULLIF(u.workingSince, ''), SUBSTR(u.createdAt, 1, 10))";
export const DISMISSED_SQL = 'SUBSTR(u.dismissedAt, 1, 10)';

/** The client's employees, a dismissal recorded before the start (a typing slip) left out. */
export const employees = (db: ClientDb): ScopedQueryBuilder<UserRow> =>
  db.repo(User).qb('u').andWhere(`(u.dismissedAt IS NULL OR ${DISMISSED_SQL} >= ${START_SQL})`);

/** Those employed on `day` (a dismissal that day still counts). */
export const activeOn = (db: ClientDb, day: string) =>
  employees(db).andWhere(`${START_SQL} <= :day AND (u.dismissedAt IS NULL OR ${DISMISSED_SQL} >= :day)`, { day });
