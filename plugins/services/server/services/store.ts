import type { ServiceContext } from '@atrium/sdk/server';
import type { Grant } from '@atrium/sdk/shared';
import { RULES, SERVICE_RESOURCE } from '../../shared/constants.js';
import type { ServiceInput, ServiceUpdate, StepInput } from '../../shared/schemas.js';
import { Service, ServiceGroup, type ServiceRow, type StoredStep } from '../entities/index.js';
import { indexService, unindexService } from '../search.js';

/** "For all" is one everyone-read grant, so every list and check asks the grants alone. */
const grantsOf = (forAll: boolean, audience: Grant[]): Grant[] => (forAll ? [{ level: 'read', audience: 'everyone' }] : audience);

/** Steps and fields keep the ids they came with (requests refer to them) and get one when new. */
export const stepsOf = (steps: StepInput[]): StoredStep[] =>
  steps.map((s) => ({
    id: s._id ?? crypto.randomUUID(),
    name: s.name,
    performers: { kind: s.performers.kind, userIds: s.performers.kind === 'employees' ? s.performers.userIds : [] },
    form: s.form && { name: s.form.name, fields: s.form.fields.map(({ _id, ...f }) => ({ ...f, id: _id ?? crypto.randomUUID() })) },
    review: s.review,
  }));

export async function createService(ctx: ServiceContext, input: ServiceInput, authorId: string): Promise<ServiceRow> {
  const { audience, steps, ...fields } = input;
  const row = await ctx.db.repo(Service).insert({ ...fields, steps: stepsOf(steps), authorId });
  await ctx.grants.set(SERVICE_RESOURCE, row.id, grantsOf(input.forAll, audience));
  await indexService(ctx, row);
  return row;
}

/** A partial update: what is left out keeps its stored value; a simple service still has one step. */
export async function updateService(ctx: ServiceContext, row: ServiceRow, input: ServiceUpdate): Promise<ServiceRow> {
  const { audience, steps, ...fields } = input;
  const type = input.type ?? row.type;
  const stepCount = steps?.length ?? row.steps.length;
  if (type === 'simple' && stepCount > 1) throw RULES.simpleOneStep.badRequest([RULES.simpleOneStep.field('steps')]);
  const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await ctx.db.repo(Service).update({ id: row.id }, { ...patch, ...(steps ? { steps: stepsOf(steps) } : {}) });
  const saved = await ctx.db.repo(Service).get(row.id);
  if (input.forAll !== undefined || audience !== undefined) {
    const kept = audience ?? (await ctx.grants.get(SERVICE_RESOURCE, row.id));
    await ctx.grants.set(SERVICE_RESOURCE, row.id, grantsOf(saved.forAll, kept));
  }
  await indexService(ctx, saved);
  return saved;
}

export async function removeService(ctx: ServiceContext, row: ServiceRow) {
  await ctx.db.repo(Service).delete({ id: row.id });
  await ctx.grants.remove(SERVICE_RESOURCE, row.id);
  await unindexService(ctx, row.id);
}

/** A group with services is not deleted (spec: "group not empty", also "section with services cannot be deleted"). */
export async function removeGroup(ctx: ServiceContext, id: string) {
  const group = await ctx.db.repo(ServiceGroup).get(id);
  if (await ctx.db.repo(Service).exists({ groupId: group.id })) throw RULES.groupNotEmpty.conflict();
  await ctx.db.repo(ServiceGroup).delete({ id: group.id });
  return group;
}
