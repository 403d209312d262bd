import type { SeedContext } from '@atrium/sdk/server';
import { DeskInput, TaskInput } from '../shared/schemas.js';
import { Lane } from './entities/index.js';
import { createDesk } from './services/desks.js';
import { createTask } from './services/tasks.js';

const TASKS: [lane: number, name: string, priority: 'low' | 'normal' | 'high', tags: string[]][] = [
  [0, 'Collect feedback on the new intranet', 'normal', ['research']],
  [0, 'Prepare the onboarding checklist', 'low', ['hr']],
  [1, 'Design the office move plan', 'high', ['office']],
  [1, 'Order ergonomic chairs', 'normal', ['office', 'purchase']],
  [2, 'Publish the holiday schedule', 'normal', ['hr']],
];

/** Demo and isolation-suite data: a desk with three lanes and tagged tasks, owned by the admin. */
export async function seed(ctx: SeedContext): Promise<void> {
  const owner = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  if (!owner) return;
  const others = ctx.users.filter((u) => u.id !== owner.id).map((u) => u.id);
  const desk = await createDesk(
    ctx,
    DeskInput.parse({
      name: 'Office projects',
      description: 'What the office team is working on this quarter.',
      members: others,
      lanes: [{ name: 'To do' }, { name: 'In progress' }, { name: 'Done' }],
    }),
    owner.id,
  );
  const lanes = await ctx.db.repo(Lane).find({ where: { deskId: desk.id }, order: { position: 'ASC' } });
  for (const [lane, name, priority, tags] of TASKS)
    await createTask(
      ctx,
      desk,
      TaskInput.parse({
        desk: desk.id,
        lane: lanes[lane]!.id,
        name,
        priority,
        tags,
        performer: others[0] ?? null,
        checklist: [{ text: 'Agree the scope', done: lane > 0 }],
      }),
      owner.id,
    );
}
