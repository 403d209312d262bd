import type { ServerAnswer, ServiceContext, UserContext } from '@atrium/sdk/server';
import { deadlineOf, RULES } from '../../shared/constants.js';
import type { FormValues } from '../../shared/form-values.js';
import type { PassStepInput } from '../../shared/schemas.js';
import type { RequestView } from '../../shared/types.js';
import {
  Service,
  ServiceRequest,
  type ServiceRequestRow,
  type ServiceRow,
  type StoredRequestStep,
  type StoredStep,
} from '../entities/index.js';
import { canManage } from './access.js';
import { attachFiles, checkedValues } from './values.js';

/** A step's route as the service or a hand-drawn request gives it. */
type RouteStep = Pick<StoredStep, 'name' | 'performers' | 'review'> & { id?: string; form?: StoredStep['form'] };

/** Performers of each step as ids, resolved once when the request is made; an initiator without a chief cannot have a chief's step. */
export async function resolveSteps(ctx: ServiceContext, route: RouteStep[], initiatorId: string): Promise<StoredRequestStep[]> {
  const steps: StoredRequestStep[] = [];
  for (const s of route) {
    let performerIds = s.performers.userIds;
    if (s.performers.kind === 'initiator') performerIds = [initiatorId];
    if (s.performers.kind === 'chief') {
      const chief = await ctx.org.chiefOf(initiatorId);
      if (!chief) throw RULES.chiefUnknown.badRequest();
      performerIds = [chief];
    }
    steps.push({
      id: s.id ?? crypto.randomUUID(),
      name: s.name,
      performerIds,
      review: s.review,
      form: s.form ?? null,
      values: null,
      decision: null,
      reason: null,
      decidedBy: null,
      decidedAt: null,
      deadline: null,
    });
  }
  return steps;
}

/** The `waitingFor` column of a request whose waiting step is `step` (none: finished). */
export const waitingOf = (step: StoredRequestStep | undefined) => (step ? `,${step.performerIds.join(',')},` : '');

const linkOf = (row: ServiceRequestRow) => `/service/${row.serviceId}?request=${row.id}`;

/** Starts a request of a service on the steps given: its receivers hear of it, the first step's performers that it waits for them. */
export async function startRequest(
  ctx: ServiceContext,
  service: ServiceRow,
  initiatorId: string,
  route: { name: string; steps: StoredRequestStep[] },
  opts = { notify: true },
) {
  const steps = route.steps.map((s) => ({ ...s }));
  steps[0]!.deadline = deadlineOf(new Date(), service.daysLimit);
  const due = steps[0]!.deadline;
  const row = await ctx.db.repo(ServiceRequest).insert({
    serviceId: service.id,
    name: route.name,
    initiatorId,
    steps,
    current: 0,
    result: null,
    finishedAt: null,
    dueAt: due ? new Date(due) : null,
    template: false,
    waitingFor: waitingOf(steps[0]),
  });
  if (opts.notify) {
    await ctx.notify(service.receivers, { name: 'request.new', section: 'services', vars: { name: row.name }, link: linkOf(row) });
    await ctx.notify(steps[0]!.performerIds, {
      name: 'request.step',
      section: 'services',
      vars: { name: row.name, step: steps[0]!.name },
      link: linkOf(row),
    });
  }
  return row;
}

/** Files a request of a service on the service's own steps and starts it; `values` fill the first step's form. */
export async function fileRequest(
  ctx: ServiceContext,
  service: ServiceRow,
  initiatorId: string,
  opts: { notify: boolean; values?: FormValues } = { notify: true },
) {
  const steps = await resolveSteps(ctx, service.steps, initiatorId);
  steps[0]!.values = await checkedValues(ctx, steps[0]!, opts.values);
  const row = await startRequest(ctx, service, initiatorId, { name: service.name, steps }, opts);
  await attachFiles(ctx, row.id, steps[0]!);
  return row;
}

const isPerformer = (row: ServiceRequestRow, userId: string) => row.steps[row.current]?.performerIds.includes(userId) ?? false;

/** The initiator, any performer of its steps and the managers read a request. */
export function mayRead(ctx: UserContext, row: ServiceRequestRow) {
  const me = ctx.me.user.id;
  // A template is its initiator's own: the employees it names perform nothing yet.
  return row.initiatorId === me || canManage(ctx.me) || (!row.template && row.steps.some((s) => s.performerIds.includes(me)));
}

/** A request the caller may read; others get 404, as for an unknown id. */
export async function readableRequest(ctx: UserContext, id: string) {
  const row = await ctx.db.repo(ServiceRequest).get(id);
  if (!mayRead(ctx, row)) throw RULES.noAccess.notFound();
  return row;
}

/**
 * A performer of the step that waits accepts it (the next step starts, or the request succeeds after the last)
 * or declines it with a reason (the request is rejected). Read and written under a lock, so two performers
 * deciding at once cannot both pass one step.
 */
export async function passStep(ctx: UserContext, id: string, input: PassStepInput) {
  const { row, step, next } = await ctx.db.transaction(async (db) => {
    const row = await db.repo(ServiceRequest).get(id, { lock: 'write' });
    if (!mayRead(ctx, row)) throw RULES.noAccess.notFound();
    if (row.template) throw RULES.templateDoesNotRun.conflict();
    if (row.result) throw RULES.requestFinished.conflict();
    if (!isPerformer(row, ctx.me.user.id)) throw RULES.noAccess.forbidden();
    const now = new Date();
    const steps = row.steps.map((s) => ({ ...s }));
    const step = steps[row.current]!;
    Object.assign(step, {
      decision: input.action === 'accept' ? 'accepted' : 'declined',
      reason: input.action === 'decline' ? input.reason! : null,
      decidedBy: ctx.me.user.id,
      decidedAt: now.toISOString(),
      // The first step's form is the initiator's, filled when filing; a later step's is filled by its performer on accepting.
      values: input.action === 'accept' && step.values === null ? await checkedValues(ctx, step, input.values) : step.values,
    });
    const current = input.action === 'accept' ? row.current + 1 : row.current;
    const service = await db.repo(Service).findOne({ id: row.serviceId });
    const next = input.action === 'accept' ? steps[current] : undefined;
    if (next) next.deadline = deadlineOf(now, service?.daysLimit ?? 0);
    const result = input.action === 'decline' ? 'rejected' : next ? null : 'succeeded';
    const patch = {
      steps,
      current,
      result,
      finishedAt: result ? now : null,
      dueAt: next?.deadline ? new Date(next.deadline) : null,
      waitingFor: waitingOf(next),
    } as const;
    await db.repo(ServiceRequest).update({ id: row.id }, patch);
    return { row: { ...row, ...patch }, step, next };
  });
  await attachFiles(ctx, row.id, step);
  const link = linkOf(row);
  const vars = { name: row.name, step: step.name };
  if (step.decision === 'accepted') await ctx.notify([row.initiatorId], { name: 'request.accepted', section: 'services', vars, link });
  else
    await ctx.notify([row.initiatorId], {
      name: 'request.declined',
      section: 'services',
      vars: { ...vars, reason: step.reason ?? '' },
      link,
    });
  if (next)
    await ctx.notify(next.performerIds, { name: 'request.step', section: 'services', vars: { name: row.name, step: next.name }, link });
  return row;
}

export const requestView = (row: ServiceRequestRow, me: string): ServerAnswer<RequestView> => ({
  id: row.id,
  serviceId: row.serviceId,
  name: row.name,
  initiatorId: row.initiatorId,
  steps: row.steps,
  current: row.current,
  result: row.result,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
  template: row.template,
  mayPass: !row.template && !row.result && isPerformer(row, me),
});
