import { employeeCard, type ServiceContext } from '@atrium/sdk/server';
import { Lane, Member, Task, type DeskRow } from '../entities/index.js';
import { taskListItems } from './tasks.js';

export async function deskView(ctx: ServiceContext, desk: DeskRow, manage: boolean) {
  const [people, lanes] = await Promise.all([
    ctx.db.repo(Member).find({ where: { deskId: desk.id } }),
    ctx.db.repo(Lane).find({ where: { deskId: desk.id }, order: { position: 'ASC' } }),
  ]);
  return {
    id: desk.id,
    name: desk.name,
    description: desk.description,
    status: desk.status,
    finished: desk.finished,
    ownerId: desk.ownerId,
    background: desk.background,
    admins: people.filter((p) => p.role === 'admin').map((p) => p.userId),
    members: people.filter((p) => p.role === 'member').map((p) => p.userId),
    lanes: lanes.map((l) => ({ id: l.id, name: l.name, position: l.position })),
    manage,
    createdAt: desk.createdAt,
    updatedAt: desk.updatedAt,
  };
}

/** The desk with every task in lane order (text order of the keys, then id for keys two moves shared). */
export async function deskWithTasks(ctx: ServiceContext, desk: DeskRow, manage: boolean) {
  const rows = await ctx.db.repo(Task).find({ where: { deskId: desk.id }, order: { sortKey: 'ASC', id: 'ASC' } });
  const view = await deskView(ctx, desk, manage);
  const ids = [view.ownerId, ...view.admins, ...view.members, ...rows.map((t) => t.performerId)].filter((x): x is string => !!x);
  const people = await ctx.employees.cards([...new Set(ids)]);
  return { desk: view, tasks: await taskListItems(ctx, rows), people: people.map(employeeCard) };
}
