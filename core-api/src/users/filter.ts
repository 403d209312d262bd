import { Brackets, type SelectQueryBuilder } from 'typeorm';
import type { UserFilter } from '@atrium/sdk/shared';
import type { ClientDb } from '@atrium/sdk/server';
import { User, type UserRow } from './entity.js';

const SEARCH_COLUMNS = ['firstName', 'lastName', 'middleName', 'email', 'phone', 'position', 'internalPhone'];

/** A LIKE pattern (with `ESCAPE '!'`) for "contains the text": '!' escapes the wildcards, since a backslash would need doubling on MySQL and not on SQLite. */
export const containsPattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The employee search as one query in the database: client-scoped, filtered, ordered by name. */
export function userQuery(
  db: ClientDb,
  f: Omit<Partial<UserFilter>, 'deleted'> & { deleted?: boolean | 'any' },
): SelectQueryBuilder<UserRow> {
  const qb = db.repo(User).qb('u');
  if (f.deleted !== 'any') qb.andWhere('u.deletion_mark = :del', { del: f.deleted ?? false });
  if (f.blocked !== undefined) qb.andWhere('u.blocked = :bl', { bl: f.blocked });
  if (f.hrExcluded !== undefined) qb.andWhere('u.hrExcluded = :hrx', { hrx: f.hrExcluded });
  if (f.ids) qb.andWhere(f.ids.length ? 'u.id IN (:...ids)' : '1 = 0', { ids: f.ids });
  if (f.departmentId) qb.andWhere('u.departmentId = :dep', { dep: f.departmentId });
  if (f.city) qb.andWhere('u.city = :city', { city: f.city });
  if (f.position) qb.andWhere('u.position = :pos', { pos: f.position });
  if (f.search) {
    // Both sides lower-cased: SQLite's LIKE folds ASCII only (a search for "иван" missed "Иван"); its LOWER
    // is made Unicode-aware in the data source.
    const like = containsPattern(f.search.toLowerCase());
    qb.andWhere(
      new Brackets((b) => {
        for (const col of SEARCH_COLUMNS) b.orWhere(`LOWER(u.${col}) LIKE :q ESCAPE '!'`, { q: like });
      }),
    );
  }
  // Pinned employees come first, in their pin order (docs/architecture.md, Employees: other decisions).
  return qb
    .orderBy('CASE WHEN u.pinnedNum IS NULL THEN 1 ELSE 0 END', 'ASC')
    .addOrderBy('u.pinnedNum', 'ASC')
    .addOrderBy('u.lastName', 'ASC')
    .addOrderBy('u.firstName', 'ASC')
    .addOrderBy('u.id', 'ASC');
}
