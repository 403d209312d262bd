import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import { adaptationRoutes } from '../../shared/routes.js';
import { AdaptTrack, AdaptUserTrack, type AdaptTrackRow } from '../entities/index.js';
import { mustManage } from '../services/access.js';
import { openDue } from '../services/adaptations.js';
import { trackAnalytics } from '../services/analytics.js';
import { adaptationView, namesOf } from '../services/journey.js';
import {
  applyStepUpdate,
  changeTrack,
  copyTrack,
  createTrack,
  mustHaveNoneInProgress,
  newId,
  removeTrack,
  reorderSteps,
  stageOf,
  stepOf,
  unfinishedOn,
  updateTrack,
} from '../services/tracks.js';
import { stageView, stepView, trackItem, trackView } from '../services/views.js';

async function fullView(ctx: UserContext, row: AdaptTrackRow) {
  const members = await ctx.db.repo(AdaptUserTrack).count({ trackId: row.id });
  return trackView(row, { members, unfinished: await unfinishedOn(ctx, row.id) });
}

/** When a track starts running, its newcomers' steps whose day came open at once rather than at the next daily run. */
async function openAll(ctx: UserContext, track: AdaptTrackRow) {
  const rows = await ctx.db.repo(AdaptUserTrack).find({ where: { trackId: track.id, active: true } });
  for (const row of rows) await openDue(ctx, track, row);
}

/** Tracks, their stages and steps: managed by admins, `adaptation_admin` and the HR specialists of the settings. */
export function trackRoutes(r: RouteBuilder) {
  r.route(adaptationRoutes.list, { summary: 'Tracks, newest first, each with its number of adaptations, paged' }, async (ctx) => {
    await mustManage(ctx);
    const { page, limit, state } = ctx.query;
    const found = await ctx.db.repo(AdaptTrack).page({ where: state ? { state } : {}, order: { createdAt: 'DESC' }, page, limit });
    const ids = found.result.map((t) => t.id);
    const counts = ids.length
      ? await ctx.db
          .repo(AdaptUserTrack)
          .qb('u')
          .select('u.trackId', 'trackId')
          .addSelect('COUNT(*)', 'n')
          .andWhere('u.trackId IN (:...ids)', { ids })
          .groupBy('u.trackId')
          .getRawMany<{ trackId: string; n: number | string }>()
      : [];
    const count = new Map(counts.map((c) => [c.trackId, Number(c.n)]));
    return { ...found, result: found.result.map((t) => trackItem(t, count.get(t.id) ?? 0)) };
  });

  r.route(adaptationRoutes.summary, { summary: "The module's figures: tracks, running tracks, adaptations (managers)" }, async (ctx) => {
    await mustManage(ctx);
    const [tracks, running, members] = await Promise.all([
      ctx.db.repo(AdaptTrack).count(),
      ctx.db.repo(AdaptTrack).count({ state: 'running' }),
      ctx.db.repo(AdaptUserTrack).count(),
    ]);
    return { tracks, running, members };
  });

  r.route(adaptationRoutes.create, { summary: 'Add a track (not running, one empty scenario)' }, async (ctx) => {
    await mustManage(ctx);
    return trackView(await createTrack(ctx, ctx.body, ctx.me.user.id), { members: 0, unfinished: 0 });
  });

  r.route(adaptationRoutes.get, { summary: 'One track with its stages, steps and scenarios' }, async (ctx) => {
    await mustManage(ctx);
    return fullView(ctx, await ctx.db.repo(AdaptTrack).get(ctx.params.id));
  });

  r.route(adaptationRoutes.update, { summary: 'Change a track: name, description, state, scenarios' }, async (ctx) => {
    await mustManage(ctx);
    const before = await ctx.db.repo(AdaptTrack).get(ctx.params.id);
    const row = await updateTrack(ctx, before, ctx.body);
    if (row.state === 'running' && before.state !== 'running') await openAll(ctx, row);
    return fullView(ctx, row);
  });

  r.route(adaptationRoutes.copy, { summary: 'Copy a track with its stages and steps, not running, without participants' }, async (ctx) => {
    await mustManage(ctx);
    return trackView(await copyTrack(ctx, await ctx.db.repo(AdaptTrack).get(ctx.params.id), ctx.me.user.id), { members: 0, unfinished: 0 });
  });

  r.route(adaptationRoutes.remove, { summary: 'Delete a track (409 while it has unfinished adaptations)' }, async (ctx) => {
    await mustManage(ctx);
    await removeTrack(ctx, ctx.params.id);
    return { id: ctx.params.id };
  });

  r.route(adaptationRoutes.addStage, { summary: 'Add a stage, at the end of a scenario (the first by default)' }, async (ctx) => {
    await mustManage(ctx);
    return changeTrack(ctx, ctx.params.track, (track) => {
      const scenario = ctx.body.scenario ? track.scenarios.find((s) => s.id === ctx.body.scenario) : track.scenarios[0];
      const stage = { id: newId(), name: ctx.body.name, reward: ctx.body.reward, steps: [] };
      track.stages.push(stage);
      scenario?.stages.push(stage.id);
      return stageView(stage);
    });
  });

  r.route(adaptationRoutes.updateStage, { summary: 'Rename a stage or change its reward' }, async (ctx) => {
    await mustManage(ctx);
    return changeTrack(ctx, ctx.params.track, (track) => {
      const stage = stageOf(track, ctx.body._id);
      const { name, reward } = ctx.body;
      if (name !== undefined) stage.name = name;
      if (reward !== undefined) stage.reward = reward;
      return stageView(stage);
    });
  });

  r.route(
    adaptationRoutes.removeStage,
    { summary: 'Delete a stage with its steps (409 while an adaptation on the track is in progress)' },
    async (ctx) => {
      await mustManage(ctx);
      await mustHaveNoneInProgress(ctx, ctx.params.track);
      return changeTrack(ctx, ctx.params.track, (track) => {
        const stage = stageOf(track, ctx.query.stage);
        track.stages = track.stages.filter((s) => s.id !== stage.id);
        for (const s of track.scenarios) s.stages = s.stages.filter((id) => id !== stage.id);
        return { id: stage.id };
      });
    },
  );

  r.route(adaptationRoutes.addStep, { summary: 'Add a step at the end of a stage' }, async (ctx) => {
    await mustManage(ctx);
    return changeTrack(ctx, ctx.params.track, (track) => {
      const { stage: stageId, ...fields } = ctx.body;
      const step = { ...fields, id: newId() };
      stageOf(track, stageId).steps.push(step);
      return stepView(step);
    });
  });

  r.route(adaptationRoutes.updateStep, { summary: 'Change a step; fields left out keep their values' }, async (ctx) => {
    await mustManage(ctx);
    return changeTrack(ctx, ctx.params.track, (track) => stepView(applyStepUpdate(track, ctx.body)));
  });

  r.route(adaptationRoutes.removeStep, { summary: 'Delete a step (409 while an adaptation on the track is in progress)' }, async (ctx) => {
    await mustManage(ctx);
    await mustHaveNoneInProgress(ctx, ctx.params.track);
    return changeTrack(ctx, ctx.params.track, (track) => {
      const { stage, step } = stepOf(track, ctx.query.step);
      stage.steps = stage.steps.filter((s) => s.id !== step.id);
      return { id: step.id };
    });
  });

  r.route(
    adaptationRoutes.stageSteps,
    { summary: "Order a stage's steps in a scenario; a step of another stage named here moves into it" },
    async (ctx) => {
      await mustManage(ctx);
      const { track: id, scenario, stage } = ctx.params;
      const track = await changeTrack(ctx, id, (t) => {
        reorderSteps(t, scenario, stage, ctx.body.steps);
        return t;
      });
      return fullView(ctx, track);
    },
  );

  r.route(
    adaptationRoutes.analytics,
    { summary: "A track's adaptations by state, and a page of those in progress with their overdue steps" },
    async (ctx) => {
      await mustManage(ctx);
      return trackAnalytics(ctx, await ctx.db.repo(AdaptTrack).get(ctx.params.id), ctx.query);
    },
  );

  r.route(adaptationRoutes.members, { summary: "A track's adaptations, newest first, paged" }, async (ctx) => {
    await mustManage(ctx);
    const track = await ctx.db.repo(AdaptTrack).get(ctx.params.id);
    const { page, limit } = ctx.query;
    const found = await ctx.db.repo(AdaptUserTrack).page({ where: { trackId: track.id }, order: { createdAt: 'DESC' }, page, limit });
    const names = await namesOf(ctx, found.result);
    return { ...found, result: found.result.map((row) => adaptationView(row, track, names)) };
  });
}
