import type { SeedContext } from '@atrium/sdk/server';
import { PollInput } from '../shared/schemas.js';
import { PollQuestion } from './entities/question.js';
import { answerPoll, createPoll } from './services/store.js';

/**
 * Demo and isolation-suite data for one client: an opened poll for everyone with answers, and an
 * anonymous one. Nobody is notified: seeding is not publishing.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const author = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  if (!author) return;
  const lunch = await createPoll(
    ctx,
    PollInput.parse({
      name: 'Office lunch',
      description: 'Help us choose the catering for next month.',
      type: 'opened',
      forAll: true,
      questions: [
        { text: 'Which cuisine do you prefer?', mandatory: true, kind: 'list1', answers: ['Italian', 'Japanese', 'Georgian'] },
        { text: 'How satisfied are you with the current catering?', mandatory: true, kind: 'range', scale: 10 },
        {
          text: 'Which days do you eat in the office?',
          mandatory: false,
          kind: 'list_m',
          answers: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        },
        { text: 'Anything else?', mandatory: false, kind: 'long' },
      ],
    }),
    author.id,
    { notify: false },
  );
  await createPoll(
    ctx,
    PollInput.parse({
      name: 'Team climate',
      type: 'anonymous',
      forAll: true,
      questions: [
        { text: 'How comfortable are you in the team?', mandatory: true, kind: 'range', scale: 5 },
        { text: 'What should change?', mandatory: false, kind: 'short' },
      ],
    }),
    author.id,
    { notify: false },
  );
  const questions = await ctx.db.repo(PollQuestion).find({ where: { pollId: lunch.id }, order: { position: 'ASC' } });
  const [cuisine, score, days] = questions;
  for (const [i, u] of ctx.users.slice(0, 3).entries()) {
    const user = await ctx.employees.asMe(u.id);
    if (!user || !cuisine || !score || !days) continue;
    await answerPoll(ctx, lunch, user, {
      answers: [
        { questionId: cuisine.id, value: [i % 3] },
        { questionId: score.id, value: 6 + i },
        { questionId: days.id, value: [0, 2 + (i % 3)] },
      ],
    });
  }
}
