import { errors, In, type ServiceContext } from '@atrium/sdk/server';
import { LANES_MAX, RULES } from '../../shared/constants.js';
import type { DeskInput, DeskUpdate } from '../../shared/schemas.js';
import { Desk, Lane, Member, Task, type DeskRow } from '../entities/index.js';
import { deleteTasks } from './tasks.js';

/** Every id must be an employee of the client (404 otherwise, nothing written). */
export async function assertEmployees(ctx: ServiceContext, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return;
  const found = await ctx.employees.cards(wanted);
  if (found.length !== wanted.length) throw errors.notFound('User not found', 'users.notFound');
}

/** Admins and members as rows: someone named in both is an admin; the owner needs no row. */
function memberRows(deskId: string, ownerId: string, input: Pick<DeskInput, 'admins' | 'members'>) {
  const admins = new Set(input.admins.filter((u) => u !== ownerId));
  const members = new Set(input.members.filter((u) => u !== ownerId && !admins.has(u)));
  return [
    ...[...admins].map((userId) => ({ deskId, userId, role: 'admin' as const })),
    ...[...members].map((userId) => ({ deskId, userId, role: 'member' as const })),
  ];
}

export async function createDesk(ctx: ServiceContext, input: DeskInput, ownerId: string): Promise<DeskRow> {
  await assertEmployees(ctx, [...input.admins, ...input.members]);
  return ctx.db.transaction(async (tx) => {
    const desk = await tx.repo(Desk).insert({
      name: input.name,
      description: input.description,
      status: input.status,
      background: input.background,
      ownerId,
      finished: false,
    });
    await tx.repo(Member).insertMany(memberRows(desk.id, ownerId, input));
    await tx.repo(Lane).insertMany(input.lanes.map((l, position) => ({ deskId: desk.id, name: l.name, position })));
    return desk;
  });
}

/**
 * Changes the fields sent and keeps the others (a partial update). `admins` and `members` each replace
 * their list when sent. Sent lanes are renamed and reordered, new ones added; lanes left out of the list
 * keep their place after the listed ones: a lane goes only through its own delete call, with its tasks.
 */
export async function updateDesk(ctx: ServiceContext, desk: DeskRow, input: DeskUpdate) {
  await assertEmployees(ctx, [...(input.admins ?? []), ...(input.members ?? [])]);
  const lanes = input.lanes ? await laneOrder(ctx, desk.id, input.lanes) : null;
  const people = await ctx.db.repo(Member).find({ where: { deskId: desk.id } });
  const listed = (role: 'admin' | 'member') => people.filter((p) => p.role === role).map((p) => p.userId);
  const { name, description, status, background } = input;
  await ctx.db.transaction(async (tx) => {
    await tx.repo(Desk).update({ id: desk.id }, { name, description, status, background });
    if (input.admins || input.members) {
      await tx.repo(Member).delete({ deskId: desk.id });
      const next = { admins: input.admins ?? listed('admin'), members: input.members ?? listed('member') };
      await tx.repo(Member).insertMany(memberRows(desk.id, desk.ownerId, next));
    }
    if (!lanes) return;
    let position = 0;
    for (const l of lanes.listed) {
      if (l._id) await tx.repo(Lane).update({ id: l._id }, { name: l.name, position: position++ });
      else await tx.repo(Lane).insert({ deskId: desk.id, name: l.name, position: position++ });
    }
    for (const l of lanes.kept) await tx.repo(Lane).update({ id: l.id }, { position: position++ });
  });
}

/** The sent lanes (checked: each `_id` one of the desk's, at most 30 in all) and the desk's lanes left out. */
async function laneOrder(ctx: ServiceContext, deskId: string, listed: NonNullable<DeskUpdate['lanes']>) {
  const lanes = await ctx.db.repo(Lane).find({ where: { deskId }, order: { position: 'ASC' } });
  const known = new Set(lanes.map((l) => l.id));
  for (const l of listed) if (l._id && !known.has(l._id)) throw RULES.laneNotOnDesk.badRequest();
  const ids = new Set(listed.map((l) => l._id).filter(Boolean));
  const kept = lanes.filter((l) => !ids.has(l.id));
  if (listed.length + kept.length > LANES_MAX) throw RULES.tooManyLanes.badRequest();
  return { listed, kept };
}

/** Deletes a lane with its tasks. */
export async function deleteLane(ctx: ServiceContext, deskId: string, laneId: string) {
  const lane = await ctx.db.repo(Lane).findOne({ id: laneId, deskId });
  if (!lane) throw errors.notFound();
  const tasks = await ctx.db.repo(Task).find({ where: { laneId } });
  await deleteTasks(
    ctx,
    tasks.map((t) => t.id),
  );
  await ctx.db.repo(Lane).delete({ id: laneId });
}

export async function deleteDesk(ctx: ServiceContext, desk: DeskRow) {
  const tasks = await ctx.db.repo(Task).find({ where: { deskId: desk.id } });
  await deleteTasks(
    ctx,
    tasks.map((t) => t.id),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.repo(Lane).delete({ deskId: desk.id });
    await tx.repo(Member).delete({ deskId: desk.id });
    await tx.repo(Desk).delete({ id: desk.id });
  });
}

/**
 * Finishes the desk and its open tasks (they remember it), or restores the desk and exactly the
 * tasks its finishing closed.
 */
export async function finishDesk(ctx: ServiceContext, desk: DeskRow, finished: boolean) {
  await ctx.db.transaction(async (tx) => {
    if (finished) {
      await tx
        .repo(Task)
        .update({ deskId: desk.id, status: In(['open', 'active', 'hidden']) }, { status: 'closed', finishedWithDesk: true });
      await tx.repo(Desk).update({ id: desk.id }, { finished: true, status: 'closed' });
    } else {
      await tx.repo(Task).update({ deskId: desk.id, finishedWithDesk: true }, { status: 'active', finishedWithDesk: false });
      await tx.repo(Desk).update({ id: desk.id }, { finished: false, status: 'active' });
    }
  });
}
