import type { SeedContext } from '@atrium/sdk/server';
import { IdeaInput } from '../shared/schemas.js';
import { Idea, IdeaVote, type IdeaRow } from './entities/index.js';
import { sendIdea } from './services/ideas.js';

const IDEAS = [
  {
    currentProcess: 'Expense reports are printed, signed and carried to accounting.',
    improvement: 'Sign expense reports electronically in the intranet.',
    changes: 'A form for expense reports with the chief’s approval online.',
    expectedResults: 'Reports paid in two days instead of two weeks; no paper.',
  },
  {
    currentProcess: 'Meeting rooms are booked by writing to the office manager.',
    improvement: 'Book meeting rooms in the shared calendar.',
    changes: 'One calendar per room, visible to everybody.',
    expectedResults: 'No double bookings; the office manager saves an hour a day.',
  },
  {
    currentProcess: 'New employees learn where things are by asking around.',
    improvement: 'A welcome checklist for the first week.',
    changes: 'HR writes the checklist; the mentor goes through it with the newcomer.',
    expectedResults: 'Newcomers productive sooner; fewer repeated questions.',
  },
];

/**
 * Demo and isolation-suite data for one client: three ideas, voted for by the people given, the first of
 * them accepted. Nobody is notified and no coins are paid.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const people = ctx.users.map((u) => u.id);
  if (!people.length) return;
  const cards = new Map((await ctx.employees.cards(people)).map((c) => [c.id, c.fullName]));
  const rows: IdeaRow[] = [];
  for (const [n, fields] of IDEAS.entries()) {
    const authorId = people[n % people.length]!;
    const input = IdeaInput.parse({ author: cards.get(authorId) || 'Demo employee', ...fields });
    rows.push(await sendIdea(ctx, input, authorId, { notify: false }));
  }
  // The first idea is the most supported: everybody voted for it, the second has one vote, the third none.
  const votes = [...people.map((userId) => ({ ideaId: rows[0]!.id, userId })), { ideaId: rows[1]!.id, userId: people[0]! }];
  await ctx.db.repo(IdeaVote).insertMany(votes);
  await ctx.db.repo(Idea).update({ id: rows[0]!.id }, { votes: people.length, state: 'accepted', movedAt: new Date() });
  await ctx.db.repo(Idea).update({ id: rows[1]!.id }, { votes: 1, state: 'review', movedAt: new Date() });
}
