import type { ServiceContext } from '@atrium/sdk/server';
import { RULES, STAGE_CAUSE, STEP_CAUSE, TENURE_CAUSE } from '../../shared/constants.js';
import type { AddUserInput } from '../../shared/schemas.js';
import { AdaptMark, AdaptTrack, AdaptUserTrack, type AdaptTrackRow, type AdaptUserTrackRow } from '../entities/index.js';
import { dayOf, openMark, stagesOf, stepsOf } from './journey.js';
import { readSettings } from './settings.js';

const DAY_MS = 86_400_000;
const link = (row: AdaptUserTrackRow) => `/adaptation/user/${row.id}`;

/** Every id named must be an employee of the client (another client's id is unknown here). */
async function mustBeEmployees(ctx: ServiceContext, input: AddUserInput) {
  const named = {
    user: input.user,
    mentor: input.mentor,
    ...(input.chief ? { chief: input.chief } : {}),
    ...(input.hr ? { hr: input.hr } : {}),
  };
  const known = new Set((await ctx.employees.cards(Object.values(named))).map((c) => c.id));
  const missing = Object.entries(named).filter(([, id]) => !known.has(id));
  if (missing.length) throw RULES.unknownEmployee.badRequest(missing.map(([field]) => RULES.unknownEmployee.field(field)));
}

/**
 * Puts a newcomer on a track with a mentor (the chief is the newcomer's chief unless named). The unique
 * (track, user) key keeps a newcomer on a track once even when two managers add them at the same moment.
 */
export async function addUser(ctx: ServiceContext, input: AddUserInput): Promise<{ row: AdaptUserTrackRow; track: AdaptTrackRow }> {
  const track = await ctx.db.repo(AdaptTrack).get(input.track);
  if (track.state === 'ended') throw RULES.trackEnded.conflict();
  await mustBeEmployees(ctx, input);
  const scenarioId = input.scenario ?? track.scenarios[0]?.id;
  if (!scenarioId || !track.scenarios.some((s) => s.id === scenarioId))
    throw RULES.unknownScenario.badRequest([RULES.unknownScenario.field('scenario')]);
  const row = {
    trackId: track.id,
    scenarioId,
    userId: input.user,
    mentorId: input.mentor,
    chiefId: input.chief === undefined ? await ctx.org.chiefOf(input.user) : input.chief,
    hrId: input.hr,
    start: input.start ? new Date(`${input.start}T00:00:00Z`) : new Date(),
    end: null,
    finished: [],
    deleted: [],
    active: true,
  };
  if (!(await ctx.db.repo(AdaptUserTrack).insertOnce(row))) throw RULES.employeeOnTrack.badRequest([RULES.employeeOnTrack.field('user')]);
  const saved = (await ctx.db.repo(AdaptUserTrack).findOne({ trackId: track.id, userId: input.user }))!;
  const people = [saved.userId, saved.mentorId, saved.chiefId, saved.hrId].filter((id): id is string => !!id);
  await ctx.notify([...new Set(people)], { name: 'adaptation.added', section: 'adapt', vars: { track: track.name }, link: link(saved) });
  await openDue(ctx, track, saved);
  return { row: saved, track };
}

/**
 * Opens the steps whose day came and pays the tenure awards and sends the tenure polls whose day came, for
 * one running, active, unfinished adaptation. Each is a mark written with `insertOnce` first and acted on
 * only by its writer, so the daily job on two nodes, or twice a day, opens, notifies and pays once.
 */
export async function openDue(ctx: ServiceContext, track: AdaptTrackRow, row: AdaptUserTrackRow, now = new Date()) {
  if (track.state !== 'running' || !row.active || row.end) return;
  const marks = ctx.db.repo(AdaptMark);
  for (const step of stepsOf(track, row)) {
    if (dayOf(row.start, step.delay) > now || !(await marks.insertOnce({ userTrackId: row.id, mark: openMark(step.id) }))) continue;
    if (step.notify)
      await ctx.notify([row.userId, row.mentorId], {
        name: 'step.open',
        section: 'adapt',
        vars: { track: track.name, step: step.name },
        link: link(row),
      });
  }
  const days = Math.floor((now.getTime() - new Date(row.start).getTime()) / DAY_MS);
  const settings = await readSettings(ctx);
  // With the shop or the polls off the award or poll waits: its mark is written only when it can be acted on.
  if (settings.awards.some((a) => a.days <= days) && (await ctx.features.isOn('shop')))
    for (const award of settings.awards.filter((a) => a.days <= days))
      if (await marks.insertOnce({ userTrackId: row.id, mark: `award:${award.days}` }))
        await ctx.events.emit('shop.pay', { cause: TENURE_CAUSE, key: `${row.id}:${award.days}`, userId: row.userId });
  if (settings.polls.some((p) => p.days <= days) && (await ctx.features.isOn('polls')))
    for (const poll of settings.polls.filter((p) => p.days <= days))
      if (await marks.insertOnce({ userTrackId: row.id, mark: `poll:${poll.days}` }))
        await ctx.notify([row.userId], { name: 'tenure.poll', section: 'adapt', vars: { days: poll.days }, link: `/poll/${poll.poll}` });
}

/** Changes one adaptation under a write lock: two people finishing at once cannot lose a step. */
export function changeAdaptation(
  ctx: ServiceContext,
  id: string,
  fn: (row: AdaptUserTrackRow, track: AdaptTrackRow) => Partial<AdaptUserTrackRow> | Promise<Partial<AdaptUserTrackRow>>,
) {
  return ctx.db.transaction(async (db) => {
    const row = await db.repo(AdaptUserTrack).get(id, { lock: 'write' });
    const track = await db.repo(AdaptTrack).get(row.trackId);
    const patch = await fn(row, track);
    await db.repo(AdaptUserTrack).update({ id: row.id }, patch);
    return { row: { ...row, ...patch }, track };
  });
}

/** The adaptation ends when its last step is finished, and is unfinished again when a step is taken back. */
export function endOf(track: AdaptTrackRow, row: AdaptUserTrackRow): Date | null {
  const done = new Set(row.finished.map((f) => f.step));
  const steps = stepsOf(track, row);
  return steps.length > 0 && steps.every((s) => done.has(s.id)) ? (row.end ?? new Date()) : null;
}

/**
 * Finishes an open step. A step with a reward asks the shop to pay the newcomer, and so does a stage with a
 * reward whose steps are now all finished; the cause keys (`<adaptation>:<step>`, `<adaptation>:<stage>`) make
 * the shop pay each once however often it is finished again.
 */
export async function finishStep(ctx: ServiceContext, id: string, stepId: string) {
  const result = await changeAdaptation(ctx, id, async (row, track) => {
    if (row.end) throw RULES.adaptationEnded.conflict();
    if (!row.active) throw RULES.adaptationPaused.conflict();
    const step = stepsOf(track, row).find((s) => s.id === stepId);
    if (!step) throw RULES.unknownStep.notFound();
    if (row.finished.some((f) => f.step === stepId)) throw RULES.stepFinished.conflict();
    if (!(await ctx.db.repo(AdaptMark).exists({ userTrackId: row.id, mark: openMark(stepId) }))) throw RULES.stepNotOpen.conflict();
    const next = { ...row, finished: [...row.finished, { step: stepId, at: new Date().toISOString() }] };
    return { finished: next.finished, end: endOf(track, next) };
  });
  const { track, row } = result;
  const stage = stagesOf(track, row).find((s) => s.steps.some((st) => st.id === stepId))!;
  const step = stage.steps.find((s) => s.id === stepId)!;
  if (step.reward)
    await ctx.events.emit('shop.pay', {
      cause: STEP_CAUSE,
      key: `${id}:${stepId}`,
      userId: row.userId,
      ...(step.achievementId ? { achievementId: step.achievementId } : {}),
    });
  const done = new Set(row.finished.map((f) => f.step));
  if (stage.reward && stage.steps.every((s) => done.has(s.id) || row.deleted.includes(s.id)))
    await ctx.events.emit('shop.pay', { cause: STAGE_CAUSE, key: `${id}:${stage.id}`, userId: row.userId });
  return result;
}

/** Back one step: the step finished last is open again. */
export function rollback(ctx: ServiceContext, id: string) {
  return changeAdaptation(ctx, id, (row, track) => {
    if (!row.finished.length) throw RULES.nothingFinished.conflict();
    const next = { ...row, finished: row.finished.slice(0, -1), end: null };
    return { finished: next.finished, end: endOf(track, next) };
  });
}

/** A finished or deleted step is taken up again: open if its day came, else waiting for it. */
export function resumeStep(ctx: ServiceContext, id: string, stepId: string) {
  return changeAdaptation(ctx, id, (row, track) => {
    if (!track.stages.some((s) => s.steps.some((st) => st.id === stepId))) throw RULES.unknownStep.notFound();
    if (!row.deleted.includes(stepId) && !row.finished.some((f) => f.step === stepId)) throw RULES.stepNotDone.conflict();
    const next = {
      ...row,
      finished: row.finished.filter((f) => f.step !== stepId),
      deleted: row.deleted.filter((s) => s !== stepId),
      end: null,
    };
    return { finished: next.finished, deleted: next.deleted, end: endOf(track, next) };
  });
}

/** Deletes a step from this adaptation only (the track keeps it); the adaptation may end by it. */
export function deleteStep(ctx: ServiceContext, id: string, stepId: string) {
  return changeAdaptation(ctx, id, (row, track) => {
    if (!stepsOf(track, row).some((s) => s.id === stepId)) throw RULES.unknownStep.notFound();
    const next = { ...row, deleted: [...row.deleted, stepId], finished: row.finished.filter((f) => f.step !== stepId) };
    return { deleted: next.deleted, finished: next.finished, end: endOf(track, next) };
  });
}
