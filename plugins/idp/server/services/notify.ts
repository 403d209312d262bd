import type { JobContext, UserContext } from '@atrium/sdk/server';
import { REMIND_DAYS, SECTION } from '../../shared/constants.js';
import { Idp, IdpReminder, IdpTask, type IdpRow } from '../entities/index.js';

export const REMIND_JOB = 'remind';
const DAY_MS = 86_400_000;
/** Due tasks read per query: the daily job works through any number of them in pages. */
const PAGE = 200;
const link = (plan: { id: string }) => `/idp/${plan.id}`;

/** The employee, the observer and the employee's chief hear of a change, never the one who made it. */
export async function tellChange(ctx: UserContext, plan: IdpRow) {
  const chief = await ctx.org.chiefOf(plan.employeeId);
  const to = [...new Set([plan.employeeId, plan.observerId, chief])].filter((id): id is string => !!id && id !== ctx.me.user.id);
  if (!to.length) return;
  await ctx.notify(to, { name: 'idp.changed', section: SECTION, vars: { title: plan.title }, link: link(plan) });
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Daily: the employee of each active plan hears of every open task due within three days (overdue ones too).
 * The `(task, day)` row is written with `insertOnce` first and only its writer tells, so two nodes or a rerun the
 * same day tell once.
 */
export async function remind(ctx: JobContext): Promise<void> {
  const now = new Date();
  const day = dayOf(now);
  const until = dayOf(new Date(now.getTime() + REMIND_DAYS * DAY_MS));
  for (let skip = 0; ; skip += PAGE) {
    const due = await ctx.db
      .repo(IdpTask)
      .qb('t')
      .innerJoinScoped(Idp, 'p', 'p.id = t.idpId')
      .select([
        't.id AS id',
        't.title AS task',
        't.deadline AS deadline',
        'p.id AS idpId',
        'p.title AS title',
        'p.employeeId AS employeeId',
      ])
      .andWhere('t.finished = :no AND t.deadline <= :until AND p.status = :active', { no: 0, until, active: 'active' })
      .orderBy('t.deadline', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .offset(skip)
      .limit(PAGE)
      .getRawMany<{ id: string; task: string; deadline: string; idpId: string; title: string; employeeId: string }>();
    for (const t of due) {
      if (!(await ctx.db.repo(IdpReminder).insertOnce({ taskId: t.id, day }))) continue;
      await ctx.notify([t.employeeId], {
        name: 'task.due',
        section: SECTION,
        vars: { title: t.title, task: t.task, date: t.deadline },
        link: link({ id: t.idpId }),
      });
    }
    if (due.length < PAGE) return;
  }
}
