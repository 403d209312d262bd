import { randomInt } from 'node:crypto';
import { IsNull, type JobContext, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import type { AnswerBody } from '../../shared/schemas.js';
import type { AttemptView } from '../../shared/types.js';
import type { ServerForm } from '@atrium/sdk/shared';
import { Attempt, Member, Test, type AttemptRow, type CourseRow, type TestRow } from '../entities/index.js';
import { refreshStatus } from './progress.js';

export const CLOSE_JOB = 'close';

/** Fisher–Yates with the crypto generator: each attempt its own order. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Whether the attempt takes no more answers: finished, or its deadline passed. */
export const isClosed = (a: AttemptRow, now = new Date()) => !!a.finishedAt || (!!a.deadline && a.deadline.getTime() <= now.getTime());

/**
 * Starts a try of the test for the caller, or answers the open one. A try whose deadline passed but which the
 * job has not closed yet is closed first. The course must be readable; a published course's test enrols the caller.
 */
export async function startAttempt(ctx: UserContext, course: CourseRow, test: TestRow): Promise<AttemptRow> {
  if (course.status === 'archived') throw RULES.courseArchived.conflict();
  if (test.questions.length === 0) throw RULES.noTestQuestions.conflict();
  const userId = ctx.me.user.id;
  const open = await ctx.db.repo(Attempt).findOne({ testId: test.id, userId, finishedAt: IsNull() });
  if (open && !isClosed(open)) return open;
  if (open) await finishAttempt(ctx, open);
  await ctx.db.repo(Member).insertOnce({ courseId: course.id, userId, status: 'not_started', lessonsDone: [] });
  const questions = test.shuffleQuestions ? shuffled(test.questions) : test.questions;
  const deadline = test.timeLimit > 0 ? new Date(Date.now() + test.timeLimit * 60_000) : null;
  const row = await ctx.db.repo(Attempt).insert({
    courseId: course.id,
    testId: test.id,
    userId,
    sequence: questions.map((q) => ({ q: q.id, a: (test.shuffleAnswers ? shuffled(q.answers) : q.answers).map((a) => a.id) })),
    chosen: {},
    current: 0,
    deadline,
    finishedAt: null,
    score: null,
    passed: null,
  });
  // The server closes the try at its deadline whether or not the player is still open.
  if (deadline) await ctx.jobs.at(deadline, CLOSE_JOB, { attempt: row.id });
  await refreshStatus(ctx, course.id, userId);
  return row;
}

/** Saves the answer of one question and moves; a closed try is refused (409) and left as it was. */
export async function answerAttempt(ctx: UserContext, attempt: AttemptRow, input: AnswerBody): Promise<AttemptRow> {
  if (isClosed(attempt)) throw RULES.attemptClosed.conflict();
  const chosen = { ...attempt.chosen };
  if (input.question !== undefined) {
    const q = attempt.sequence.find((s) => s.q === input.question);
    if (!q) throw RULES.unknownQuestion.badRequest([RULES.unknownQuestion.field('question')]);
    const bad = (input.answers ?? []).filter((a) => !q.a.includes(a));
    if (bad.length) throw RULES.unknownAnswer.badRequest([RULES.unknownAnswer.field('answers', bad)]);
    chosen[q.q] = [...new Set(input.answers ?? [])];
  }
  const last = attempt.sequence.length - 1;
  const current =
    input.move === 'next'
      ? Math.min(attempt.current + 1, last)
      : input.move === 'previous'
        ? Math.max(attempt.current - 1, 0)
        : attempt.current;
  await ctx.db.repo(Attempt).update({ id: attempt.id }, { chosen, current });
  const next = { ...attempt, chosen, current };
  return input.move === 'finish' ? finishAttempt(ctx, next) : next;
}

/**
 * Scores the try on the server: a question counts when the chosen answers are exactly its right ones; the
 * score is the percentage of such questions, passed at the test's pass mark. The first pass locks the test.
 */
export async function finishAttempt(ctx: ServiceContext, attempt: AttemptRow): Promise<AttemptRow> {
  const test = await ctx.db.repo(Test).get(attempt.testId);
  const byId = new Map(test.questions.map((q) => [q.id, q]));
  const right = attempt.sequence.filter(({ q }) => {
    const rights =
      byId
        .get(q)
        ?.answers.filter((a) => a.right)
        .map((a) => a.id) ?? [];
    const picked = attempt.chosen[q] ?? [];
    return picked.length === rights.length && rights.every((r) => picked.includes(r));
  }).length;
  const score = attempt.sequence.length ? Math.round((100 * right) / attempt.sequence.length) : 0;
  const passed = score >= test.passMark;
  const finishedAt = new Date();
  // Only a still-open try is closed: the job and the player finishing at once score it once.
  const changed = await ctx.db.repo(Attempt).update({ id: attempt.id, finishedAt: IsNull() }, { finishedAt, score, passed });
  if (!changed) return ctx.db.repo(Attempt).get(attempt.id);
  if (passed && !test.passedOnce) await ctx.db.repo(Test).update({ id: test.id }, { passedOnce: true });
  await refreshStatus(ctx, attempt.courseId, attempt.userId);
  if (attempt.deadline) await ctx.jobs.cancel(CLOSE_JOB, { attempt: attempt.id });
  return { ...attempt, finishedAt, score, passed };
}

/** `lms:close`: the deadline of a try came; it is scored as it stands. */
export async function closeJob(ctx: JobContext): Promise<void> {
  const attempt = await ctx.db.repo(Attempt).findOne({ id: String(ctx.data.attempt) });
  if (attempt && !attempt.finishedAt) await finishAttempt(ctx, attempt);
}

/**
 * The try as the player sees it: questions and answers in its own order; right flags and the score only
 * after finishing, and only when the test shows them.
 */
export function attemptView(attempt: AttemptRow, test: TestRow): ServerForm<AttemptView> {
  const finished = !!attempt.finishedAt;
  const byId = new Map(test.questions.map((q) => [q.id, q]));
  return {
    id: attempt.id,
    test: attempt.testId,
    course: attempt.courseId,
    user: attempt.userId,
    questions: attempt.sequence.flatMap(({ q, a }) => {
      const question = byId.get(q);
      if (!question) return [];
      const answers = new Map(question.answers.map((x) => [x.id, x]));
      return [
        {
          id: q,
          text: question.text,
          answers: a.flatMap((id) => {
            const answer = answers.get(id);
            if (!answer) return [];
            return [{ id, text: answer.text, ...(finished && test.showRight ? { right: answer.right } : {}) }];
          }),
        },
      ];
    }),
    chosen: attempt.chosen,
    current: attempt.current,
    deadline: attempt.deadline ? attempt.deadline.toISOString() : null,
    finished,
    score: finished && test.showScore ? attempt.score : null,
    passed: finished ? attempt.passed : null,
  };
}
