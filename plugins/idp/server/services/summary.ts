import type { ServiceContext, UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { Idp, IdpTask } from '../entities/index.js';
import { readsAll } from './access.js';
import { cardsOf } from './views.js';

/** The overdue tasks a summary lists; it counts them all. */
export const OVERDUE_SHOWN = 20;
const n = (v: number | string | null | undefined) => Number(v ?? 0);

/**
 * Plans by status, tasks open, finished and overdue, and the oldest overdue tasks of active plans, counted in SQL:
 * of the given employees, or of the whole client (`null`).
 */
export async function summaryOf(ctx: ServiceContext, employees: string[] | null) {
  const today = new Date().toISOString().slice(0, 10);
  const scope = <Q extends { andWhere(sql: string, p?: object): Q }>(q: Q) =>
    employees ? q.andWhere(employees.length ? 'p.employeeId IN (:...employees)' : '1 = 0', { employees }) : q;
  const plans = await scope(ctx.db.repo(Idp).qb('p'))
    .select('p.status', 'status')
    .addSelect('COUNT(*)', 'n')
    .groupBy('p.status')
    .getRawMany<{ status: string; n: number | string }>();
  const tasks = () => scope(ctx.db.repo(IdpTask).qb('t').innerJoinScoped(Idp, 'p', 'p.id = t.idpId'));
  const counts = await tasks()
    .select('SUM(CASE WHEN t.finished = :no THEN 1 ELSE 0 END)', 'open')
    .addSelect('SUM(CASE WHEN t.finished = :no THEN 0 ELSE 1 END)', 'finished')
    .addSelect('SUM(CASE WHEN t.finished = :no AND t.deadline < :today THEN 1 ELSE 0 END)', 'overdue')
    .setParameters({ no: 0, today })
    .getRawOne<Record<'open' | 'finished' | 'overdue', number | string | null>>();
  const overdue = await tasks()
    .select([
      't.id AS id',
      't.title AS title',
      't.deadline AS deadline',
      'p.id AS idpId',
      'p.title AS idpTitle',
      'p.employeeId AS employeeId',
    ])
    .andWhere('t.finished = :no AND t.deadline < :today', { no: 0, today })
    .orderBy('t.deadline', 'ASC')
    .addOrderBy('t.id', 'ASC')
    .limit(OVERDUE_SHOWN)
    .getRawMany<{ id: string; title: string; deadline: string; idpId: string; idpTitle: string; employeeId: string }>();
  const card = await cardsOf(
    ctx,
    overdue.map((o) => o.employeeId),
  );
  const byStatus = new Map(plans.map((p) => [p.status, n(p.n)]));
  return {
    plans: { active: byStatus.get('active') ?? 0, finished: byStatus.get('finished') ?? 0 },
    tasks: { open: n(counts?.open), finished: n(counts?.finished), overdue: n(counts?.overdue) },
    overdue: overdue.map(({ employeeId, ...o }) => ({ ...o, employee: card(employeeId) })),
  };
}

/** Analytics: module readers see the whole client, anyone else their reporting line (deep). */
export async function analytics(ctx: UserContext) {
  return summaryOf(ctx, readsAll(ctx.me) ? null : await ctx.org.subordinatesOf(ctx.me.user.id, { deep: true }));
}

/** The dashboard widget of chief `chiefId`: that chief, a chief above them, `idp_admin` and admins; else 403. */
export async function teamSummary(ctx: UserContext, chiefId: string) {
  const me = ctx.me.user.id;
  if (!readsAll(ctx.me) && me !== chiefId && !(await ctx.org.isChiefOf(me, chiefId, { deep: true }))) throw RULES.noAccess.forbidden();
  return summaryOf(ctx, await ctx.org.subordinatesOf(chiefId, { deep: true }));
}
