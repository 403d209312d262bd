import { In, type ClientDb, type ServiceContext } from '@atrium/sdk/server';
import { FORM_STEPS, RULES, type FormStep } from '../../shared/constants.js';
import type { CycleInput, CycleUpdate, ParticipantInput } from '../../shared/schemas.js';
import type { StepView } from '../../shared/types.js';
import {
  AssessmentCycle,
  AssessmentNotice,
  AssessmentParticipant,
  AssessmentQuestionnaire,
  AssessmentRespondent,
  type CycleRow,
  type ParticipantRow,
} from '../entities/index.js';
import { cancelNotices, scheduleNotices } from '../notify.js';
import { respondentsOf, stepOf } from './steps.js';

type Reviewers = Pick<ParticipantRow, 'userId' | 'chiefs' | 'subordinates' | 'peers'>;

/** Chiefs and subordinates left out come from the structure; each person then needs at least one reviewer (400). */
async function reviewersOf(ctx: ServiceContext, participants: ParticipantInput[]): Promise<Reviewers[]> {
  const out: Reviewers[] = [];
  for (const p of participants) {
    const chief = p.chiefs ? null : await ctx.org.chiefOf(p.userId);
    out.push({
      userId: p.userId,
      chiefs: p.chiefs ?? (chief ? [chief] : []),
      subordinates: p.subordinates ?? (await ctx.org.subordinatesOf(p.userId)),
      peers: p.peers,
    });
  }
  const lonely = out.flatMap((p, i) => (p.chiefs.length + p.subordinates.length + p.peers.length === 0 ? [i] : []));
  if (lonely.length) throw RULES.reviewerRequired.badRequest(lonely.map((i) => RULES.reviewerRequired.field(`participants.${i}`)));
  // Everyone named is an employee of this client: another client's id is unknown here (404).
  const ids = [...new Set(out.flatMap((p) => [p.userId, ...p.chiefs, ...p.subordinates, ...p.peers]))];
  if ((await ctx.employees.cards(ids)).length !== ids.length) throw RULES.noAccess.notFound();
  return out;
}

/** The steps in their fixed order; every named questionnaire is the client's (404 otherwise). */
async function stepsOf(db: ClientDb, steps: StepView[]): Promise<StepView[]> {
  const ids = [...new Set(steps.flatMap((s) => (s.questionnaireId ? [s.questionnaireId] : [])))];
  if ((await db.repo(AssessmentQuestionnaire).count({ id: In(ids) })) !== ids.length) throw RULES.noAccess.notFound();
  return steps;
}

async function replaceParticipants(db: ClientDb, cycleId: string, people: Reviewers[]) {
  await db.repo(AssessmentParticipant).delete({ cycleId });
  await db.repo(AssessmentParticipant).insertMany(people.map((p) => ({ ...p, cycleId, calibration: {}, approved: null })));
}

export const participantsOf = (db: ClientDb, cycleId: string) =>
  db.repo(AssessmentParticipant).find({ where: { cycleId }, order: { userId: 'ASC' } });

export async function createCycle(ctx: ServiceContext, input: CycleInput, authorId: string) {
  const people = await reviewersOf(ctx, input.participants);
  const steps = await stepsOf(ctx.db, input.steps);
  return ctx.db.transaction(async (db) => {
    const { participants: _p, ...fields } = input;
    const row = await db.repo(AssessmentCycle).insert({ ...fields, steps, status: 'draft', completedAt: null, authorId });
    await replaceParticipants(db, row.id, people);
    return row;
  });
}

/** Whether an update touches more of an active cycle than its name, step dates, article and visibility. */
function freezes(row: CycleRow, input: CycleUpdate) {
  if (input.participants) return true;
  return !!input.steps?.some((s) => {
    const was = stepOf(row, s.kind);
    return !was || was.active !== s.active || was.questionnaireId !== s.questionnaireId;
  });
}

/**
 * A draft changes whole; an active cycle only its name, dates, article and visibility (its forms exist), and its
 * notices are scheduled again for the new dates; a completed or archived cycle does not change (409).
 */
export async function updateCycle(ctx: ServiceContext, row: CycleRow, input: CycleUpdate) {
  if (row.status === 'completed' || row.status === 'archived') throw RULES.completed.conflict();
  if (row.status === 'active' && freezes(row, input)) throw RULES.activeCycleFrozen.conflict();
  const people = input.participants && (await reviewersOf(ctx, input.participants));
  const { participants: _p, steps, ...fields } = input;
  const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await ctx.db.transaction(async (db) => {
    await db.repo(AssessmentCycle).update({ id: row.id }, { ...patch, ...(steps ? { steps: await stepsOf(db, steps) } : {}) });
    if (people) await replaceParticipants(db, row.id, people);
  });
  const saved = await ctx.db.repo(AssessmentCycle).get(row.id);
  if (saved.status === 'active') await scheduleNotices(ctx, saved);
  return saved;
}

/** The forms of one person for every active form step: one per respondent. */
export function formsOf(cycle: CycleRow, p: Reviewers) {
  return FORM_STEPS.flatMap((step: FormStep) => {
    const s = stepOf(cycle, step);
    if (!s?.active || !s.questionnaireId) return [];
    return respondentsOf(step, p).map((respondentId) => ({
      cycleId: cycle.id,
      step,
      questionnaireId: s.questionnaireId!,
      userId: p.userId,
      respondentId,
      status: 'not_started' as const,
      answers: [],
      completedAt: null,
    }));
  });
}

/**
 * Starts a draft (409 otherwise): its questionnaires must be published, every respondent gets their forms, and
 * the step notices are scheduled. Under a lock, so two starts at once create the forms once.
 */
export async function startCycle(ctx: ServiceContext, id: string) {
  const row = await ctx.db.transaction(async (db) => {
    const row = await db.repo(AssessmentCycle).get(id, { lock: 'write' });
    if (row.status === 'completed' || row.status === 'archived') throw RULES.completed.conflict();
    if (row.status !== 'draft') throw RULES.notDraft.conflict();
    const ids = [...new Set(row.steps.flatMap((s) => (s.active && s.questionnaireId ? [s.questionnaireId] : [])))];
    if ((await db.repo(AssessmentQuestionnaire).count({ id: In(ids), status: 'published' })) !== ids.length)
      throw RULES.questionnaireNotPublished.conflict();
    const people = await participantsOf(db, row.id);
    await db.repo(AssessmentRespondent).insertManyOnce(people.flatMap((p) => formsOf(row, p)));
    await db.repo(AssessmentCycle).update({ id: row.id }, { status: 'active' });
    return { ...row, status: 'active' as const };
  });
  await scheduleNotices(ctx, row);
  return ctx.db.repo(AssessmentCycle).get(row.id);
}

/** Completes an active cycle for good: every form closes and nothing more is told (409 when not active). */
export async function completeCycle(ctx: ServiceContext, id: string) {
  await ctx.db.transaction(async (db) => {
    const row = await db.repo(AssessmentCycle).get(id, { lock: 'write' });
    if (row.status === 'completed' || row.status === 'archived') throw RULES.completed.conflict();
    if (row.status !== 'active') throw RULES.notActive.conflict();
    await db.repo(AssessmentCycle).update({ id: row.id }, { status: 'completed', completedAt: new Date() });
  });
  await cancelNotices(ctx, id);
  return ctx.db.repo(AssessmentCycle).get(id);
}

/** A draft or completed cycle is archived; an active one is completed first (409). */
export async function archiveCycle(ctx: ServiceContext, row: CycleRow) {
  if (row.status === 'active') throw RULES.activeNotArchived.conflict();
  if (row.status === 'archived') throw RULES.archived.conflict();
  await ctx.db.repo(AssessmentCycle).update({ id: row.id }, { status: 'archived' });
  await cancelNotices(ctx, row.id);
  return ctx.db.repo(AssessmentCycle).get(row.id);
}

export async function removeCycle(ctx: ServiceContext, row: CycleRow) {
  if (row.status !== 'draft') throw RULES.cycleNotDraft.conflict();
  await ctx.db.repo(AssessmentParticipant).delete({ cycleId: row.id });
  await ctx.db.repo(AssessmentNotice).delete({ cycleId: row.id });
  await ctx.db.repo(AssessmentCycle).delete({ id: row.id });
}
