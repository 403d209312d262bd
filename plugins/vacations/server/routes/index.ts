import { errors } from '@atrium/sdk/shared';
import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import { vacationRoutes } from '../../shared/routes.js';
import type { VacationInput, VacationUpdate } from '../../shared/schemas.js';
import { Vacation } from '../entities/index.js';
import { mustEditFor } from '../services/access.js';
import { chart, mine, pending, team } from '../services/lists.js';
import { decide, mustNotHaveBegun, removeVacation, saveVacation } from '../services/vacations.js';
import { vacationView } from '../services/views.js';

/** A new period of an existing vacation: its employee's or an editor's, not begun unless an editor changes it. */
async function change(ctx: UserContext, id: string, body: VacationUpdate) {
  const v = await ctx.db.repo(Vacation).get(id);
  mustEditFor(ctx, v.userId);
  mustNotHaveBegun(ctx, v);
  return vacationView(await saveVacation(ctx, { ...body, userId: v.userId }, v));
}

/** A new vacation of the caller, or of anyone for an editor. */
async function create(ctx: UserContext, body: VacationInput) {
  const { user = ctx.me.user.id, ...period } = body;
  mustEditFor(ctx, user);
  return vacationView(await saveVacation(ctx, { ...period, userId: user }, null));
}

/** The vacation calls. The core checks the session, the feature `vacations` and the right `vacations` first. */
export function routes(r: RouteBuilder) {
  r.route(
    vacationRoutes.chart,
    { summary: 'People of a department (deep) or a search with their vacations in the window (at most 400 days) and its days off' },
    (ctx) => chart(ctx, ctx.query),
  );

  const createSummary = "Plan a vacation (one's own; anyone's with vacations_edit): its working days are taken from the balance";
  r.route(vacationRoutes.create, { summary: createSummary }, (ctx) => create(ctx, ctx.body));
  r.route(vacationRoutes.createByPut, { summary: createSummary }, (ctx) => create(ctx, ctx.body));

  const updateSummary = 'Change the period of a vacation that has not begun; the balance follows, and it waits for the chief again';
  r.route(vacationRoutes.update, { summary: updateSummary }, (ctx) => change(ctx, ctx.params.id, ctx.body));
  r.route(vacationRoutes.updateByPost, { summary: updateSummary }, (ctx) => change(ctx, ctx.params.id, ctx.body));

  r.route(
    vacationRoutes.remove,
    { summary: "Delete a person's vacation that has not begun; its days return to the balance" },
    async (ctx) => {
      const v = await ctx.db.repo(Vacation).findOne({ id: ctx.params.id, userId: ctx.params.user });
      if (!v) throw errors.notFound();
      mustEditFor(ctx, v.userId);
      mustNotHaveBegun(ctx, v);
      await removeVacation(ctx, v);
      return { id: v.id };
    },
  );

  r.route(vacationRoutes.mine, { summary: "The caller's vacations, newest first (at most 200), and their remainder" }, (ctx) => mine(ctx));

  r.route(vacationRoutes.pending, { summary: "Planned vacations of the caller's direct reports, waiting for the decision" }, (ctx) =>
    pending(ctx),
  );

  r.route(
    vacationRoutes.decide,
    { summary: 'The chief approves a planned vacation, or returns it with a comment (its days return to the balance)' },
    async (ctx) => vacationView(await decide(ctx, await ctx.db.repo(Vacation).get(ctx.params.id), ctx.body)),
  );

  r.route(
    vacationRoutes.team,
    { summary: "The chief's dashboard widget: the next absences of the chief's reporting line (the chief, chiefs above, editors)" },
    (ctx) => team(ctx, ctx.params.id),
  );
}
