import type { UserContext } from '@atrium/sdk/server';
import { MAX_STEPS, MIN_STEPS_TO_START, RULES } from '../../shared/constants.js';
import type { RequestInput, RequestStepInput, RequestStepUpdate } from '../../shared/schemas.js';
import { ServiceRequest, type ServiceRequestRow, type StoredRequestStep } from '../entities/index.js';
import { canManage, readableService } from './access.js';
import { mayRead, readableRequest, resolveSteps, startRequest } from './requests.js';

/** A template's steps as a fresh route: the decisions and deadlines of the request it came from are dropped. */
const freshSteps = (steps: StoredRequestStep[]): StoredRequestStep[] =>
  steps.map((s) => ({
    ...s,
    id: crypto.randomUUID(),
    values: null,
    decision: null,
    reason: null,
    decidedBy: null,
    decidedAt: null,
    deadline: null,
  }));

async function keepTemplate(ctx: UserContext, serviceId: string, name: string, steps: StoredRequestStep[]) {
  return ctx.db.repo(ServiceRequest).insert({
    serviceId,
    name,
    initiatorId: ctx.me.user.id,
    steps,
    current: 0,
    result: null,
    finishedAt: null,
    dueAt: null,
    template: true,
    waitingFor: '',
  });
}

/** `POST api/bp`: a request of a service the caller may file, on a route they draw; started at once, or kept as a template. */
export async function createRequest(ctx: UserContext, input: RequestInput) {
  const service = await readableService(ctx, input.service);
  const steps = await resolveSteps(ctx, input.steps, ctx.me.user.id);
  const name = input.name ?? service.name;
  if (input.template) return keepTemplate(ctx, service.id, name, steps);
  return startRequest(ctx, service, ctx.me.user.id, { name, steps });
}

/** A template is its initiator's only: anyone else's is 404, like an unknown id. */
async function ownTemplate(ctx: UserContext, id: string) {
  const row = await ctx.db.repo(ServiceRequest).findOne({ id, template: true, initiatorId: ctx.me.user.id });
  if (!row) throw RULES.noAccess.notFound();
  return row;
}

/** `POST api/bp/start`: a request started on a copy of the caller's template; it needs two steps at least. */
export async function startFromTemplate(ctx: UserContext, templateId: string) {
  const template = await ownTemplate(ctx, templateId);
  if (template.steps.length < MIN_STEPS_TO_START) throw RULES.twoStepsToStart.badRequest([RULES.twoStepsToStart.field('template')]);
  const service = await readableService(ctx, template.serviceId);
  return startRequest(ctx, service, ctx.me.user.id, { name: template.name, steps: freshSteps(template.steps) });
}

/** `POST api/bp/convert/{id}`: a request the caller reads kept as their own template of the same route. */
export async function convertToTemplate(ctx: UserContext, id: string) {
  const row = await readableRequest(ctx, id);
  await readableService(ctx, row.serviceId);
  return keepTemplate(ctx, row.serviceId, row.name, freshSteps(row.steps));
}

/** The caller's templates of one service, by name. */
export const templatesOf = (ctx: UserContext, serviceId: string) =>
  ctx.db
    .repo(ServiceRequest)
    .find({ where: { serviceId, template: true, initiatorId: ctx.me.user.id }, order: { name: 'ASC' }, take: 100 });

/** Its initiator and the managers change a request; others who read it get 403. */
function mustEdit(ctx: UserContext, row: ServiceRequestRow) {
  if (row.initiatorId !== ctx.me.user.id && !canManage(ctx.me)) throw RULES.noAccess.forbidden();
  if (row.result) throw RULES.requestFinished.conflict();
}

/** The first step that may still change: any of a template's; of a running request, those after the waiting one. */
const firstOpen = (row: ServiceRequestRow) => (row.template ? 0 : row.current + 1);

/**
 * Changes a request's steps under a row lock (so a step passed meanwhile is not rewritten): `change` gets a copy of
 * the steps and the index of the first open one, and returns the new list.
 */
async function changeSteps(
  ctx: UserContext,
  id: string,
  change: (steps: StoredRequestStep[], open: number, row: ServiceRequestRow) => Promise<StoredRequestStep[]> | StoredRequestStep[],
) {
  return ctx.db.transaction(async (db) => {
    const row = await db.repo(ServiceRequest).get(id, { lock: 'write' });
    if (!mayRead(ctx, row)) throw RULES.noAccess.notFound();
    mustEdit(ctx, row);
    const steps = await change(
      row.steps.map((s) => ({ ...s })),
      firstOpen(row),
      row,
    );
    await db.repo(ServiceRequest).update({ id: row.id }, { steps });
    return { ...row, steps };
  });
}

/** The index of a step that may still change; a reached one is 409, an unknown one 404. */
function openStep(steps: StoredRequestStep[], open: number, stepId: string) {
  const at = steps.findIndex((s) => s.id === stepId);
  if (at < 0) throw RULES.noAccess.notFound();
  if (at < open) throw RULES.stepReached.conflict();
  return at;
}

/** `POST api/bp/{bp}/step`: a step added at the end (at most 5). */
export const addStep = (ctx: UserContext, id: string, input: RequestStepInput) =>
  changeSteps(ctx, id, async (steps, _open, row) => {
    if (steps.length >= MAX_STEPS) throw RULES.tooManySteps.badRequest();
    return [...steps, ...(await resolveSteps(ctx, [input], row.initiatorId))];
  });

/** `PUT api/bp/{bp}/step`: a step not reached yet, changed. */
export const updateStep = (ctx: UserContext, id: string, input: RequestStepUpdate) =>
  changeSteps(ctx, id, async (steps, open, row) => {
    const at = openStep(steps, open, input._id);
    const [changed] = await resolveSteps(ctx, [{ ...input, review: input.review ?? steps[at]!.review, id: input._id }], row.initiatorId);
    steps[at] = changed!;
    return steps;
  });

/** `DELETE api/bp/{bp}/step/{stepId}`: a step not reached yet, removed; a template keeps one step at least. */
export const removeStep = (ctx: UserContext, id: string, stepId: string) =>
  changeSteps(ctx, id, (steps, open) => {
    const at = openStep(steps, open, stepId);
    if (steps.length === 1) throw RULES.lastStep.conflict();
    return steps.filter((_, i) => i !== at);
  });

/** `PUT api/bp/{id}`: a request or template renamed by its initiator or a manager, while not finished. */
export async function renameRequest(ctx: UserContext, id: string, name: string) {
  const row = await readableRequest(ctx, id);
  mustEdit(ctx, row);
  await ctx.db.repo(ServiceRequest).update({ id: row.id }, { name });
  return { ...row, name };
}
