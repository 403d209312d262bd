import type { ServerAnswer, ServiceContext } from '@atrium/sdk/server';
import { type AdaptRole, STEP_PLUGINS, type StepPlugin, type StepStatus } from '../../shared/constants.js';
import type { AdaptationView, JourneyView, RoleMay } from '../../shared/types.js';
import { AdaptMark, type AdaptTrackRow, type AdaptUserTrackRow, type StoredStage, type StoredStep } from '../entities/index.js';

const DAY_MS = 86_400_000;
/** The day a step opens: the adaptation's start plus the step's delay. */
export const dayOf = (start: Date, delay: number) => new Date(new Date(start).getTime() + delay * DAY_MS);

/** The stages of the adaptation's scenario, in its order (the first scenario when its own is gone). */
export function stagesOf(track: AdaptTrackRow, row: Pick<AdaptUserTrackRow, 'scenarioId'>): StoredStage[] {
  const scenario = track.scenarios.find((s) => s.id === row.scenarioId) ?? track.scenarios[0];
  return (scenario?.stages ?? []).flatMap((id) => track.stages.find((s) => s.id === id) ?? []);
}

/** The adaptation's steps in order, without those deleted from it. */
export const stepsOf = (track: AdaptTrackRow, row: AdaptUserTrackRow): StoredStep[] =>
  stagesOf(track, row).flatMap((s) => s.steps.filter((st) => !row.deleted.includes(st.id)));

const peopleOf = (row: AdaptUserTrackRow) => [row.userId, row.mentorId, row.chiefId, row.hrId].filter((id): id is string => !!id);

/** The full names of the people of these adaptations, in one query. */
export async function namesOf(ctx: ServiceContext, rows: AdaptUserTrackRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap(peopleOf))];
  return new Map((ids.length ? await ctx.employees.cards(ids) : []).map((c) => [c.id, c.fullName]));
}

export function adaptationView(row: AdaptUserTrackRow, track: AdaptTrackRow, names: Map<string, string>): ServerAnswer<AdaptationView> {
  const steps = stepsOf(track, row);
  const done = new Set(row.finished.map((f) => f.step));
  return {
    id: row.id,
    trackId: row.trackId,
    trackName: track.name,
    scenarioId: row.scenarioId,
    userId: row.userId,
    mentorId: row.mentorId,
    chiefId: row.chiefId,
    hrId: row.hrId,
    start: row.start,
    end: row.end,
    active: row.active,
    total: steps.length,
    finished: steps.filter((s) => done.has(s.id)).length,
    names: Object.fromEntries(peopleOf(row).map((id) => [id, names.get(id) ?? ''])),
  };
}

/** The plugins a step uses that are off for the client (asked once per plugin the track uses). */
async function offPlugins(ctx: ServiceContext, steps: StoredStep[]): Promise<Set<StepPlugin>> {
  const used: Record<StepPlugin, boolean> = {
    shop: steps.some((s) => s.reward),
    polls: steps.some((s) => s.pollId),
    knowl_base: steps.some((s) => s.articleId),
  };
  const off = new Set<StepPlugin>();
  for (const code of STEP_PLUGINS) if (used[code] && !(await ctx.features.isOn(code))) off.add(code);
  return off;
}

const usesOf = (step: StoredStep): StepPlugin[] => [
  ...(step.reward ? (['shop'] as const) : []),
  ...(step.pollId ? (['polls'] as const) : []),
  ...(step.articleId ? (['knowl_base'] as const) : []),
];

/**
 * The adaptation's journey: each stage's steps with their day and state. A step is open once the daily job
 * (or the newcomer's arrival) opened it; a role view of the newcomer leaves out the steps deleted for them.
 */
export async function journeyView(
  ctx: ServiceContext,
  track: AdaptTrackRow,
  row: AdaptUserTrackRow,
  view: { role: AdaptRole | null; roles: AdaptRole[]; may: RoleMay },
): Promise<ServerAnswer<JourneyView>> {
  const marks = new Set((await ctx.db.repo(AdaptMark).find({ where: { userTrackId: row.id } })).map((m) => m.mark));
  const finished = new Map(row.finished.map((f) => [f.step, f.at]));
  const stages = stagesOf(track, row);
  const off = await offPlugins(
    ctx,
    stages.flatMap((s) => s.steps),
  );
  const statusOf = (step: StoredStep): StepStatus =>
    row.deleted.includes(step.id) ? 'deleted' : finished.has(step.id) ? 'finished' : marks.has(openMark(step.id)) ? 'open' : 'waiting';
  return {
    adaptation: adaptationView(row, track, await namesOf(ctx, [row])),
    role: view.role,
    roles: view.roles,
    may: view.may,
    stages: stages.map((stage) => ({
      id: stage.id,
      name: stage.name,
      steps: stage.steps
        .map((step) => ({
          ...step,
          day: dayOf(row.start, step.delay).toISOString().slice(0, 10),
          status: statusOf(step),
          finishedAt: finished.get(step.id) ?? null,
          unavailable: usesOf(step).filter((code) => off.has(code)),
        }))
        .filter((step) => view.role !== 'novice' || step.status !== 'deleted'),
    })),
  };
}

export const openMark = (stepId: string) => `step:${stepId}`;
