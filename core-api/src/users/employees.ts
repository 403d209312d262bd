import { Brackets } from 'typeorm';
import type { EntitySchema } from 'typeorm';
import type { EmployeeCardRow, MeUser, TenantDb, EmployeesService } from '@atrium/sdk/server';
import { User, type UserRow } from './entity.js';
import { containsPattern } from './filter.js';
import { meUserOf } from './me-user.js';

const CHUNK = 500;
/** What `employees.search` matches; full names in both orders, as people type them. */
const SEARCH_EXPRESSIONS = [
  'u.firstName',
  'u.lastName',
  "CONCAT(u.firstName, ' ', u.lastName)",
  "CONCAT(u.lastName, ' ', u.firstName)",
  'u.login',
  'u.email',
];

/** The columns a card reads: a feed page asks for twenty people and needs none of their other fields. */
const CARD_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'middleName',
  'position',
  'departmentId',
  'avatar',
  'workingSince',
  'deletion_mark',
].map((c) => `u.${c}`);
/** A user row as the employee card the SDK defines. */
export const toCard = (u: UserRow): EmployeeCardRow => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  middleName: u.middleName,
  fullName: `${u.firstName} ${u.lastName}`.trim(),
  position: u.position,
  departmentId: u.departmentId,
  avatar: u.avatar,
  workingSince: u.workingSince,
  deleted: u.deletion_mark,
});

/** The `employees` service of a plugin context: public cards and grant subjects, always inside the tenant. */
export function createEmployeesService(db: TenantDb): EmployeesService {
  const repo = db.repo(User as unknown as EntitySchema<UserRow>);
  return {
    async cards(ids) {
      const unique = [...new Set(ids)];
      const out: EmployeeCardRow[] = [];
      for (let i = 0; i < unique.length; i += CHUNK) {
        const ids = unique.slice(i, i + CHUNK);
        const { entities: rows } = await repo.select(
          'employees.cards',
          () => repo.qb('u').select(CARD_COLUMNS).andWhere('u.id IN (:...ids)', { ids }),
          { ids },
        );
        for (const u of rows) out.push(toCard(u));
      }
      return out;
    },
    async asMe(id): Promise<MeUser | null> {
      const u = await repo.findOne({ id });
      if (!u) return null;
      return meUserOf(u, u.clientId ?? db.clientId);
    },
    async search(text, { limit }) {
      // Both sides lower-cased: SQLite's LIKE folds ASCII only; its LOWER is made Unicode-aware in the data source.
      const q = containsPattern(text.trim().toLowerCase());
      const rows = await repo
        .qb('u')
        .select(CARD_COLUMNS)
        .andWhere('u.deletion_mark = :del', { del: false })
        .andWhere(
          new Brackets((b) => {
            for (const e of SEARCH_EXPRESSIONS) b.orWhere(`LOWER(${e}) LIKE :q ESCAPE '!'`, { q });
          }),
        )
        .orderBy('u.lastName', 'ASC')
        .addOrderBy('u.firstName', 'ASC')
        .addOrderBy('u.id', 'ASC')
        .limit(limit)
        .getMany();
      return rows.map(toCard);
    },
  };
}
