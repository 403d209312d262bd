import { Not, type ServiceContext } from '@atrium/sdk/server';
import { FORM_STEPS, REMIND_DAYS_BEFORE, SECTION, type FormStep } from '../shared/constants.js';
import { AssessmentNotice, AssessmentRespondent, type CycleRow } from './entities/index.js';
import { stepOf } from './services/steps.js';

export const OPEN_JOB = 'open';
export const REMIND_JOB = 'remind';
const DAY_MS = 86_400_000;
/** Notices go out at 09:00 UTC of their day. */
const at = (day: string, shiftDays = 0) => new Date(new Date(`${day}T09:00:00Z`).getTime() + shiftDays * DAY_MS);

export const pollLink = (cycleId: string, step: FormStep, questionnaireId: string, userId: string) =>
  `/assessment/poll/${cycleId}/${step}/${questionnaireId}/${userId}`;

export async function cancelNotices(ctx: ServiceContext, cycleId: string) {
  await ctx.jobs.cancel(OPEN_JOB, { cycleId });
  await ctx.jobs.cancel(REMIND_JOB, { cycleId });
}

/**
 * For each active form step of an active cycle: "the step is open" on its start day (at once without one), and
 * a reminder two days before its end. Scheduled again from nothing whenever the cycle changes.
 */
export async function scheduleNotices(ctx: ServiceContext, cycle: CycleRow) {
  await cancelNotices(ctx, cycle.id);
  for (const step of FORM_STEPS) {
    const s = stepOf(cycle, step);
    if (!s?.active) continue;
    await ctx.jobs.at(s.startAt ? at(s.startAt) : new Date(), OPEN_JOB, { cycleId: cycle.id, step });
    if (s.endAt) await ctx.jobs.at(at(s.endAt, -REMIND_DAYS_BEFORE), REMIND_JOB, { cycleId: cycle.id, step });
  }
}

/**
 * Tells the step's respondents (a reminder: those who have not handed their form in). Each respondent's
 * `(cycle, step, respondent, kind)` row is written with `insertOnce` first and only its writer tells, so two
 * nodes, a rerun, or peers added later are told once.
 */
export async function tellRespondents(ctx: ServiceContext, cycle: CycleRow, step: FormStep, kind: 'open' | 'remind') {
  const forms = await ctx.db.repo(AssessmentRespondent).find({
    where: { cycleId: cycle.id, step, ...(kind === 'remind' ? { status: Not('completed' as const) } : {}) },
    order: { createdAt: 'ASC' },
  });
  const endAt = stepOf(cycle, step)?.endAt ?? '';
  for (const f of forms) {
    if (!(await ctx.db.repo(AssessmentNotice).insertOnce({ cycleId: cycle.id, step, respondentId: f.respondentId, kind }))) continue;
    await ctx.notify([f.respondentId], {
      name: kind === 'open' ? 'step.open' : 'step.remind',
      section: SECTION,
      vars: { cycle: cycle.name, date: endAt },
      link: pollLink(cycle.id, step, f.questionnaireId, f.userId),
    });
  }
}
