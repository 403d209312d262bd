import { employeeCard, workingTimeBucket, type UserContext, type WorkingTimeBucket } from '@atrium/sdk/server';
import { RULES, POLL_RESOURCE } from '../../shared/constants.js';
import type { AnswerValue } from '../../shared/schemas.js';
import type { PollResults, QuestionSummary } from '../../shared/types.js';
import type { PollRow } from '../entities/poll.js';
import type { PollQuestionRow } from '../entities/question.js';
import { PollQuestion } from '../entities/question.js';
import { PollParticipant } from '../entities/participant.js';
import { PollResult, type PollResultRow } from '../entities/result.js';
import { canManage } from './access.js';
import { answeredPoll, pollView } from './view.js';

/** Counts per option or scale value, and the texts, of the answers to one question. */
export function summarise(q: PollQuestionRow, values: AnswerValue[]): QuestionSummary {
  const size = q.kind === 'range' ? (q.scale ?? 5) : q.kind === 'list1' || q.kind === 'list_m' ? q.answers.length : 0;
  const counts = new Array<number>(size).fill(0);
  const texts: string[] = [];
  for (const v of values) {
    if (typeof v === 'string') texts.push(v);
    else if (typeof v === 'number' && v >= 1 && v <= size) counts[v - 1]! += 1;
    else if (Array.isArray(v)) for (const i of v) if (i >= 0 && i < size) counts[i]! += 1;
  }
  return { questionId: q.id, answered: values.length, counts, texts };
}

/**
 * What GET api/poll/{id}/results shows this caller (polls README, Rules): administrators of the poll see
 * all data; in a closed poll anyone else sees only their own answers; an anonymous poll shows
 * de-personalised data to everybody, administrators included. `uid` narrows to one respondent.
 */
export async function pollResults(ctx: UserContext, poll: PollRow, opts: { uid?: string; bucket?: WorkingTimeBucket } = {}) {
  const manage = canManage(ctx.me, poll);
  const scope: PollResults['scope'] = poll.type === 'anonymous' ? 'anonymous' : poll.type === 'closed' && !manage ? 'own' : 'all';
  if ((opts.uid || opts.bucket) && scope === 'anonymous') throw RULES.anonymousUid.badRequest();
  // Working time is an HR field: only the poll's administrators narrow by it.
  if (opts.bucket && !manage) throw RULES.bucketAdminsOnly.forbidden();
  const respondentId = scope === 'own' ? ctx.me.user.id : opts.uid;
  if (scope === 'own' && opts.uid && opts.uid !== ctx.me.user.id) throw RULES.noAccess.forbidden();

  const [view, questions, allResults, participants, recipients, notAnswered] = await Promise.all([
    pollView(ctx, poll),
    ctx.db.repo(PollQuestion).find({ where: { pollId: poll.id }, order: { position: 'ASC' } }),
    ctx.db
      .repo(PollResult)
      .find({ where: respondentId ? { pollId: poll.id, respondentId } : { pollId: poll.id }, order: { sheetId: 'ASC' } }),
    ctx.db.repo(PollParticipant).find({ where: { pollId: poll.id } }),
    ctx.grants.audienceCount(POLL_RESOURCE, poll.id),
    manage ? ctx.grants.audience(POLL_RESOURCE, poll.id, { except: answeredPoll }) : [],
  ]);

  const people = new Map(
    (await ctx.employees.cards([...allResults.flatMap((r) => (r.respondentId ? [r.respondentId] : [])), ...notAnswered])).map((c) => [
      c.id,
      c,
    ]),
  );
  const inBucket = (userId: string | null) =>
    !opts.bucket || (!!userId && workingTimeBucket(people.get(userId)?.workingSince) === opts.bucket);
  const results = allResults.filter((r) => inBucket(r.respondentId));
  const notPassedIds = notAnswered.filter(inBucket);
  const sheets = new Map<string, PollResultRow[]>();
  for (const r of results) sheets.set(r.sheetId, [...(sheets.get(r.sheetId) ?? []), r]);

  const rows = [...sheets.entries()].map(([sheetId, rs]) => {
    const who = rs[0]!.respondentId;
    const person = who ? people.get(who) : undefined;
    return {
      sheetId,
      user: person ? employeeCard(person) : null,
      answeredAt: who ? rs[0]!.createdAt : null,
      answers: Object.fromEntries(rs.map((r) => [r.questionId, r.value])),
    };
  });
  // Named rows read best in answering order; anonymous rows keep their random order.
  if (scope !== 'anonymous') rows.sort((a, b) => Number(a.answeredAt) - Number(b.answeredAt));
  return {
    poll: view,
    scope,
    recipients,
    answered: participants.length,
    summary: questions.map((q) =>
      summarise(
        q,
        results.filter((r) => r.questionId === q.id).map((r) => r.value),
      ),
    ),
    rows,
    notPassed: manage ? notPassedIds.flatMap((id) => (people.get(id) ? [employeeCard(people.get(id)!)] : [])) : null,
    questions,
  };
}
