import { In, type ServiceContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import type { ScenarioInput, StepUpdate, TrackInput, TrackUpdate } from '../../shared/schemas.js';
import { AdaptMark, AdaptTrack, AdaptUserTrack, type AdaptTrackRow, type StoredScenario, type StoredStage } from '../entities/index.js';

export const newId = () => crypto.randomUUID();

/** Scenarios keep their ids; their stages must be the track's, each once. */
function scenariosOf(input: ScenarioInput[], stages: StoredStage[]): StoredScenario[] {
  const known = new Set(stages.map((s) => s.id));
  return input.map((s) => {
    if (s.stages.some((id) => !known.has(id))) throw RULES.unknownStage.badRequest([RULES.unknownStage.field('scenarios')]);
    return { id: s._id ?? newId(), name: s.name, stages: [...new Set(s.stages)] };
  });
}

export async function createTrack(ctx: ServiceContext, input: TrackInput, authorId: string): Promise<AdaptTrackRow> {
  const { scenarios, ...fields } = input;
  return ctx.db.repo(AdaptTrack).insert({
    ...fields,
    stages: [],
    scenarios: scenarios ? scenariosOf(scenarios, []) : [{ id: newId(), name: fields.name, stages: [] }],
    authorId,
  });
}

/** A partial update; the scenarios, when sent, are the whole new list. */
export async function updateTrack(ctx: ServiceContext, row: AdaptTrackRow, input: TrackUpdate): Promise<AdaptTrackRow> {
  const { scenarios, ...fields } = input;
  const patch = {
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    ...(scenarios ? { scenarios: scenariosOf(scenarios, row.stages) } : {}),
  };
  await ctx.db.repo(AdaptTrack).update({ id: row.id }, patch);
  return { ...row, ...patch };
}

/** Reads the track under a write lock, applies the change and stores its stages and scenarios. */
export function changeTrack<R>(ctx: ServiceContext, id: string, fn: (track: AdaptTrackRow) => Promise<R> | R): Promise<R> {
  return ctx.db.transaction(async (db) => {
    const track = await db.repo(AdaptTrack).get(id, { lock: 'write' });
    const result = await fn(track);
    await db.repo(AdaptTrack).update({ id }, { stages: track.stages, scenarios: track.scenarios });
    return result;
  });
}

export const stageOf = (track: AdaptTrackRow, id: string) => {
  const stage = track.stages.find((s) => s.id === id);
  if (!stage) throw RULES.unknownStage.notFound();
  return stage;
};

export function stepOf(track: AdaptTrackRow, id: string) {
  for (const stage of track.stages) {
    const step = stage.steps.find((s) => s.id === id);
    if (step) return { stage, step };
  }
  throw RULES.unknownStep.notFound();
}

/** Adaptations of the track not finished yet; `started` narrows them to those whose start has come (in progress). */
export function unfinishedOn(ctx: ServiceContext, trackId: string, opts: { started?: boolean } = {}) {
  const q = ctx.db.repo(AdaptUserTrack).qb('u').andWhere('u.trackId = :trackId AND u.end IS NULL', { trackId });
  if (opts.started) q.andWhere('u.start <= :now', { now: new Date() });
  return q.getCount();
}

/** Steps (and stages, which take theirs along) are deleted only while nobody on the track is in progress. */
export async function mustHaveNoneInProgress(ctx: ServiceContext, trackId: string) {
  if ((await unfinishedOn(ctx, trackId, { started: true })) > 0) throw RULES.stepInProgress.conflict();
}

export function applyStepUpdate(track: AdaptTrackRow, input: StepUpdate) {
  const { step } = stepOf(track, input._id);
  const { _id, ...fields } = input;
  Object.assign(step, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
  return step;
}

/** The stage's steps in the order given; a step named from another stage moves here, steps left out stay where they are. */
export function reorderSteps(track: AdaptTrackRow, scenarioId: string, stageId: string, order: string[]) {
  const scenario = track.scenarios.find((s) => s.id === scenarioId);
  if (!scenario) throw RULES.unknownScenario.notFound();
  const stage = stageOf(track, stageId);
  if (!scenario.stages.includes(stage.id)) throw RULES.stageNotInScenario.badRequest([RULES.stageNotInScenario.field('stage')]);
  const moved = [...new Set(order)].map((id) => stepOf(track, id));
  for (const { stage: from, step } of moved) from.steps = from.steps.filter((s) => s.id !== step.id);
  stage.steps = [...moved.map((m) => m.step), ...stage.steps];
}

/** A copy not running yet, with its stages, steps and scenarios under new ids and no participants. */
export async function copyTrack(ctx: ServiceContext, row: AdaptTrackRow, authorId: string): Promise<AdaptTrackRow> {
  const ids = new Map<string, string>();
  const fresh = (id: string) => ids.get(id) ?? (ids.set(id, newId()), ids.get(id)!);
  const stages = row.stages.map((s) => ({ ...s, id: fresh(s.id), steps: s.steps.map((st) => ({ ...st, id: fresh(st.id) })) }));
  const scenarios = row.scenarios.map((s) => ({ id: fresh(s.id), name: s.name, stages: s.stages.map(fresh) }));
  return ctx.db.repo(AdaptTrack).insert({
    name: `${row.name} (copy)`.slice(0, 200),
    description: row.description,
    state: 'not_running',
    stages,
    scenarios,
    authorId,
  });
}

/** A track goes with its finished adaptations; one with unfinished adaptations stays (409). */
export async function removeTrack(ctx: ServiceContext, id: string) {
  await ctx.db.transaction(async (db) => {
    const track = await db.repo(AdaptTrack).get(id, { lock: 'write' });
    if ((await unfinishedOn(ctx, track.id)) > 0) throw RULES.trackUnfinished.conflict();
    const adaptations = await db.repo(AdaptUserTrack).find({ where: { trackId: track.id } });
    if (adaptations.length) await db.repo(AdaptMark).delete({ userTrackId: In(adaptations.map((a) => a.id)) });
    await db.repo(AdaptUserTrack).delete({ trackId: track.id });
    await db.repo(AdaptTrack).delete({ id: track.id });
  });
}
