import { In, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import type { IdpInput, IdpUpdate } from '../../shared/schemas.js';
import type { IdpHistoryView } from '../../shared/types.js';
import { Idp, IdpHistory, IdpTask, type IdpRow, type IdpTaskRow } from '../entities/index.js';
import { tellChange } from './notify.js';

type Db = ServiceContext['db'];
type TaskInput = IdpInput['tasks'][number];

export const tasksOf = (db: Db, idpId: string) => db.repo(IdpTask).find({ where: { idpId }, order: { position: 'ASC' } });

async function record(db: Db, idpId: string, userId: string, action: IdpHistoryView['action'], details: string[]) {
  await db.repo(IdpHistory).insert({ idpId, userId, action, details });
}

/** Finishing needs every task finished (spec features §8); a plan without tasks may be finished. */
function mustAllowFinish(tasks: { finished: boolean }[]) {
  if (tasks.some((t) => !t.finished)) throw RULES.tasksOpen.conflict();
}

export async function createIdp(ctx: UserContext, input: IdpInput): Promise<IdpRow> {
  if (input.status === 'finished') mustAllowFinish(input.tasks.map(() => ({ finished: false })));
  const me = ctx.me.user.id;
  const row = await ctx.db.transaction(async (db) => {
    const plan = await db.repo(Idp).insert({
      title: input.title,
      description: input.description,
      creatorId: me,
      employeeId: input.employee,
      observerId: input.observer,
      status: input.status,
      finishedAt: input.status === 'finished' ? new Date() : null,
      notes: input.notes.map((n) => ({ id: crypto.randomUUID(), text: n.text })),
    });
    await db.repo(IdpTask).insertMany(input.tasks.map((t, position) => newTask(plan.id, t, position)));
    await record(db, plan.id, me, 'created', []);
    return plan;
  });
  await tellChange(ctx, row);
  return row;
}

const newTask = (idpId: string, t: TaskInput, position: number) => ({
  idpId,
  title: t.title,
  deadline: t.deadline,
  position,
  finished: false,
  finishedAt: null,
});

/**
 * The new task list: a task given with its id keeps it, a new one gets one, one left out is deleted. A finished
 * task neither changes nor goes (409).
 */
function mergeTasks(idpId: string, stored: IdpTaskRow[], given: TaskInput[]) {
  const byId = new Map(stored.map((t) => [t.id, t]));
  const kept: IdpTaskRow[] = [];
  const added: ReturnType<typeof newTask>[] = [];
  given.forEach((t, position) => {
    const old = t._id ? byId.get(t._id) : undefined;
    if (t._id && !old) throw RULES.taskUnknown.badRequest([RULES.taskUnknown.field(`tasks.${position}._id`)]);
    if (!old) return void added.push(newTask(idpId, t, position));
    if (old.finished && (old.title !== t.title || old.deadline !== t.deadline)) throw RULES.taskFinished.conflict();
    kept.push({ ...old, title: t.title, deadline: t.deadline, position });
  });
  const removed = stored.filter((t) => !kept.some((k) => k.id === t.id));
  if (removed.some((t) => t.finished)) throw RULES.taskFinished.conflict();
  const changed = added.length > 0 || removed.length > 0 || kept.some((k) => taskKey(k) !== taskKey(byId.get(k.id)!));
  return { kept, added, removed, changed };
}

const taskKey = (t: { title: string; deadline: string; position: number }) => `${t.position}\n${t.deadline}\n${t.title}`;

/** The fields the change log compares, as the body names them. */
const logged = (p: Pick<IdpRow, 'title' | 'description' | 'employeeId' | 'observerId' | 'notes'>) => ({
  title: p.title,
  description: p.description,
  employee: p.employeeId,
  observer: p.observerId,
  notes: p.notes.map((n) => n.text),
});

/** Changes a plan (fields left out keep their values) and logs the fields that changed. */
export async function updateIdp(ctx: UserContext, plan: IdpRow, input: IdpUpdate): Promise<IdpRow> {
  if (plan.status === 'finished') throw RULES.planFinished.conflict();
  const stored = await tasksOf(ctx.db, plan.id);
  const tasks = input.tasks ? mergeTasks(plan.id, stored, input.tasks) : null;
  const finishing = input.status === 'finished';
  if (finishing) mustAllowFinish(tasks ? [...tasks.kept, ...tasks.added] : stored);
  const next = {
    title: input.title ?? plan.title,
    description: input.description ?? plan.description,
    employeeId: input.employee ?? plan.employeeId,
    observerId: input.observer === undefined ? plan.observerId : input.observer,
    notes: input.notes ? input.notes.map((n) => ({ id: n._id ?? crypto.randomUUID(), text: n.text })) : plan.notes,
    ...(finishing ? { status: 'finished' as const, finishedAt: new Date() } : {}),
  };
  const [before, after] = [logged(plan), logged(next)];
  const changed: string[] = (Object.keys(before) as (keyof typeof before)[]).filter(
    (f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]),
  );
  if (tasks?.changed) changed.push('tasks');
  const me = ctx.me.user.id;
  await ctx.db.transaction(async (db) => {
    if (tasks) {
      if (tasks.removed.length) await db.repo(IdpTask).delete({ id: In(tasks.removed.map((t) => t.id)) });
      for (const t of tasks.kept)
        await db.repo(IdpTask).update({ id: t.id }, { title: t.title, deadline: t.deadline, position: t.position });
      await db.repo(IdpTask).insertMany(tasks.added);
    }
    await db.repo(Idp).update({ id: plan.id }, next);
    if (changed.length) await record(db, plan.id, me, 'changed', changed);
    if (finishing) await record(db, plan.id, me, 'finished', []);
  });
  const row = await ctx.db.repo(Idp).get(plan.id);
  if (changed.length || finishing) await tellChange(ctx, row);
  return row;
}

/** Finishes one open task of an active plan and logs it (409 when the plan or the task is finished). */
export async function finishTask(ctx: UserContext, plan: IdpRow, taskId: string) {
  if (plan.status === 'finished') throw RULES.planFinished.conflict();
  const task = await ctx.db.repo(IdpTask).findOne({ id: taskId, idpId: plan.id });
  if (!task) throw RULES.taskUnknown.badRequest([RULES.taskUnknown.field('task')]);
  if (task.finished) throw RULES.taskFinished.conflict();
  await ctx.db.transaction(async (db) => {
    await db.repo(IdpTask).update({ id: task.id }, { finished: true, finishedAt: new Date() });
    await record(db, plan.id, ctx.me.user.id, 'task_finished', [task.title]);
  });
  await tellChange(ctx, plan);
}

export async function removeIdp(ctx: UserContext, plan: IdpRow) {
  await ctx.db.transaction(async (db) => {
    await db.repo(IdpTask).delete({ idpId: plan.id });
    await db.repo(IdpHistory).delete({ idpId: plan.id });
    await db.repo(Idp).delete({ id: plan.id });
  });
}
