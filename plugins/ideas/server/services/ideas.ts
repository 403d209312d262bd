import type { ServiceContext, UserContext } from '@atrium/sdk/server';
import { MOVES, RULES, VOTING_STATES } from '../../shared/constants.js';
import type { IdeaInput, MoveInput } from '../../shared/schemas.js';
import { Idea, IdeaVote, type IdeaRow } from '../entities/index.js';
import { payForIdea } from '../rewards.js';
import { excerpt } from './views.js';

/** Stores an idea and tells the receivers (not its author, when they are one of them). */
export async function sendIdea(ctx: ServiceContext, input: IdeaInput, authorId: string, opts = { notify: true }): Promise<IdeaRow> {
  const row = await ctx.db.repo(Idea).insert({ ...input, authorId, state: 'new', comment: null, votes: 0, movedAt: null, movedBy: null });
  if (opts.notify) {
    const receivers = (await ctx.receivers('ideas')).filter((id) => id !== authorId);
    await ctx.notify(receivers, { name: 'idea.new', section: 'ideas', vars: { author: row.author, idea: excerpt(row) }, link: '/idea' });
  }
  return row;
}

/**
 * A reviewer moves the idea as its states allow (else 409), read and written under a lock, so two reviewers
 * accepting at once move it once. Its author hears of each move made by someone else; acceptance pays them.
 */
export async function moveIdea(ctx: UserContext, id: string, input: MoveInput): Promise<IdeaRow> {
  const row = await ctx.db.transaction(async (db) => {
    const idea = await db.repo(Idea).get(id, { lock: 'write' });
    if (!MOVES[idea.state].includes(input.state)) throw RULES.moveNotAllowed.conflict({ from: idea.state, to: input.state });
    const patch = { state: input.state, comment: input.comment || idea.comment, movedAt: new Date(), movedBy: ctx.me.user.id };
    await db.repo(Idea).update({ id: idea.id }, patch);
    return { ...idea, ...patch };
  });
  if (row.authorId !== ctx.me.user.id)
    await ctx.notify([row.authorId], {
      name: `idea.${row.state as Exclude<IdeaRow['state'], 'new'>}`,
      section: 'ideas',
      vars: { idea: excerpt(row), comment: input.comment ?? '' },
      link: '/idea',
    });
  if (row.state === 'accepted') await payForIdea(ctx, row);
  return row;
}

/**
 * Adds (`on`) or withdraws the caller's vote while the idea waits for its decision (else 409), then counts
 * the votes again under the idea's lock, so the stored number is the votes' own.
 */
export async function castVote(ctx: UserContext, id: string, on: boolean) {
  const userId = ctx.me.user.id;
  return ctx.db.transaction(async (db) => {
    const idea = await db.repo(Idea).get(id, { lock: 'write' });
    if (!VOTING_STATES.includes(idea.state)) throw RULES.votingClosed.conflict();
    if (on && !(await db.repo(IdeaVote).insertOnce({ ideaId: idea.id, userId }))) throw RULES.alreadyVoted.conflict();
    if (!on) await db.repo(IdeaVote).delete({ ideaId: idea.id, userId });
    const votes = await db.repo(IdeaVote).count({ ideaId: idea.id });
    await db.repo(Idea).update({ id: idea.id }, { votes });
    return { votes, voted: on };
  });
}
