import type { JobContext } from '@atrium/sdk/server';
import { ServiceReminder, ServiceRequest } from './entities/index.js';

export const REMIND_JOB = 'remind';
/** Overdue requests read per query: a daily job works through any number of them in pages. */
const PAGE = 200;

/**
 * Daily: reminds the performers of each overdue step. The `(request, step, day)` row is written with `insertOnce`
 * first and only its writer sends, so two nodes (or a rerun the same day) send one reminder.
 */
export async function remind(ctx: JobContext): Promise<void> {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  for (let skip = 0; ; skip += PAGE) {
    const overdue = await ctx.db
      .repo(ServiceRequest)
      .qb('r')
      .andWhere('r.result IS NULL AND r.dueAt IS NOT NULL AND r.dueAt < :now', { now })
      .orderBy('r.dueAt', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .skip(skip)
      .take(PAGE)
      .getMany();
    for (const row of overdue) {
      const step = row.steps[row.current];
      if (!step || !(await ctx.db.repo(ServiceReminder).insertOnce({ requestId: row.id, stepId: step.id, day }))) continue;
      await ctx.notify(step.performerIds, {
        name: 'request.overdue',
        section: 'services',
        vars: { name: row.name, step: step.name },
        link: `/service/${row.serviceId}?request=${row.id}`,
      });
    }
    if (overdue.length < PAGE) return;
  }
}
