import { errors, reply, taggedSql, type RouteBuilder, type UserContext } from '@atrium/sdk/server';
import { RULES, TASK_MODEL } from '../../shared/constants.js';
import { trackerRoutes } from '../../shared/routes.js';
import { deskRoom, LIVE } from '../../shared/events.js';
import { Task, TaskPerson } from '../entities/index.js';
import { noAccess, notHidden, openDesk, readableDesk, visibleDesks } from '../services/access.js';
import { createTask, deleteTasks, moveTask, taskListItems, taskView, updateTask } from '../services/tasks.js';
import type { TaskListQuery } from '../../shared/schemas.js';

/** A task and the caller's place on its desk. */
async function readableTask(ctx: UserContext, id: string) {
  const task = await ctx.db.repo(Task).get(id);
  const { desk, manage } = await readableDesk(ctx, task.deskId);
  return { task, desk, manage };
}

async function managedTask(ctx: UserContext, id: string) {
  const task = await ctx.db.repo(Task).get(id);
  const desk = await openDesk(ctx, task.deskId);
  return { task, desk };
}

const PRIORITY_ORDER = "CASE t.priority WHEN 'low' THEN 0 WHEN 'normal' THEN 1 WHEN 'high' THEN 2 ELSE 3 END";
const today = () => new Date().toISOString().slice(0, 10);

/** The table's rows: one desk's, mine across desks, or my team's overdue ones; filtered and sorted in SQL. */
async function taskList(ctx: UserContext, q: TaskListQuery) {
  const qb = ctx.db.repo(Task).qb('t');
  const me = ctx.me.user.id;
  if (q.view === 'desk') {
    if (!q.desk) throw RULES.deskRequired.badRequest([RULES.deskRequired.field('desk')]);
    await readableDesk(ctx, q.desk);
    qb.andWhere('t.deskId = :desk', { desk: q.desk });
  } else if (q.view === 'mine') {
    visibleDesks(qb, ctx, 't.deskId');
    const coPerformer = qb.sub(TaskPerson, 'tp', (s) => s.select('1').andWhere("tp.taskId = t.id AND tp.userId = :me AND tp.role = 'co'"));
    qb.andWhere(`(t.performerId = :me OR EXISTS (${coPerformer}))`, { me });
  } else {
    // The chief's dashboard: the team's late work on any desk not hidden from the caller (README, Rules); admins may open anyone's.
    if (q.chief && q.chief !== me && !ctx.me.isAdmin) throw noAccess();
    const team = await ctx.org.subordinatesOf(q.chief ?? me);
    if (!team.length) return { rows: [], total: 0 };
    qb.andWhere("t.performerId IN (:...team) AND t.planEnd < :today AND t.status <> 'closed'", { team, today: today() });
    notHidden(qb, ctx, 't.deskId');
  }
  if (q.desk && q.view !== 'desk') qb.andWhere('t.deskId = :desk', { desk: q.desk });
  if (q.lane) qb.andWhere('t.laneId = :lane', { lane: q.lane });
  if (q.performer) qb.andWhere('t.performerId = :performer', { performer: q.performer });
  if (q.priority) qb.andWhere('t.priority = :priority', { priority: q.priority });
  if (q.tag) qb.andWhere(taggedSql({ module: 'task_tracker', model: TASK_MODEL, alias: 't', tag: ':tag' }), { tag: q.tag });
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  if (q.sort === 'priority') qb.addSelect(PRIORITY_ORDER, 'prio').orderBy('prio', dir);
  else qb.orderBy(`t.${q.sort}`, dir);
  const [rows, total] = await qb
    .addOrderBy('t.id', dir)
    .offset((q.page - 1) * q.limit)
    .limit(q.limit)
    .getManyAndCount();
  return { rows, total };
}

export function taskRoutes(r: RouteBuilder) {
  r.route(trackerRoutes.tasks, { summary: "Tasks as a table: a desk's, mine across desks, or my team's overdue ones" }, async (ctx) => {
    const { rows, total } = await taskList(ctx, ctx.query);
    return reply({ result: await taskListItems(ctx, rows), page: ctx.query.page, limit: ctx.query.limit, total });
  });

  r.route(trackerRoutes.task, { summary: 'One task with its people, checklist, attachments and newest comments' }, async (ctx) => {
    const { task, manage } = await readableTask(ctx, ctx.params.id);
    return taskView(ctx, task, manage);
  });

  r.route(trackerRoutes.createTask, { summary: 'Create a task on a desk I manage' }, async (ctx) => {
    const desk = await openDesk(ctx, ctx.body.desk);
    const task = await createTask(ctx, desk, ctx.body, ctx.me.user.id);
    const [item] = await taskListItems(ctx, [task]);
    ctx.realtime.toRoom(deskRoom(desk.id), LIVE.task, item);
    return taskView(ctx, task, true);
  });

  r.route(trackerRoutes.updateTask, { summary: 'Change a task (the fields sent; its desk stays)' }, async (ctx) => {
    const { task } = await managedTask(ctx, ctx.params.id);
    if (ctx.body.desk && ctx.body.desk !== task.deskId) throw RULES.laneNotOnDesk.badRequest();
    const saved = await updateTask(ctx, task, ctx.body);
    const [item] = await taskListItems(ctx, [saved]);
    ctx.realtime.toRoom(deskRoom(task.deskId), LIVE.task, item);
    return taskView(ctx, saved, true);
  });

  r.route(trackerRoutes.removeTask, { summary: 'Delete a task with its comments, tags and attachments' }, async (ctx) => {
    const { task } = await managedTask(ctx, ctx.params.id);
    await deleteTasks(ctx, [task.id]);
    ctx.realtime.toRoom(deskRoom(task.deskId), LIVE.removed, { id: task.id });
    return { id: task.id };
  });

  r.route(trackerRoutes.moveTask, { summary: 'Move a task to a lane, after another task or to the top' }, async (ctx) => {
    const desk = await openDesk(ctx, ctx.params.desk);
    const task = await ctx.db.repo(Task).findOne({ id: ctx.body.task, deskId: desk.id });
    if (!task) throw errors.notFound();
    const [item] = await taskListItems(ctx, [await moveTask(ctx, task, ctx.body.lane, ctx.body.after ?? null)]);
    ctx.realtime.toRoom(deskRoom(desk.id), LIVE.task, item);
    return item!;
  });
}
