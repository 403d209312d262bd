import type { SeedContext } from '@atrium/sdk/server';
import { StepFields, TrackInput } from '../shared/schemas.js';
import { OPEN_JOB } from './jobs.js';
import { addUser, finishStep } from './services/adaptations.js';
import { changeTrack, createTrack, newId } from './services/tracks.js';

const DAY_MS = 86_400_000;

/**
 * Demo and isolation-suite data for one client: a running track "First month" of two stages, and a newcomer
 * who started ten days ago with a mentor and has finished the first stage (which pays its reward). Notifications go to nobody that matters:
 * the seed's people are demo users.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const admin = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  const others = ctx.users.filter((u) => u.id !== admin?.id);
  const [newcomer, mentor] = others;
  if (!admin || !newcomer) return;
  const track = await createTrack(
    ctx,
    TrackInput.parse({ name: 'First month', description: 'Welcome aboard: the first weeks step by step.', state: 'running' }),
    admin.id,
  );
  // The first week pays the shop's stage reward where the shop is on.
  const plan: [string, boolean, [string, number][]][] = [
    [
      'First week',
      true,
      [
        ['Meet the team', 0],
        ['Set up your workplace', 1],
        ['Read the handbook', 3],
      ],
    ],
    [
      'First month',
      false,
      [
        ['Shadow a colleague', 14],
        ['First review with the mentor', 28],
      ],
    ],
  ];
  const running = await changeTrack(ctx, track.id, (t) => {
    for (const [name, reward, steps] of plan) {
      const stage = {
        id: newId(),
        name,
        reward,
        steps: steps.map(([step, delay]) => ({ ...StepFields.parse({ name: step, delay }), id: newId() })),
      };
      t.stages.push(stage);
      t.scenarios[0]!.stages.push(stage.id);
    }
    return t;
  });
  const start = new Date(Date.now() - 10 * DAY_MS).toISOString().slice(0, 10);
  const { row } = await addUser(ctx, { track: running.id, user: newcomer.id, mentor: (mentor ?? admin).id, hr: admin.id, start });
  // Halfway: the first stage is done.
  for (const step of running.stages[0]!.steps) await finishStep(ctx, row.id, step.id);
  await ctx.jobs.every('1 day', OPEN_JOB);
}
