import crypto from 'node:crypto';
import { type Grant, type MeUser, type ServiceContext, type ClientDb } from '@atrium/sdk/server';
import { RULES, POLL_RESOURCE } from '../../shared/constants.js';
import { answerProblems, nonBlank } from '../../shared/answers.js';
import type { AnswerInput, PollInput, QuestionInput } from '../../shared/schemas.js';
import { Poll, type PollRow } from '../entities/poll.js';
import { PollQuestion } from '../entities/question.js';
import { PollParticipant } from '../entities/participant.js';
import { PollResult } from '../entities/result.js';
import { sameQuestions } from './questions.js';
import { cancelReminder, scheduleReminder } from '../jobs.js';
import { indexPoll, unindexPoll } from '../search.js';

/**
 * Recipients as content grants. Opened and anonymous polls without any audience are for all;
 * a closed poll must name its recipients (the schema refuses it otherwise).
 */
function audience(input: PollInput): { forAll: boolean; grants: Grant[] } {
  const given = input.recipients.map((g) => (g.level === 'none' ? g : { ...g, level: 'read' as const }));
  const forAll = input.forAll || (input.type !== 'closed' && !given.some((g) => g.level !== 'none'));
  return { forAll, grants: forAll ? [{ level: 'read', audience: 'everyone' }, ...given.filter((g) => g.level === 'none')] : given };
}

const insertQuestions = (db: ClientDb, pollId: string, questions: QuestionInput[]) =>
  db.repo(PollQuestion).insertMany(
    questions.map((q, position) => ({
      pollId,
      position,
      text: q.text,
      mandatory: q.mandatory,
      kind: q.kind,
      scale: q.scale,
      answers: q.answers,
    })),
  );

/** Tells the users newly reached by a poll that it waits for them (never its author). */
async function notifyAssigned(ctx: ServiceContext, poll: PollRow, userIds: string[]) {
  const to = userIds.filter((u) => u !== poll.authorId);
  if (!to.length) return;
  await ctx.notify(to, { name: 'poll.assigned', section: 'polls', vars: { name: poll.name }, link: `/poll/${poll.id}` });
}

export async function createPoll(
  ctx: ServiceContext,
  input: PollInput,
  authorId: string,
  opts: { notify: boolean } = { notify: true },
): Promise<PollRow> {
  const { forAll, grants } = audience(input);
  const poll = await ctx.db.transaction(async (db) => {
    const row = await db
      .repo(Poll)
      .insert({ name: input.name, description: input.description, type: input.type, forAll, authorId, finished: false, finishedAt: null });
    await insertQuestions(db, row.id, input.questions);
    return row;
  });
  await ctx.grants.set(POLL_RESOURCE, poll.id, grants);
  await indexPoll(ctx, poll);
  // Publishing notifies the recipients and schedules their reminder; seeding does neither.
  if (opts.notify) {
    await notifyAssigned(ctx, poll, await ctx.grants.audience(POLL_RESOURCE, poll.id));
    await scheduleReminder(ctx, poll);
  }
  return poll;
}

export async function updatePoll(ctx: ServiceContext, poll: PollRow, input: PollInput): Promise<PollRow> {
  if (poll.finished) throw RULES.finished.conflict();
  const questions = await ctx.db.repo(PollQuestion).find({ where: { pollId: poll.id }, order: { position: 'ASC' } });
  const same = sameQuestions(questions, input.questions);
  const answered = await ctx.db.repo(PollParticipant).exists({ pollId: poll.id });
  if (!same && answered) throw RULES.questionsLocked.conflict();
  // People answered under the promise of this type: an opened poll must not turn anonymous with
  // answers that name them, nor a closed or anonymous one open up.
  if (input.type !== poll.type && answered) throw RULES.typeLocked.conflict();
  const { forAll, grants } = audience(input);
  const before = new Set(await ctx.grants.audience(POLL_RESOURCE, poll.id));
  await ctx.db.transaction(async (db) => {
    await db.repo(Poll).update({ id: poll.id }, { name: input.name, description: input.description, type: input.type, forAll });
    if (!same) {
      await db.repo(PollQuestion).delete({ pollId: poll.id });
      await insertQuestions(db, poll.id, input.questions);
    }
  });
  await ctx.grants.set(POLL_RESOURCE, poll.id, grants);
  const updated = await ctx.db.repo(Poll).get(poll.id);
  await indexPoll(ctx, updated);
  const added = (await ctx.grants.audience(POLL_RESOURCE, poll.id)).filter((u) => !before.has(u));
  await notifyAssigned(ctx, updated, added);
  return updated;
}

export async function deletePoll(ctx: ServiceContext, poll: PollRow): Promise<void> {
  await ctx.db.transaction(async (db) => {
    await db.repo(PollResult).delete({ pollId: poll.id });
    await db.repo(PollParticipant).delete({ pollId: poll.id });
    await db.repo(PollQuestion).delete({ pollId: poll.id });
    await db.repo(Poll).delete({ id: poll.id });
  });
  await ctx.grants.remove(POLL_RESOURCE, poll.id);
  await unindexPoll(ctx, poll.id);
  await cancelReminder(ctx, poll.id);
}

export async function finishPoll(ctx: ServiceContext, poll: PollRow): Promise<void> {
  if (poll.finished) return;
  await ctx.db.repo(Poll).update({ id: poll.id }, { finished: true, finishedAt: new Date() });
  await cancelReminder(ctx, poll.id);
}

/** Midnight UTC of a time: anonymous answers keep only the day they were given. */
const day = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * Stores one sheet of answers. The participation marker and the answers go in one transaction, so a
 * person is either marked and answered or neither. In an anonymous poll the answers carry no
 * respondent, random ids and a day-only time: the marker says who took part, never what they said.
 */
export async function answerPoll(ctx: ServiceContext, poll: PollRow, user: MeUser, body: AnswerInput): Promise<void> {
  if (poll.finished) throw RULES.finished.conflict();
  if (await ctx.db.repo(PollParticipant).exists({ pollId: poll.id, userId: user.id })) throw RULES.alreadyAnswered.conflict();
  const questions = await ctx.db.repo(PollQuestion).find({ where: { pollId: poll.id }, order: { position: 'ASC' } });
  const problems = answerProblems(questions, body.answers);
  if (problems.length)
    // The first broken rule is the error; each refused answer names its question in `ids`.
    throw problems[0]!.rule.badRequest(problems.map((p) => p.rule.field('answers', [p.questionId])));
  const anonymous = poll.type === 'anonymous';
  const now = new Date();
  // Random (not time-ordered) so a sheet id says nothing about when it was written.
  const sheetId = crypto.randomUUID();
  await ctx.db.transaction(async (db) => {
    await db.repo(PollParticipant).insert({ pollId: poll.id, userId: user.id });
    await db.repo(PollResult).insertMany(
      nonBlank(body.answers).map((a) => ({
        ...(anonymous ? { id: crypto.randomUUID(), createdAt: day(now), updatedAt: day(now) } : {}),
        pollId: poll.id,
        questionId: a.questionId,
        sheetId,
        respondentId: anonymous ? null : user.id,
        value: a.value,
      })),
    );
  });
}
