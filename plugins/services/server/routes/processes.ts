import type { RouteBuilder } from '@atrium/sdk/server';
import { servicesRoutes } from '../../shared/routes.js';
import { readableService } from '../services/access.js';
import {
  addStep,
  convertToTemplate,
  createRequest,
  removeStep,
  renameRequest,
  startFromTemplate,
  templatesOf,
  updateStep,
} from '../services/processes.js';
import { requestView } from '../services/requests.js';

/** Requests on a route drawn by hand, templates, and a request's steps changed before they are reached. */
export function processRoutes(r: RouteBuilder) {
  r.route(
    servicesRoutes.createRequest,
    { summary: 'A request of a service on steps drawn by hand: started at once (2 steps at least), or kept as a template' },
    async (ctx) => requestView(await createRequest(ctx, ctx.body), ctx.me.user.id),
  );

  r.route(servicesRoutes.startRequest, { summary: "Start a request from one of the caller's templates (2 steps at least)" }, async (ctx) =>
    requestView(await startFromTemplate(ctx, ctx.body.template), ctx.me.user.id),
  );

  r.route(servicesRoutes.templates, { summary: "The caller's templates of a service, by name" }, async (ctx) => {
    const service = await readableService(ctx, ctx.params.id);
    return (await templatesOf(ctx, service.id)).map((row) => requestView(row, ctx.me.user.id));
  });

  r.route(servicesRoutes.convert, { summary: "Keep a request's route as the caller's template" }, async (ctx) =>
    requestView(await convertToTemplate(ctx, ctx.params.id), ctx.me.user.id),
  );

  r.route(
    servicesRoutes.updateRequest,
    { summary: 'Rename a request or template (its initiator or a manager; 409 once finished)' },
    async (ctx) => requestView(await renameRequest(ctx, ctx.params.id, ctx.body.name), ctx.me.user.id),
  );

  r.route(servicesRoutes.addStep, { summary: 'Add a step at the end of a request or template (at most 5)' }, async (ctx) =>
    requestView(await addStep(ctx, ctx.params.bp, ctx.body), ctx.me.user.id),
  );

  r.route(servicesRoutes.updateStep, { summary: 'Change a step not reached yet (409 once reached)' }, async (ctx) =>
    requestView(await updateStep(ctx, ctx.params.bp, ctx.body), ctx.me.user.id),
  );

  r.route(servicesRoutes.removeStep, { summary: 'Remove a step not reached yet (409 once reached)' }, async (ctx) =>
    requestView(await removeStep(ctx, ctx.params.bp, ctx.params.stepId), ctx.me.user.id),
  );
}
