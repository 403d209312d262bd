import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { lmsRoutes } from '../../shared/routes.js';
import { Attempt, Course, Test, type StoredQuestion, type TestRow } from '../entities/index.js';
import { canManage, mustManage, readableCourse } from '../services/access.js';
import { answerAttempt, attemptView, startAttempt } from '../services/attempts.js';
import { tryStats } from '../services/stats.js';
import { mustBeEditable, storedQuestion } from '../services/content.js';
import { testView } from '../services/views.js';
import { reopenLearned } from '../services/progress.js';
import { indexTest, unindexTest } from '../search.js';

/** The test to edit: managers only, and not once someone passed it (409). */
async function editable(ctx: UserContext, id: string): Promise<TestRow> {
  await mustManage(ctx);
  const test = await ctx.db.repo(Test).get(id);
  mustBeEditable(test);
  return test;
}

async function saveQuestions(ctx: UserContext, test: TestRow, questions: StoredQuestion[]) {
  await ctx.db.repo(Test).update({ id: test.id }, { questions });
  return testView({ ...test, questions }, true);
}

/** Test calls: the generic `api/tests[/{id}]`, questions, the player and statistics (spec features §7). */
export function testRoutes(r: RouteBuilder) {
  r.route(lmsRoutes.test, { summary: 'One test; questions with right flags to course admins only' }, async (ctx) => {
    const test = await ctx.db.repo(Test).get(ctx.params.id);
    await readableCourse(ctx, test.courseId);
    return testView(test, await canManage(ctx));
  });

  r.route(
    lmsRoutes.createTest,
    { summary: 'Add a test to a course (pass mark 80 % unless given); its learned learners are in progress again' },
    async (ctx) => {
      await mustManage(ctx);
      await ctx.db.repo(Course).get(ctx.body.course);
      const { course, questions, ...fields } = ctx.body;
      const test = await ctx.db
        .repo(Test)
        .insert({ ...fields, courseId: course, questions: questions.map(storedQuestion), passedOnce: false });
      await reopenLearned(ctx, course);
      await indexTest(ctx, test);
      return testView(test, true);
    },
  );

  r.route(lmsRoutes.updateTest, { summary: 'Change a test; 409 once someone passed it' }, async (ctx) => {
    const test = await editable(ctx, ctx.params.id);
    const { questions, ...fields } = ctx.body;
    const patch = { ...fields, ...(questions ? { questions: questions.map(storedQuestion) } : {}) };
    await ctx.db.repo(Test).update({ id: test.id }, patch);
    await indexTest(ctx, { ...test, ...patch });
    return testView({ ...test, ...patch }, true);
  });

  r.route(lmsRoutes.removeTest, { summary: 'Delete a test with its tries; 409 once someone passed it' }, async (ctx) => {
    const test = await editable(ctx, ctx.params.id);
    await ctx.db.transaction(async (db) => {
      await db.repo(Attempt).delete({ testId: test.id });
      await db.repo(Test).delete({ id: test.id });
    });
    await unindexTest(ctx, test.id);
    return { id: test.id };
  });

  r.route(lmsRoutes.addQuestion, { summary: 'Add a question to a test' }, async (ctx) => {
    const test = await editable(ctx, ctx.params.test);
    return saveQuestions(ctx, test, [...test.questions, storedQuestion({ ...ctx.body, _id: undefined })]);
  });

  r.route(lmsRoutes.updateQuestion, { summary: 'Replace the question named by `_id`' }, async (ctx) => {
    const test = await editable(ctx, ctx.params.test);
    if (!test.questions.some((q) => q.id === ctx.body._id)) throw RULES.unknownQuestion.notFound();
    return saveQuestions(
      ctx,
      test,
      test.questions.map((q) => (q.id === ctx.body._id ? storedQuestion(ctx.body) : q)),
    );
  });

  r.route(lmsRoutes.removeQuestion, { summary: 'Delete the question `?question=` (no body)' }, async (ctx) => {
    const test = await editable(ctx, ctx.params.test);
    if (!test.questions.some((q) => q.id === ctx.query.question)) throw RULES.unknownQuestion.notFound();
    return saveQuestions(
      ctx,
      test,
      test.questions.filter((q) => q.id !== ctx.query.question),
    );
  });

  r.route(
    lmsRoutes.startTest,
    { summary: 'Start a try for oneself (or continue the open one): its own shuffle and deadline; a try again is another start' },
    async (ctx) => {
      if (ctx.params.user !== ctx.me.user.id) throw RULES.noAccess.forbidden();
      const course = await readableCourse(ctx, ctx.params.course);
      const test = await ctx.db.repo(Test).get(ctx.params.test);
      if (test.courseId !== course.id) throw RULES.noAccess.notFound();
      return attemptView(await startAttempt(ctx, course, test), test);
    },
  );

  r.route(
    lmsRoutes.answer,
    { summary: 'Save the answer of one question and move (next, previous, finish); 409 after the deadline or finishing' },
    async (ctx) => {
      const attempt = await ctx.db.repo(Attempt).get(ctx.body.attempt);
      if (attempt.testId !== ctx.params.test || attempt.userId !== ctx.me.user.id) throw RULES.noAccess.notFound();
      const test = await ctx.db.repo(Test).get(attempt.testId);
      return attemptView(await answerAttempt(ctx, attempt, ctx.body), test);
    },
  );

  r.route(
    lmsRoutes.testStat,
    { summary: "Learners' tries of a test: tries, best and average score, passed (course admins)" },
    async (ctx) => {
      await mustManage(ctx);
      return tryStats(ctx, await ctx.db.repo(Test).get(ctx.params.id));
    },
  );
}
