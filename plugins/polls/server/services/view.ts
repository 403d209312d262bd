import { In, type ServerAnswer, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import { POLL_RESOURCE } from '../../shared/constants.js';
import type { PollListItem, PollView } from '../../shared/types.js';
import type { PollRow } from '../entities/poll.js';
import { PollQuestion } from '../entities/question.js';
import { PollParticipant } from '../entities/participant.js';
import { PollResult } from '../entities/result.js';
import { canManage, isRecipient } from './access.js';
import { questionView } from './questions.js';

export const listItem = (p: PollRow, answered: boolean): ServerAnswer<PollListItem> => ({
  id: p.id,
  name: p.name,
  description: p.description,
  type: p.type,
  forAll: p.forAll,
  finished: p.finished,
  finishedAt: p.finishedAt,
  authorId: p.authorId,
  createdAt: p.createdAt,
  answered,
});

/**
 * "Has answered the poll": its participation markers, by poll and user. Leaves those who answered out
 * of an audience (`grants.audience`) or, with `user`, the polls they answered out of a list (`page`).
 */
export const answeredPoll = { entity: PollParticipant, column: 'pollId', by: 'userId' } as const;

/** Which of these polls the user has answered, in one query. */
export async function answeredSet(ctx: ServiceContext, userId: string, pollIds: string[]): Promise<Set<string>> {
  if (!pollIds.length) return new Set();
  const rows = await ctx.db.repo(PollParticipant).find({ where: { userId, pollId: In(pollIds) } });
  return new Set(rows.map((r) => r.pollId));
}

/** One poll as GET api/poll/{id} answers it to this caller. */
export async function pollView(ctx: UserContext, poll: PollRow): Promise<ServerAnswer<PollView>> {
  const me = ctx.me.user;
  const manage = canManage(ctx.me, poll);
  const [questions, answered, recipient, answeredCount] = await Promise.all([
    ctx.db.repo(PollQuestion).find({ where: { pollId: poll.id }, order: { position: 'ASC' } }),
    ctx.db.repo(PollParticipant).exists({ pollId: poll.id, userId: me.id }),
    isRecipient(ctx, me, poll),
    ctx.db.repo(PollParticipant).count({ pollId: poll.id }),
  ]);
  // Anonymous answers carry no respondent, so there is nothing to give back to the person.
  const mine =
    answered && poll.type !== 'anonymous' ? await ctx.db.repo(PollResult).find({ where: { pollId: poll.id, respondentId: me.id } }) : null;
  return {
    ...listItem(poll, answered),
    questions: questions.map(questionView),
    recipients: manage ? await ctx.grants.get(POLL_RESOURCE, poll.id) : null,
    canManage: manage,
    canAnswer: recipient && !answered && !poll.finished,
    myAnswers: mine ? mine.map((r) => ({ questionId: r.questionId, value: r.value })) : null,
    answeredCount,
  };
}
