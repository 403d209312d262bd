import type { RouteBuilder } from '@atrium/sdk/server';
import { pollRoutes } from '../../shared/routes.js';
import { Poll } from '../entities/poll.js';
import { managedPoll, readablePoll } from '../services/access.js';
import { createPoll, deletePoll, finishPoll, updatePoll } from '../services/store.js';
import { updatedInput } from '../services/input.js';
import { pollView } from '../services/view.js';
import { withdrawAnswers } from '../rewards.js';

export function pollCrudRoutes(r: RouteBuilder) {
  r.route(pollRoutes.get, { summary: 'One poll with its questions, for its recipients and administrators' }, async (ctx) => {
    const { poll } = await readablePoll(ctx, ctx.params.id);
    return pollView(ctx, poll);
  });

  r.route(pollRoutes.create, { summary: 'Create a poll and notify its recipients' }, async (ctx) => {
    const poll = await createPoll(ctx, ctx.body, ctx.me.user.id);
    await ctx.journal('polls', 'poll.create', { pollId: poll.id });
    return pollView(ctx, poll);
  });

  r.route(pollRoutes.update, { summary: 'Change a poll (the fields sent); questions are fixed once someone has answered' }, async (ctx) => {
    const stored = await managedPoll(ctx, ctx.params.id);
    const poll = await updatePoll(ctx, stored, await updatedInput(ctx, stored, ctx.body));
    await ctx.journal('polls', 'poll.update', { pollId: poll.id });
    return pollView(ctx, poll);
  });

  r.route(pollRoutes.remove, { summary: 'Delete a poll with its answers' }, async (ctx) => {
    const poll = await managedPoll(ctx, ctx.params.id);
    await deletePoll(ctx, poll);
    await ctx.events.emit('poll.deleted', { pollId: poll.id });
    await withdrawAnswers(ctx, poll.id);
    await ctx.journal('polls', 'poll.delete', { pollId: poll.id, name: poll.name });
    return { id: poll.id };
  });

  r.route(pollRoutes.finish, { summary: 'Finish a poll: it takes no more answers' }, async (ctx) => {
    const poll = await managedPoll(ctx, ctx.params.id);
    await finishPoll(ctx, poll);
    await ctx.journal('polls', 'poll.finish', { pollId: poll.id });
    return pollView(ctx, await ctx.db.repo(Poll).get(poll.id));
  });
}
