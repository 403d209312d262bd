import { employeeCard, errors, type ServerAnswer } from '@atrium/sdk/shared';
import type { UserContext } from '@atrium/sdk/server';
import { MAX_PEOPLE, TEAM_NEXT } from '../../shared/constants.js';
import { addDays, today } from '../../shared/days.js';
import type { VacationsQuery } from '../../shared/schemas.js';
import type { MyVacations, TeamVacation, VacationsChart } from '../../shared/types.js';
import { Vacation } from '../entities/index.js';
import { editsAll, mayEditFor, privateReader } from './access.js';
import { teamViews, vacationView } from './views.js';

/** The most vacations a person's own list and the chief's waiting list answer, newest or soonest first. */
const LIST_MAX = 200;
const byName = (a: { lastName: string; firstName: string }, b: { lastName: string; firstName: string }) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** Whom the chart shows: a department with those below it, a search, else the caller's department (or the caller). */
async function peopleOf(ctx: UserContext, q: VacationsQuery) {
  if (q.search) return ctx.employees.search(q.search, { limit: MAX_PEOPLE });
  const dept = q.dept ?? ctx.me.user.departmentId;
  const ids = dept ? await ctx.org.departmentUsers(dept, { deep: true }) : [ctx.me.user.id];
  return (await ctx.employees.cards(ids)).filter((c) => !c.deleted).sort(byName);
}

/** The window's days off, walked day by day (at most 400; the calendar reads each year once). */
async function daysOffOf(ctx: UserContext, from: string, to: string) {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (!(await ctx.workdays.isWorkday(day))) out.push(day);
  return out;
}

/** `GET api/user/vacations`: a page of people (by name) with their vacations in the window, in one query. */
export async function chart(ctx: UserContext, q: VacationsQuery): Promise<ServerAnswer<VacationsChart>> {
  const everyone = await peopleOf(ctx, q);
  const page = everyone.slice((q.page - 1) * q.limit, q.page * q.limit);
  const ids = page.map((c) => c.id);
  const [rows, balances, open, daysOff] = await Promise.all([
    ids.length
      ? ctx.db
          .repo(Vacation)
          .qb('v')
          .andWhere('v.userId IN (:...ids) AND v.start <= :to AND v.end >= :from', { ids, from: q.from, to: q.to })
          .orderBy('v.start', 'ASC')
          .getMany()
      : [],
    ctx.employees.vacationDays(ids),
    privateReader(ctx),
    daysOffOf(ctx, q.from, q.to),
  ]);
  const byPerson = new Map<string, typeof rows>();
  for (const v of rows) byPerson.set(v.userId, [...(byPerson.get(v.userId) ?? []), v]);
  return {
    from: q.from,
    to: q.to,
    daysOff,
    total: everyone.length,
    page: q.page,
    limit: q.limit,
    people: page.map((c) => ({
      user: employeeCard(c),
      balance: open(c.id) ? (balances.get(c.id) ?? 0) : null,
      vacations: (byPerson.get(c.id) ?? []).map((v) => vacationView(v, open(c.id))),
      canEdit: mayEditFor(ctx, c.id),
    })),
  };
}

/** The caller's own vacations, newest first, and remainder. */
export async function mine(ctx: UserContext): Promise<ServerAnswer<MyVacations>> {
  const me = ctx.me.user.id;
  const [balances, rows] = await Promise.all([
    ctx.employees.vacationDays([me]),
    ctx.db.repo(Vacation).find({ where: { userId: me }, order: { start: 'DESC' }, take: LIST_MAX }),
  ]);
  return { balance: balances.get(me) ?? 0, vacations: rows.map((v) => vacationView(v)) };
}

/** Planned vacations of the caller's direct reports, soonest first: what waits for their decision. */
export async function pending(ctx: UserContext): Promise<ServerAnswer<TeamVacation>[]> {
  const team = await ctx.org.subordinatesOf(ctx.me.user.id);
  if (!team.length) return [];
  const rows = await ctx.db
    .repo(Vacation)
    .qb('v')
    .andWhere('v.userId IN (:...team) AND v.status = :planned', { team, planned: 'planned' })
    .orderBy('v.start', 'ASC')
    .take(LIST_MAX)
    .getMany();
  return teamViews(ctx, rows);
}

/** The `chief.dashboard` widget: the next absences (not returned, not over) of the chief's reporting line. */
export async function team(ctx: UserContext, chiefId: string): Promise<ServerAnswer<TeamVacation>[]> {
  const me = ctx.me.user.id;
  if (chiefId !== me && !editsAll(ctx) && !(await ctx.org.isChiefOf(me, chiefId, { deep: true }))) throw errors.forbidden();
  const ids = await ctx.org.subordinatesOf(chiefId, { deep: true });
  if (!ids.length) return [];
  const rows = await ctx.db
    .repo(Vacation)
    .qb('v')
    .andWhere('v.userId IN (:...ids) AND v.status <> :returned AND v.end >= :today', { ids, returned: 'returned', today: today() })
    .orderBy('v.start', 'ASC')
    .take(TEAM_NEXT)
    .getMany();
  return teamViews(ctx, rows);
}
