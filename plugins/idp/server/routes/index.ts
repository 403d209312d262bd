import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { idpRoutes } from '../../shared/routes.js';
import { Idp, IdpHistory, type IdpRow } from '../entities/index.js';
import { mayChange, mustChange, mustRead, readsAll } from '../services/access.js';
import { listIdps, plansOf } from '../services/lists.js';
import { createIdp, finishTask, removeIdp, tasksOf, updateIdp } from '../services/plans.js';
import { analytics, teamSummary } from '../services/summary.js';
import { cardsOf, historyView, listItem, taskView } from '../services/views.js';

/** The plan's change log, oldest first (at most one entry per change: bounded by the plan's edits). */
const historyOf = (ctx: UserContext, idpId: string) =>
  ctx.db.repo(IdpHistory).find({ where: { idpId }, order: { createdAt: 'ASC', id: 'ASC' } });

async function viewOf(ctx: UserContext, plan: IdpRow) {
  const [tasks, history] = await Promise.all([tasksOf(ctx.db, plan.id), historyOf(ctx, plan.id)]);
  const card = await cardsOf(
    ctx,
    [plan.employeeId, plan.creatorId, plan.observerId ?? '', ...history.map((h) => h.userId)].filter(Boolean),
  );
  return {
    ...listItem(plan, card),
    description: plan.description,
    creator: card(plan.creatorId),
    observer: plan.observerId ? card(plan.observerId) : null,
    tasks: tasks.map(taskView),
    notes: plan.notes,
    history: history.map((h) => historyView(h, card)),
    canEdit: await mayChange(ctx, plan),
  };
}

/** Who may add a plan: admins, `idp_admin`, the employee for themselves, and the employee's chiefs (README). */
async function mustCreate(ctx: UserContext, employeeId: string) {
  const me = ctx.me.user.id;
  if (readsAll(ctx.me) || me === employeeId || (await ctx.org.isChiefOf(me, employeeId, { deep: true }))) return;
  throw RULES.noAccess.forbidden();
}

/** The IDP calls. The core checks the session, the feature `idp` and the right `idp` first. */
export function routes(r: RouteBuilder) {
  r.route(idpRoutes.list, { summary: 'Plans of a list (all, mine, team, observed), newest first, paged' }, (ctx) =>
    listIdps(ctx, ctx.query),
  );

  r.route(idpRoutes.ofEmployee, { summary: 'The plans of one employee the caller may read, newest first, paged' }, (ctx) =>
    plansOf(ctx, ctx.params.id, ctx.query.page, ctx.query.limit),
  );

  r.route(
    idpRoutes.finishTask,
    { summary: "Finish a task of an active plan; answers the plan's tasks and change log (409 when finished)" },
    async (ctx) => {
      const plan = await ctx.db.repo(Idp).get(ctx.body.idp);
      await mustChange(ctx, plan);
      await finishTask(ctx, plan, ctx.body.task);
      const view = await viewOf(ctx, plan);
      return { tasks: view.tasks, history: view.history };
    },
  );

  r.route(
    idpRoutes.analytics,
    {
      summary: 'Plans and tasks by status and the oldest overdue tasks: the whole client for idp_admin and admins, else the reporting line',
    },
    (ctx) => analytics(ctx),
  );

  r.route(
    idpRoutes.team,
    { summary: "The chief's dashboard widget: the team's plans and overdue tasks (the chief, chiefs above, idp_admin, admins)" },
    (ctx) => teamSummary(ctx, ctx.params.id),
  );

  r.route(idpRoutes.item, { summary: 'One plan with its tasks, notes and change log' }, async (ctx) => {
    const plan = await ctx.db.repo(Idp).get(ctx.params.id);
    await mustRead(ctx, plan);
    return viewOf(ctx, plan);
  });

  r.route(idpRoutes.create, { summary: 'Add a plan (admins, idp_admin, the employee, their chiefs)' }, async (ctx) => {
    await mustCreate(ctx, ctx.body.employee);
    return viewOf(ctx, await createIdp(ctx, ctx.body));
  });

  r.route(
    idpRoutes.update,
    { summary: 'Change a plan; fields left out keep their values; finished only with every task finished (409)' },
    async (ctx) => {
      const plan = await ctx.db.repo(Idp).get(ctx.params.id);
      await mustChange(ctx, plan);
      // Moving a plan to another employee needs the right to add one for them.
      if (ctx.body.employee && ctx.body.employee !== plan.employeeId) await mustCreate(ctx, ctx.body.employee);
      return viewOf(ctx, await updateIdp(ctx, plan, ctx.body));
    },
  );

  r.route(idpRoutes.remove, { summary: 'Delete a plan with its tasks and change log' }, async (ctx) => {
    const plan = await ctx.db.repo(Idp).get(ctx.params.id);
    await mustChange(ctx, plan);
    await removeIdp(ctx, plan);
    return { id: plan.id };
  });
}
