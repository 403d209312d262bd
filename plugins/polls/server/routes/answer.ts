import type { RouteBuilder } from '@atrium/sdk/server';
import { pollRoutes } from '../../shared/routes.js';
import { noAccess, readablePoll } from '../services/access.js';
import { answerPoll } from '../services/store.js';
import { payForAnswer } from '../rewards.js';
import { pollView } from '../services/view.js';

export function answerRoutes(r: RouteBuilder) {
  r.route(pollRoutes.answer, { summary: 'Answer a poll once (recipients only, not after it is finished)' }, async (ctx) => {
    const { poll, recipient } = await readablePoll(ctx, ctx.params.id);
    if (!recipient) throw noAccess();
    await answerPoll(ctx, poll, ctx.me.user, ctx.body);
    // Other plugins react; the event is not stored, so anonymity holds.
    await ctx.events.emit('poll.completed', { pollId: poll.id, userId: ctx.me.user.id });
    await payForAnswer(ctx, poll.id);
    return pollView(ctx, poll);
  });
}
