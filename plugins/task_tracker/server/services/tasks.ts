import { In, type ClientDb, type ServiceContext } from '@atrium/sdk/server';
import { RULES, TASK_COMMENTS, TASK_FILES, TASK_MODEL } from '../../shared/constants.js';
import { planInOrder, type TaskInput, type TaskUpdate } from '../../shared/schemas.js';
import type { TaskListItem } from '../../shared/types.js';
import { Lane, Task, TaskPerson, type Attachment, type DeskRow, type TaskRow } from '../entities/index.js';
import { assertEmployees } from './desks.js';
import { rankBetween } from './rank.js';
import { indexTask, unindexTasks } from '../search.js';

type ServerTaskItem = Omit<TaskListItem, '_id' | 'tags' | 'createdAt' | 'updatedAt'> & {
  id: string;
  tags: { id: string; module: string; name: string }[];
  createdAt: Date;
  updatedAt: Date;
};

/** These rows as lists show them, with their tags (one query for every task's tags). */
export async function taskListItems(ctx: ServiceContext, rows: TaskRow[]): Promise<ServerTaskItem[]> {
  const tags = await ctx.tags.of(
    TASK_MODEL,
    rows.map((t) => t.id),
  );
  return rows.map((t) => ({
    id: t.id,
    deskId: t.deskId,
    laneId: t.laneId,
    sortKey: t.sortKey,
    name: t.name,
    status: t.status,
    priority: t.priority,
    performerId: t.performerId,
    ownerId: t.ownerId,
    planStart: t.planStart,
    planEnd: t.planEnd,
    planDays: t.planDays,
    color: t.color,
    border: t.border,
    tags: tags.get(t.id) ?? [],
    checklistDone: t.checklist.filter((c) => c.done).length,
    checklistTotal: t.checklist.length,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  }));
}

/** The task dialog's view: people, checklist and attachments (comments are the wall's, README). */
export async function taskView(ctx: ServiceContext, task: TaskRow, manage: boolean) {
  const [[item], people] = await Promise.all([taskListItems(ctx, [task]), ctx.db.repo(TaskPerson).find({ where: { taskId: task.id } })]);
  return {
    ...item!,
    description: task.description,
    coPerformers: people.filter((p) => p.role === 'co').map((p) => p.userId),
    observers: people.filter((p) => p.role === 'observer').map((p) => p.userId),
    hoursPlan: task.hoursPlan,
    hoursFact: task.hoursFact,
    checklist: task.checklist,
    attachments: task.attachments,
    manage,
  };
}

/** The lane must be one of the desk's. */
export async function assertLane(ctx: ServiceContext, deskId: string, laneId: string) {
  if (!(await ctx.db.repo(Lane).exists({ id: laneId, deskId }))) throw RULES.laneNotOnDesk.badRequest([RULES.laneNotOnDesk.field('lane')]);
}

/**
 * Locks the lane for the rest of the transaction: whatever places a task in it (a move, a new task, a
 * task changing lanes) reads the keys around its gap after the one before has written, so no two tasks
 * get the same key (`SELECT … FOR UPDATE` on MariaDB; SQLite runs one transaction at a time).
 */
const lockLane = (db: ClientDb, laneId: string) => db.repo(Lane).get(laneId, { lock: 'write' });

/** A key after the lane's last task; inside a transaction that has locked the lane. */
async function lastKey(db: ClientDb, laneId: string) {
  await lockLane(db, laneId);
  const last = await db.repo(Task).qb('t').andWhere('t.laneId = :l', { l: laneId }).orderBy('t.sortKey', 'DESC').getOne();
  return rankBetween(last?.sortKey ?? null, null);
}

/** Checks the files and people sent before anything is written; answers the attachments to store (none sent: null). */
async function prepare(ctx: ServiceContext, input: TaskUpdate, taskId?: string): Promise<Attachment[] | null> {
  await assertEmployees(ctx, [input.performer ?? null, ...(input.coPerformers ?? []), ...(input.observers ?? [])]);
  if (!input.attachments) return null;
  const owner = taskId ? { type: TASK_FILES, id: taskId } : undefined;
  const out: Attachment[] = [];
  for (const id of [...new Set(input.attachments)]) {
    const f = await ctx.files.attachable(id, owner);
    out.push({ id: f.id, url: f.url, thumb: f.thumb, mime: f.mimetype, name: f.fileName });
  }
  return out;
}

/** The columns of the fields sent: on a new task every field, on a partial update the ones it changes. */
const columns = (input: TaskUpdate, attachments: Attachment[] | null) => ({
  laneId: input.lane,
  name: input.name,
  description: input.description,
  status: input.status,
  priority: input.priority,
  performerId: input.performer,
  planStart: input.planStart,
  planEnd: input.planEnd,
  planDays: input.planDays,
  hoursPlan: input.hoursPlan,
  hoursFact: input.hoursFact,
  checklist: input.checklist,
  color: input.color,
  border: input.border,
  attachments: attachments ?? undefined,
});

/** Replaces the co-performers and the observers, each list only when sent. */
async function writePeople(ctx: ServiceContext, taskId: string, input: TaskUpdate) {
  const lists = [
    ['co', input.coPerformers],
    ['observer', input.observers],
  ] as const;
  await ctx.db.transaction(async (tx) => {
    for (const [role, ids] of lists) {
      if (!ids) continue;
      await tx.repo(TaskPerson).delete({ taskId, role });
      await tx.repo(TaskPerson).insertMany([...new Set(ids)].map((userId) => ({ taskId, userId, role })));
    }
  });
}

export async function createTask(ctx: ServiceContext, desk: DeskRow, input: TaskInput, ownerId: string): Promise<TaskRow> {
  await assertLane(ctx, desk.id, input.lane);
  const attachments = (await prepare(ctx, input)) ?? [];
  const task = await ctx.db.transaction(async (db) =>
    db.repo(Task).insert({
      ...columns(input, attachments),
      deskId: desk.id,
      ownerId,
      sortKey: await lastKey(db, input.lane),
      finishedWithDesk: false,
    }),
  );
  await writePeople(ctx, task.id, input);
  await ctx.tags.set(TASK_MODEL, task.id, input.tags);
  for (const a of attachments) await ctx.files.attach(a.id, { type: TASK_FILES, id: task.id });
  await indexTask(ctx, task);
  return task;
}

/**
 * Changes the fields sent and keeps the others (a partial update); the plan dates are checked as the
 * task will be. A new lane puts the task at that lane's end. Files let go are detached.
 */
export async function updateTask(ctx: ServiceContext, task: TaskRow, input: TaskUpdate): Promise<TaskRow> {
  const plan = {
    planStart: input.planStart === undefined ? task.planStart : input.planStart,
    planEnd: input.planEnd === undefined ? task.planEnd : input.planEnd,
  };
  if (!planInOrder(plan)) throw RULES.planDates.badRequest([RULES.planDates.field('planEnd')]);
  const moved = input.lane !== undefined && input.lane !== task.laneId;
  if (moved) await assertLane(ctx, task.deskId, input.lane!);
  const attachments = await prepare(ctx, input, task.id);
  const owner = { type: TASK_FILES, id: task.id };
  await ctx.db.transaction(async (db) =>
    db
      .repo(Task)
      .update({ id: task.id }, { ...columns(input, attachments), ...(moved ? { sortKey: await lastKey(db, input.lane!) } : {}) }),
  );
  await writePeople(ctx, task.id, input);
  if (input.tags) await ctx.tags.set(TASK_MODEL, task.id, input.tags);
  if (attachments) {
    for (const a of attachments) await ctx.files.attach(a.id, owner);
    const kept = new Set(attachments.map((a) => a.id));
    for (const a of task.attachments) if (!kept.has(a.id)) await ctx.files.detach(a.id, owner);
  }
  const updated = await ctx.db.repo(Task).get(task.id);
  await indexTask(ctx, updated);
  return updated;
}

/** Deletes tasks with their people, tags and attachments; the wall deletes their comments (`comment_parents.removed`). */
export async function deleteTasks(ctx: ServiceContext, ids: string[]) {
  if (!ids.length) return;
  const rows = await ctx.db.repo(Task).find({ where: { id: In(ids) } });
  await ctx.db.transaction(async (tx) => {
    await tx.repo(TaskPerson).delete({ taskId: In(ids) });
    await tx.repo(Task).delete({ id: In(ids) });
  });
  await ctx.tags.clear(TASK_MODEL, ids);
  await unindexTasks(ctx, ids);
  await ctx.events.emit('comment_parents.removed', { type: TASK_COMMENTS, ids });
  for (const t of rows) for (const a of t.attachments) await ctx.files.detach(a.id, { type: TASK_FILES, id: t.id });
}

/**
 * Moves a task to `laneId` right after `afterId` (null: the top). The new key lies between the named
 * task's and the next greater key in the lane, read under the lane's lock, and only the moved row is
 * written: concurrent moves each write their own task, so none is lost or doubled, and two tasks dropped
 * into the same gap at once take it one after the other, so no two share a key.
 */
export async function moveTask(ctx: ServiceContext, task: TaskRow, laneId: string, afterId: string | null): Promise<TaskRow> {
  await assertLane(ctx, task.deskId, laneId);
  await ctx.db.transaction(async (db) => {
    await lockLane(db, laneId);
    let lo: string | null = null;
    if (afterId) {
      const after = await db.repo(Task).findOne({ id: afterId, laneId });
      if (!after || after.id === task.id) throw RULES.afterNotInLane.badRequest([RULES.afterNotInLane.field('after')]);
      lo = after.sortKey;
    }
    const qb = db.repo(Task).qb('t').andWhere('t.laneId = :l AND t.id <> :me', { l: laneId, me: task.id });
    if (lo !== null) qb.andWhere('t.sortKey > :lo', { lo });
    const next = await qb.orderBy('t.sortKey', 'ASC').getOne();
    await db.repo(Task).update({ id: task.id }, { laneId, sortKey: rankBetween(lo, next?.sortKey ?? null) });
  });
  return ctx.db.repo(Task).get(task.id);
}
