import type { SeedContext } from '@atrium/sdk/server';
import { Idp, IdpHistory, IdpTask } from './entities/index.js';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * Demo and isolation-suite data for one client: an active plan with a finished, an overdue and a coming task,
 * and a finished plan, each with its change log. The first user is the creator and observer; nobody is notified.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const [a, b] = ctx.users;
  if (!a) return;
  const employee = b ?? a;
  const plans = ctx.db.repo(Idp);
  const active = await plans.insert({
    title: 'Team lead in a year',
    description: 'Grow from a senior engineer into leading a small team.',
    creatorId: a.id,
    employeeId: employee.id,
    observerId: a.id,
    status: 'active',
    finishedAt: null,
    notes: [{ id: crypto.randomUUID(), text: 'Agreed at the spring one-to-one.' }],
  });
  const done = await plans.insert({
    title: 'Onboarding',
    description: 'The first three months.',
    creatorId: a.id,
    employeeId: employee.id,
    observerId: null,
    status: 'finished',
    finishedAt: new Date(Date.now() - 30 * DAY_MS),
    notes: [],
  });
  await ctx.db.repo(IdpTask).insertMany([
    {
      idpId: active.id,
      title: 'Run two sprint reviews',
      deadline: day(-20),
      position: 0,
      finished: true,
      finishedAt: new Date(Date.now() - 25 * DAY_MS),
    },
    { idpId: active.id, title: 'Finish the leadership course', deadline: day(-3), position: 1, finished: false, finishedAt: null },
    { idpId: active.id, title: 'Mentor a newcomer', deadline: day(60), position: 2, finished: false, finishedAt: null },
    {
      idpId: done.id,
      title: 'Meet the team',
      deadline: day(-60),
      position: 0,
      finished: true,
      finishedAt: new Date(Date.now() - 40 * DAY_MS),
    },
  ]);
  await ctx.db.repo(IdpHistory).insertMany([
    { idpId: active.id, userId: a.id, action: 'created', details: [] },
    { idpId: active.id, userId: a.id, action: 'task_finished', details: ['Run two sprint reviews'] },
    { idpId: done.id, userId: a.id, action: 'created', details: [] },
    { idpId: done.id, userId: a.id, action: 'finished', details: [] },
  ]);
}
