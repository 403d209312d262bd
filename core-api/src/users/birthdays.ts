import { z } from 'zod';
import { employeeCard, idOf, type RouteBuilder, type ScopedQueryBuilder } from '@atrium/sdk/server';
import { User, type UserRow } from './entity.js';
import { toCard } from './employees.js';

const mmdd = (d: Date) => d.toISOString().slice(5, 10);

/**
 * Keeps the users whose birthday falls in the next `days` days; answers today's mm-dd. Birth dates are
 * stored as yyyy-mm-dd, so the month-day window is a string range on SUBSTR (same on SQLite and MySQL),
 * split in two when it runs over New Year.
 */
export function birthdayWindow(qb: ScopedQueryBuilder<UserRow>, days: number): string {
  const now = new Date();
  const from = mmdd(now);
  const to = mmdd(new Date(now.getTime() + (days - 1) * 86400_000));
  const md = 'SUBSTR(u.birthDate, 6, 5)';
  qb.andWhere('u.birthDate IS NOT NULL');
  // A whole year takes every birthday.
  if (days >= 366) return from;
  if (from <= to) qb.andWhere(`${md} >= :from AND ${md} <= :to`, { from, to });
  else qb.andWhere(`(${md} >= :from OR ${md} <= :to)`, { from, to });
  return from;
}

/** Birthdays from today's mm-dd on, then those after New Year; by last name within a day. */
export function soonestFirst(rows: UserRow[], from: string): UserRow[] {
  const rank = (u: UserRow) => {
    const d = u.birthDate!.slice(5);
    return d >= from ? `0${d}` : `1${d}`;
  };
  return rows.sort((a, b) => rank(a).localeCompare(rank(b)) || a.lastName.localeCompare(b.lastName));
}

/** Upcoming birthdays of the client's active employees, soonest first. */
export function birthdayRoutes(r: RouteBuilder) {
  r.get(
    '/clients/:id/birthdays',
    {
      params: z.object({ id: idOf('Client') }),
      query: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
      summary: 'Birthdays of the next days (default 30), soonest first',
    },
    async (ctx) => {
      const qb = ctx.db.repo(User).qb('u').andWhere('u.deletion_mark = :del', { del: false });
      const from = birthdayWindow(qb, ctx.query.days);
      const rows = soonestFirst((await qb.getMany()) as UserRow[], from);
      return rows.map((u) => {
        return {
          ...employeeCard(toCard(u)),
          birthDate: u.birthDate,
          day: u.birthDate!.slice(5),
        };
      });
    },
  );
}
