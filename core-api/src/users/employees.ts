import { Brackets } from 'typeorm';
import type { EntitySchema } from 'typeorm';
import {
  defineQuery,
  errors,
  type EmployeeCardRow,
  type MeUser,
  type Params,
  type ClientDb,
  type EmployeesService,
} from '@atrium/sdk/server';
import { writeJournal } from '../journal/area.js';
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
  'lang',
  'deletion_mark',
].map((c) => `u.${c}`);
const users = User as unknown as EntitySchema<UserRow>;
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
  lang: u.lang,
  deleted: u.deletion_mark,
});

/** Cards by id (the hottest look-up: every feed page names its authors). */
const cardsById = defineQuery('employees.cards', users, 'u', (q, p: Params<{ ids: string[] }>) =>
  q.select(CARD_COLUMNS).andWhere(`u.id IN (${p.ids})`),
);

/** Active employees whose name, login or e-mail contains the (lower-cased, LIKE-escaped) text. */
const searchCards = defineQuery(
  'employees.search',
  users,
  'u',
  (q, p: Params<{ active: boolean; q: string; limit: number; offset: number }>) =>
    q
      .select(CARD_COLUMNS)
      .andWhere(`u.deletion_mark = ${p.active}`)
      .andWhere(new Brackets((b) => SEARCH_EXPRESSIONS.forEach((e) => b.orWhere(`LOWER(${e}) LIKE ${p.q} ESCAPE '!'`))))
      .orderBy('u.lastName', 'ASC')
      .addOrderBy('u.firstName', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .paged(p.limit, p.offset),
);

/** Locks an active employee's row until the transaction ends; answers the vacation balance. */
async function lockedBalance(tx: ClientDb, userId: string): Promise<number> {
  const row = await tx.repo(users).findOne({ id: userId, deletion_mark: false } as never, { lock: 'write' });
  if (!row) throw errors.notFound('User not found', 'users.notFound');
  return Number(row.vacationDays);
}

/**
 * The `employees` service of a plugin context: public cards and grant subjects, always inside the client. `actorId`
 * is whom the journal names for a change made through it (null: nobody, an anonymous route or a job).
 */
export function createEmployeesService(db: ClientDb, actorId: string | null = null): EmployeesService {
  const repo = db.repo(users);
  return {
    async cards(ids) {
      const unique = [...new Set(ids)];
      const out: EmployeeCardRow[] = [];
      for (let i = 0; i < unique.length; i += CHUNK) {
        for (const u of (await db.run(cardsById, { ids: unique.slice(i, i + CHUNK) })).entities) out.push(toCard(u));
      }
      return out;
    },
    async asMe(id): Promise<MeUser | null> {
      const u = await repo.findOne({ id });
      if (!u) return null;
      return meUserOf(u, u.clientId ?? db.clientId);
    },
    maySignIn: (id) => repo.exists({ id, deletion_mark: false, blocked: false }),
    async search(text, { limit }) {
      // Both sides lower-cased: SQLite's LIKE folds ASCII only; its LOWER is made Unicode-aware in the data source.
      const q = containsPattern(text.trim().toLowerCase());
      const { entities } = await db.run(searchCards, { active: false, q, limit, offset: 0 });
      return entities.map(toCard);
    },
    async celebrating(monthDay) {
      const rows = await repo
        .qb('u')
        .select(['u.id', 'u.birthDate', 'u.workingSince'])
        .andWhere('u.deletion_mark = :deleted', { deleted: false })
        .andWhere(new Brackets((b) => b.where('SUBSTR(u.birthDate, 6, 5) = :md').orWhere('SUBSTR(u.workingSince, 6, 5) = :md')), {
          md: monthDay,
        })
        .getMany();
      return rows.map((u) => ({ id: u.id, birthDate: u.birthDate, workingSince: u.workingSince }));
    },
    async withRole(role) {
      // Roles are stored as JSON text: the quoted code, its LIKE wildcards escaped, matches that role only.
      const pattern = `%${JSON.stringify(role).replace(/[!%_]/g, (c) => `!${c}`)}%`;
      const rows = await repo
        .qb('u')
        .select('u.id', 'id')
        .andWhere('u.deletion_mark = :active', { active: false })
        .andWhere(`u.roles LIKE :role ESCAPE '!'`, { role: pattern })
        .getRawMany<{ id: string }>();
      return rows.map((r) => r.id);
    },
    async vacationDays(ids) {
      const unique = [...new Set(ids)];
      const out = new Map<string, number>();
      for (let i = 0; i < unique.length; i += CHUNK) {
        const rows = await repo
          .qb('u')
          .select(['u.id', 'u.vacationDays'])
          .andWhere('u.id IN (:...ids)', { ids: unique.slice(i, i + CHUNK) })
          .getMany();
        for (const u of rows) out.set(u.id, Number(u.vacationDays));
      }
      return out;
    },
    lockEmployee: (tx, userId) => lockedBalance(tx, userId),
    async moveVacationDays(tx, userId, delta) {
      const from = await lockedBalance(tx, userId);
      // Whole and half days only ever move; the rounding keeps a sum of them from drifting (0.1 + 0.2).
      const to = Math.round((from + delta) * 100) / 100;
      if (to === from) return from;
      if (to < 0) throw errors.conflict('not enough vacation days', 'employees.notEnoughVacationDays');
      await tx.repo(users).update({ id: userId } as never, { vacationDays: to } as never);
      await writeJournal(tx, actorId)('users', 'user.update', { userId, fields: ['vacationDays'], from, to });
      return to;
    },
  };
}
