import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import { type AdaptRole, RULES } from '../../shared/constants.js';
import { adaptationRoutes } from '../../shared/routes.js';
import { isAdaptRole } from '../../shared/schemas.js';
import { AdaptMark, AdaptTrack, AdaptUserTrack, type AdaptTrackRow, type AdaptUserTrackRow } from '../entities/index.js';
import { canManage, MAY, mustManage, rolesIn } from '../services/access.js';
import { addUser, changeAdaptation, deleteStep, finishStep, openDue, resumeStep, rollback } from '../services/adaptations.js';
import { adaptationView, journeyView, namesOf } from '../services/journey.js';
import { readSettings, saveSettings } from '../services/settings.js';
import { settingsView } from '../services/views.js';

type Action = keyof (typeof MAY)['hr'];

/** The adaptation and the caller's part in it: participants and managers read it, others get 404 as for an unknown id. */
async function readable(ctx: UserContext, id: string) {
  const row = await ctx.db.repo(AdaptUserTrack).get(id);
  const roles = rolesIn(row, ctx.me.user.id);
  const manager = await canManage(ctx);
  if (!roles.length && !manager) throw RULES.noAccess.notFound();
  return { row, roles, manager };
}

/** What the caller may do: the most any of their roles may, everything HR may for managers. */
const mayOf = (roles: AdaptRole[], manager: boolean) => {
  const all = manager ? [...roles, 'hr' as const] : roles;
  const may = { finish: false, rollback: false, resume: false, del: false, active: false };
  for (const role of all) for (const key of Object.keys(may) as Action[]) may[key] ||= MAY[role][key];
  return may;
};

/** Refuses (403) a caller none of whose roles may take this action on the adaptation. */
async function mustMay(ctx: UserContext, id: string, action: Action) {
  const { roles, manager } = await readable(ctx, id);
  if (!mayOf(roles, manager)[action]) throw RULES.noAccess.forbidden();
  return { roles, manager };
}

const journey = (ctx: UserContext, track: AdaptTrackRow, row: AdaptUserTrackRow, roles: AdaptRole[], manager: boolean) =>
  journeyView(ctx, track, row, { role: null, roles, may: mayOf(roles, manager) });

/** Adaptations: a newcomer on a track, seen and moved along by the newcomer, the mentor, the chief and HR. */
export function adaptationRoutesOf(r: RouteBuilder) {
  r.route(
    adaptationRoutes.addUser,
    {
      summary: 'Put a newcomer on a track with a mentor (chief: the newcomer’s by default)',
      example: { track: '', user: '', mentor: '' },
    },
    async (ctx) => {
      await mustManage(ctx);
      const { row, track } = await addUser(ctx, ctx.body);
      return adaptationView(row, track, await namesOf(ctx, [row]));
    },
  );

  r.route(adaptationRoutes.removeUser, { summary: 'Take a newcomer off a track (managers)' }, async (ctx) => {
    await mustManage(ctx);
    const row = await ctx.db.repo(AdaptUserTrack).get(ctx.params.user_track);
    if (row.trackId !== ctx.params.track) throw RULES.noAccess.notFound();
    await ctx.db.transaction(async (db) => {
      await db.repo(AdaptMark).delete({ userTrackId: row.id });
      await db.repo(AdaptUserTrack).delete({ id: row.id });
    });
    return { id: row.id };
  });

  r.route(
    adaptationRoutes.listFor,
    { summary: "The adaptations a user takes part in, in any role, newest first (the user's own, or anyone's for managers)" },
    async (ctx) => {
      const { user } = ctx.params;
      if (user !== ctx.me.user.id) await mustManage(ctx);
      const rows = await ctx.db
        .repo(AdaptUserTrack)
        .qb('u')
        .andWhere('(u.userId = :user OR u.mentorId = :user OR u.chiefId = :user OR u.hrId = :user)', { user })
        .orderBy('u.createdAt', 'DESC')
        .take(200)
        .getMany();
      const trackIds = [...new Set(rows.map((r) => r.trackId))];
      const tracks = new Map(
        (trackIds.length ? await ctx.db.repo(AdaptTrack).qb('t').andWhere('t.id IN (:...trackIds)', { trackIds }).getMany() : []).map(
          (t) => [t.id, t],
        ),
      );
      const names = await namesOf(ctx, rows);
      return rows.map((row) => ({ ...adaptationView(row, tracks.get(row.trackId)!, names), roles: rolesIn(row, user) }));
    },
  );

  r.route(adaptationRoutes.onTrack, { summary: 'One adaptation whole: its stages and steps with their days and states' }, async (ctx) => {
    const { row, roles, manager } = await readable(ctx, ctx.params.id);
    return journey(ctx, await ctx.db.repo(AdaptTrack).get(row.trackId), row, roles, manager);
  });

  r.route(
    adaptationRoutes.as,
    { summary: "An adaptation as one of the caller's roles in it sees it (novice, mentor, chief, hr; 403 for a role not held)" },
    async (ctx) => {
      const { row, roles, manager } = await readable(ctx, ctx.params.adapt);
      const { role } = ctx.params;
      if (!isAdaptRole(role) || (!roles.includes(role) && !(manager && role === 'hr'))) throw RULES.noAccess.forbidden();
      const track = await ctx.db.repo(AdaptTrack).get(row.trackId);
      return journeyView(ctx, track, row, { role, roles, may: MAY[role] });
    },
  );

  r.route(adaptationRoutes.finish, { summary: 'Finish an open step (the newcomer, the mentor, HR)' }, async (ctx) => {
    const { roles, manager } = await mustMay(ctx, ctx.params.user_track, 'finish');
    const { row, track } = await finishStep(ctx, ctx.params.user_track, ctx.params.step);
    return journey(ctx, track, row, roles, manager);
  });

  r.route(adaptationRoutes.unfinish, { summary: 'Back one step: the step finished last is open again' }, async (ctx) => {
    const { roles, manager } = await mustMay(ctx, ctx.params.id, 'rollback');
    const { row, track } = await rollback(ctx, ctx.params.id);
    return journey(ctx, track, row, roles, manager);
  });

  r.route(
    adaptationRoutes.resume,
    { summary: 'Take up again a step finished or deleted in this adaptation ({track} is the adaptation)' },
    async (ctx) => {
      const { roles, manager } = await mustMay(ctx, ctx.params.track, 'resume');
      const { row, track } = await resumeStep(ctx, ctx.params.track, ctx.params.step);
      return journey(ctx, track, row, roles, manager);
    },
  );

  r.route(
    adaptationRoutes.del,
    { summary: 'Delete a step from this adaptation only ({track} is the adaptation; HR, managers)' },
    async (ctx) => {
      const { roles, manager } = await mustMay(ctx, ctx.params.track, 'del');
      const { row, track } = await deleteStep(ctx, ctx.params.track, ctx.params.step);
      return journey(ctx, track, row, roles, manager);
    },
  );

  r.route(adaptationRoutes.active, { summary: 'Pause or resume one adaptation (HR, managers)' }, async (ctx) => {
    await mustMay(ctx, ctx.body._id, 'active');
    const { row, track } = await changeAdaptation(ctx, ctx.body._id, () => ({ active: ctx.body.active }));
    await openDue(ctx, track, row);
    return adaptationView(row, track, await namesOf(ctx, [row]));
  });

  r.route(adaptationRoutes.settings, { summary: 'The module settings: mentors, HR specialists, tenure awards and polls' }, async (ctx) =>
    settingsView(await readSettings(ctx), await canManage(ctx)),
  );

  r.route(adaptationRoutes.saveSettings, { summary: 'Change the module settings (400 when a tenure day or poll repeats)' }, async (ctx) => {
    await mustManage(ctx);
    return settingsView(await saveSettings(ctx, ctx.body), true);
  });
}
