import type { ClientDb, UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { today } from '../../shared/days.js';
import type { VacationDecision } from '../../shared/schemas.js';
import { Vacation, type VacationRow } from '../entities/index.js';
import { editsAll } from './access.js';
import { tellChief, tellDecision } from './notify.js';

interface Period {
  userId: string;
  start: string;
  end: string;
  /** Left out: true for a new vacation, kept for a changed one. */
  planned?: boolean;
}

/** The days a vacation holds of the balance: a returned one gave them back. */
const held = (v: VacationRow | null) => (v && v.status !== 'returned' ? v.days : 0);

/** The employee changes only a vacation that has not begun; the editors correct any. */
export function mustNotHaveBegun(ctx: UserContext, v: VacationRow) {
  if (v.start <= today() && !editsAll(ctx)) throw RULES.begun.conflict();
}

/** Another of the person's vacations (not returned) sharing a day with the period, first and last day included. */
function overlaps(tx: ClientDb, p: Period, except: string | null) {
  const q = tx.repo(Vacation).qb('v').andWhere('v.userId = :user AND v.status <> :returned AND v.start <= :end AND v.end >= :start', {
    user: p.userId,
    returned: 'returned',
    start: p.start,
    end: p.end,
  });
  if (except) q.andWhere('v.id <> :except', { except });
  return q.getExists();
}

/**
 * Saves a new vacation or a new period of one: its working days come from the work calendar; inside one
 * transaction the employee's row is locked first, so two requests for the last days take turns and the second
 * sees the first's vacation and balance. A changed period waits for the chief again.
 */
export async function saveVacation(ctx: UserContext, p: Period, existing: VacationRow | null): Promise<VacationRow> {
  const days = await ctx.workdays.count(p.start, p.end);
  if (!days) throw RULES.noWorkdays.badRequest([RULES.noWorkdays.field('start')]);
  const saved = await ctx.db.transaction(async (tx) => {
    const balance = await ctx.employees.lockEmployee(tx, p.userId);
    const before = existing && (await tx.repo(Vacation).get(existing.id));
    if (await overlaps(tx, p, before?.id ?? null)) throw RULES.overlap.conflict([RULES.overlap.field('start')]);
    const free = balance + held(before);
    if (days > free) throw RULES.notEnoughDays.conflict([RULES.notEnoughDays.field('end')]);
    await ctx.employees.moveVacationDays(tx, p.userId, held(before) - days);
    const samePeriod = before && before.start === p.start && before.end === p.end && before.status !== 'returned';
    const fields = {
      ...p,
      planned: p.planned ?? before?.planned ?? true,
      days,
      status: samePeriod ? before.status : ('planned' as const),
      comment: samePeriod ? before.comment : null,
      decidedById: samePeriod ? before.decidedById : null,
    };
    if (!before) return tx.repo(Vacation).insert(fields);
    await tx.repo(Vacation).update({ id: before.id }, fields);
    return { ...before, ...fields };
  });
  if (
    saved.status === 'planned' &&
    (!existing || existing.status !== 'planned' || existing.start !== saved.start || existing.end !== saved.end)
  )
    await tellChief(ctx, saved);
  return saved;
}

/** Deletes a vacation and gives its days back. */
export async function removeVacation(ctx: UserContext, v: VacationRow) {
  await ctx.db.transaction(async (tx) => {
    await ctx.employees.lockEmployee(tx, v.userId);
    const current = await tx.repo(Vacation).get(v.id);
    await tx.repo(Vacation).delete({ id: current.id });
    await ctx.employees.moveVacationDays(tx, v.userId, held(current));
  });
}

/** The chief (`ctx.org.chiefOf`) or an admin approves a planned vacation, or returns it with a comment (its days back). */
export async function decide(ctx: UserContext, v: VacationRow, d: VacationDecision): Promise<VacationRow> {
  if (!ctx.me.isAdmin && (await ctx.org.chiefOf(v.userId)) !== ctx.me.user.id) throw RULES.notChief.forbidden();
  const decided = await ctx.db.transaction(async (tx) => {
    await ctx.employees.lockEmployee(tx, v.userId);
    const current = await tx.repo(Vacation).get(v.id);
    if (current.status !== 'planned') throw RULES.notPlanned.conflict();
    const fields = { status: d.status, comment: d.comment || null, decidedById: ctx.me.user.id };
    await tx.repo(Vacation).update({ id: current.id }, fields);
    if (d.status === 'returned') await ctx.employees.moveVacationDays(tx, v.userId, current.days);
    return { ...current, ...fields };
  });
  await tellDecision(ctx, decided);
  return decided;
}
