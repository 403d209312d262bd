import { reply, type RouteBuilder } from '@atrium/sdk/server';
import { trackerRoutes } from '../../shared/routes.js';
import { deskRoom, LIVE } from '../../shared/events.js';
import { Desk } from '../entities/index.js';
import { managedDesk, openDesk, readableDesk, visibleDesks } from '../services/access.js';
import { createDesk, deleteDesk, deleteLane, finishDesk, updateDesk } from '../services/desks.js';
import { createTask, taskListItems } from '../services/tasks.js';
import { TaskInput } from '../../shared/schemas.js';
import { deskView, deskWithTasks } from '../services/view.js';

export function deskRoutes(r: RouteBuilder) {
  r.route(
    trackerRoutes.desks,
    { summary: 'Desks I own, administer or am a member of; finished=1 lists the finished ones' },
    async (ctx) => {
      const { page, limit, finished } = ctx.query;
      const qb = ctx.db
        .repo(Desk)
        .qb('d')
        .andWhere('d.finished = :f', { f: finished === '1' });
      visibleDesks(qb, ctx, 'd.id');
      const [rows, total] = await qb
        .orderBy('d.updatedAt', 'DESC')
        .addOrderBy('d.id', 'DESC')
        .offset((page - 1) * limit)
        .limit(limit)
        .getManyAndCount();
      const result = rows.map((d) => ({
        id: d.id,
        name: d.name,
        description: d.description,
        status: d.status,
        finished: d.finished,
        background: d.background,
        ownerId: d.ownerId,
        updatedAt: d.updatedAt,
      }));
      return reply({ result, page, limit, total });
    },
  );

  r.route(trackerRoutes.desk, { summary: 'A desk with its lanes and tasks, for its owner, admins and members' }, async (ctx) => {
    const { desk, manage } = await readableDesk(ctx, ctx.params.id);
    return deskWithTasks(ctx, desk, manage);
  });

  r.route(trackerRoutes.createDesk, { right: 'desk_add', summary: 'Create a desk; the creator owns it' }, async (ctx) => {
    const desk = await createDesk(ctx, ctx.body, ctx.me.user.id);
    await ctx.journal('task_tracker', 'desk.create', { deskId: desk.id, name: desk.name });
    return deskView(ctx, desk, true);
  });

  r.route(
    trackerRoutes.updateDesk,
    { summary: 'Change a desk (the fields sent): fields, admins, members, lane names and order' },
    async (ctx) => {
      const desk = await managedDesk(ctx, ctx.params.id);
      await updateDesk(ctx, desk, ctx.body);
      const saved = await ctx.db.repo(Desk).get(desk.id);
      // Whoever the change took off the desk (removed, or a member of a desk made hidden) leaves its room first.
      await ctx.realtime.recheckRoom(deskRoom(desk.id));
      const view = await deskView(ctx, saved, true);
      ctx.realtime.toRoom(deskRoom(desk.id), LIVE.desk, view);
      return view;
    },
  );

  r.route(trackerRoutes.removeDesk, { summary: 'Delete a desk with its lanes and tasks' }, async (ctx) => {
    const desk = await managedDesk(ctx, ctx.params.id);
    await deleteDesk(ctx, desk);
    await ctx.journal('task_tracker', 'desk.delete', { deskId: desk.id, name: desk.name });
    return { id: desk.id };
  });

  r.route(trackerRoutes.finish, { summary: 'Finish a desk and its tasks, or restore both (finished: false)' }, async (ctx) => {
    const desk = await managedDesk(ctx, ctx.params.desk);
    const finished = ctx.body.finished ?? true;
    await finishDesk(ctx, desk, finished);
    await ctx.journal('task_tracker', finished ? 'desk.finish' : 'desk.restore', { deskId: desk.id });
    const view = await deskView(ctx, await ctx.db.repo(Desk).get(desk.id), true);
    ctx.realtime.toRoom(deskRoom(desk.id), LIVE.desk, view);
    return view;
  });

  r.route(trackerRoutes.addTask, { summary: "Add a task by its name at the end of a desk's lane" }, async (ctx) => {
    const desk = await openDesk(ctx, ctx.params.desk);
    const task = await createTask(
      ctx,
      desk,
      TaskInput.parse({ desk: desk.id, lane: ctx.params.lane, name: ctx.body.name }),
      ctx.me.user.id,
    );
    const [item] = await taskListItems(ctx, [task]);
    ctx.realtime.toRoom(deskRoom(desk.id), LIVE.task, item);
    return item!;
  });

  r.route(trackerRoutes.removeLane, { summary: 'Delete a lane of a desk with its tasks' }, async (ctx) => {
    const desk = await openDesk(ctx, ctx.params.desk);
    await deleteLane(ctx, desk.id, ctx.params.lane);
    await ctx.journal('task_tracker', 'lane.delete', { deskId: desk.id, laneId: ctx.params.lane });
    ctx.realtime.toRoom(deskRoom(desk.id), LIVE.desk, await deskView(ctx, desk, true));
    return { id: ctx.params.lane };
  });
}
