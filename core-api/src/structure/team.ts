import { In } from 'typeorm';
import {
  blankCard,
  employeeCard,
  TEAM_CARDS_MAX,
  WORKING_PERIODS,
  type ChiefsTeamView,
  type RequestContext,
  type ServerAnswer,
  type WorkingPeriod,
} from '@atrium/sdk/server';
import { User, type UserRow } from '../users/entity.js';
import { toCard } from '../users/employees.js';
import { birthdayWindow, soonestFirst } from '../users/birthdays.js';
import { Journal } from '../journal/entity.js';

const CHANGES_LIMIT = 25;
const BIRTHDAY_DAYS = 30;

/** The day `years` years before today, yyyy-mm-dd: a start of work after it is within the period. */
const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/** How many of the team started work within each period, counted in SQL (dates compare as text). */
async function workingPeriods(ctx: RequestContext, ids: string[]) {
  const bounds = [1, 3, 5, 10].map(yearsAgo);
  const bucket = `CASE WHEN u.workingSince IS NULL THEN 'unknown' ${bounds
    .map((_, i) => `WHEN u.workingSince > :b${i} THEN '${WORKING_PERIODS[i]}'`)
    .join(' ')} ELSE '10+' END`;
  const rows: { period: WorkingPeriod | 'unknown'; count: string | number }[] = await ctx.db
    .repo(User)
    .qb('u')
    .select(bucket, 'period')
    .addSelect('COUNT(*)', 'count')
    .andWhere('u.id IN (:...ids)', { ids })
    .setParameters(Object.fromEntries(bounds.map((b, i) => [`b${i}`, b])))
    .groupBy('period')
    .getRawMany();
  const counts = new Map(rows.map((r) => [r.period, Number(r.count)]));
  return [...WORKING_PERIODS, 'unknown' as const].map((period) => ({ period, count: counts.get(period) ?? 0 }));
}

/**
 * The core's widgets of the chief's dashboard for the whole team below `chiefId` (every level), in one
 * answer: cards, birthdays, working periods, HR fields (grade, salary) and the journal's employee data
 * changes. The caller has checked that the chief or an administrator asks.
 */
export async function chiefsTeam(ctx: RequestContext, chiefId: string, page: number): Promise<ServerAnswer<ChiefsTeamView>> {
  const ids = await ctx.org.subordinatesOf(chiefId, { deep: true });
  const changesPage = { page, limit: CHANGES_LIMIT };
  if (!ids.length)
    return {
      total: 0,
      cards: [],
      birthdays: [],
      workingPeriod: [...WORKING_PERIODS, 'unknown' as const].map((period) => ({ period, count: 0 })),
      salaries: [],
      changes: { result: [], total: 0, ...changesPage },
    };
  const users = ctx.db.repo(User);
  const birthdays = users.qb('u').andWhere('u.id IN (:...ids)', { ids });
  const from = birthdayWindow(birthdays, BIRTHDAY_DAYS);
  const [rows, born, workingPeriod, changes] = await Promise.all([
    users.find({ where: { id: In(ids) } as never, order: { lastName: 'ASC', firstName: 'ASC' }, take: TEAM_CARDS_MAX }) as Promise<
      UserRow[]
    >,
    birthdays.orderBy('u.lastName').take(TEAM_CARDS_MAX).getMany() as Promise<UserRow[]>,
    workingPeriods(ctx, ids),
    ctx.db.repo(Journal).page({
      where: { section: 'users', targetId: In(ids) } as never,
      order: { createdAt: 'DESC', id: 'DESC' },
      ...changesPage,
    }),
  ]);
  const people = new Map(
    (await ctx.employees.cards(changes.result.flatMap((c) => [c.targetId!, ...(c.actorId ? [c.actorId] : [])]))).map((c) => [
      c.id,
      employeeCard(c),
    ]),
  );
  const card = (id: string) => people.get(id) ?? blankCard(id);
  return {
    total: ids.length,
    cards: rows.map((u) => employeeCard(toCard(u))),
    birthdays: soonestFirst(born, from).map((u) => ({ user: employeeCard(toCard(u)), day: u.birthDate!.slice(5) })),
    workingPeriod,
    salaries: rows.map((u) => ({ user: employeeCard(toCard(u)), grade: u.grade, salary: u.salary, salaryCurrency: u.salaryCurrency })),
    changes: {
      ...changes,
      result: changes.result.map((c) => ({
        id: c.id,
        action: c.action,
        user: card(c.targetId!),
        actor: c.actorId ? card(c.actorId) : null,
        fields: Array.isArray(c.data.fields) ? (c.data.fields as string[]) : [],
        createdAt: c.createdAt,
      })),
    },
  };
}
