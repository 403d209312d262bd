import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { Attempt, Test } from '../server/entities/index.js';
import { lmsRoutes } from '../shared/routes.js';
import type { AttemptView } from '../shared/types.js';

let t: TestApp;
let acme: TestClient;
let manager: TestUser;
let eva: TestUser;
let bob: TestUser;
let courseId: string;

const question = (n: number, extra: Record<string, unknown> = {}) => ({
  text: `Question ${n}`,
  answers: [
    { text: `Right ${n}`, right: true },
    { text: `Wrong ${n}`, right: false },
  ],
  ...extra,
});

async function newTest(extra: Record<string, unknown> = {}) {
  const res = await manager.api.call(lmsRoutes.createTest, {
    body: { course: courseId, title: 'Check', questions: [question(1), question(2), question(3), question(4), question(5)], ...extra },
  });
  expect(res.status).toBe(200);
  return res.body.result;
}

const start = (user: TestUser, testId: string, course = courseId) =>
  user.api.call(lmsRoutes.startTest, { params: { course, test: testId, user: user.id } });

/** Answers every question of the try, right or wrong, then finishes it. */
async function take(user: TestUser, testId: string, right: (index: number) => boolean): Promise<AttemptView> {
  const a = (await start(user, testId)).body.result;
  const test = (await t.rows(acme, Test, { id: testId }))[0]!;
  let last: AttemptView = a;
  for (const [i, q] of a.questions.entries()) {
    const stored = test.questions.find((s) => s.id === q._id)!;
    const pick = stored.answers.filter((x) => x.right === right(i)).map((x) => x.id);
    const res = await user.api.call(lmsRoutes.answer, {
      params: { test: testId },
      body: { attempt: a._id, question: q._id, answers: pick, move: i === a.questions.length - 1 ? 'finish' : 'next' },
    });
    expect(res.status).toBe(200);
    last = res.body.result;
  }
  return last;
}

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'lms', active: true }] });
  manager = await acme.user({ roles: ['lms_admin'] });
  eva = await acme.user();
  bob = await acme.user();
  courseId = (await manager.api.call(lmsRoutes.createCourse, { body: { title: 'Safety', description: 'Fire and first aid' } })).body.result
    ._id;
});
afterAll(() => t?.close());

/** Posts a test and expects a 400 with the rule's text at the question or answer at fault, nothing stored. */
async function refused(questions: unknown[], message: string, path: string) {
  const before = (await t.rows(acme, Test)).length;
  const res = await manager.api.post('/api/tests', { course: courseId, title: 'Bad', questions });
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
  expect(await t.rows(acme, Test)).toHaveLength(before);
}

describe('courses, lessons and tests', () => {
  it('refuses a course without a title', async () => {
    const res = await manager.api.post('/api/courses', { title: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'title', message: 'title required' })]);
  });

  it('lets only course admins write; a learner reads no draft', async () => {
    expect((await eva.api.post('/api/courses', { title: 'Mine' })).status).toBe(403);
    expect((await eva.api.get(`/api/courses/${courseId}`)).status).toBe(404);
    const draft = await manager.api.call(lmsRoutes.course, { params: { id: courseId } });
    expect(draft.body.result).toMatchObject({ title: 'Safety', status: 'draft', canManage: true });
  });

  it('makes a course admin of the settings a manager', async () => {
    const carl = await acme.user();
    expect((await carl.api.post('/api/courses', { title: 'Carl' })).status).toBe(403);
    const set = await acme.admin.api.call(lmsRoutes.setAdmins, { params: { client: acme.id }, body: { admins: [carl.id] } });
    expect(set.body.result.admins.map((a) => a._id)).toEqual([carl.id]);
    expect((await eva.api.call(lmsRoutes.admins, { params: { client: acme.id } })).body.result.admins).toHaveLength(1);
    expect((await eva.api.put(`/api/clients/${acme.id}/settings/admins/lms`, { admins: [eva.id] })).status).toBe(403);
    const made = await carl.api.post('/api/courses', { title: 'Carl' });
    expect(made.status).toBe(200);
    await acme.admin.api.call(lmsRoutes.setAdmins, { params: { client: acme.id }, body: { admins: [] } });
    expect((await carl.api.delete(`/api/courses/${made.body.result._id}`)).status).toBe(403);
  });

  it('adds, changes and lists lessons in order', async () => {
    const a = await manager.api.call(lmsRoutes.createLesson, {
      body: { course: courseId, title: 'Fire', content: '<p>Exits</p>', sort: 1 },
    });
    const b = await manager.api.call(lmsRoutes.createLesson, { body: { course: courseId, title: 'First aid', sort: 0 } });
    await manager.api.call(lmsRoutes.updateLesson, { params: { id: a.body.result._id }, body: { title: 'Fire exits' } });
    const course = await manager.api.call(lmsRoutes.course, { params: { id: courseId } });
    expect(course.body.result.lessons.map((l) => l.title)).toEqual(['First aid', 'Fire exits']);
    expect((await manager.api.call(lmsRoutes.lesson, { params: { id: a.body.result._id } })).body.result.content).toBe('<p>Exits</p>');
    expect(b.status).toBe(200);
  });

  it('refuses a question without text, an empty answer and no right answer', async () => {
    await refused([question(1), question(2, { text: '  ' })], 'question text not filled', 'questions.1.text');
    await refused(
      [
        question(1, {
          answers: [
            { text: 'Yes', right: true },
            { text: '', right: false },
          ],
        }),
      ],
      'answer text not filled',
      'questions.0.answers.1.text',
    );
    await refused([question(1, { answers: [{ text: 'Yes' }, { text: 'No' }] })], 'at least one right answer', 'questions.0.answers');
  });

  it('adds, replaces and deletes questions; the same rules apply', async () => {
    const test = await newTest();
    const added = await manager.api.call(lmsRoutes.addQuestion, { params: { test: test._id }, body: question(6) });
    expect(added.body.result.questions).toHaveLength(6);
    const sixth = added.body.result.questions[5]!;
    const bad = await manager.api.post(`/api/tests/${test._id}/questions`, question(7, { text: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'text', message: 'question text not filled' })]);
    const changed = await manager.api.call(lmsRoutes.updateQuestion, {
      params: { test: test._id },
      body: { ...question(6), _id: sixth._id, text: 'Sixth' },
    });
    expect(changed.body.result.questions[5]).toMatchObject({ _id: sixth._id, text: 'Sixth' });
    const removed = await manager.api.delete(`/api/tests/${test._id}/questions?question=${sixth._id}`);
    expect(removed.body.result.questions).toHaveLength(5);
  });
});

describe('appointing and taking a test', () => {
  let testId: string;

  beforeAll(async () => {
    testId = (await newTest({ shuffleQuestions: true, shuffleAnswers: true, showRight: true, timeLimit: 5 }))._id;
  });

  it('appoints the course to members, who are notified; the draft becomes appointed', async () => {
    const res = await manager.api.call(lmsRoutes.addMembers, { params: { id: courseId }, body: { empl: [eva.id, bob.id] } });
    expect(res.body.result).toEqual({ added: 2 });
    expect(await t.notifications(eva)).toEqual([
      expect.objectContaining({ name: 'course.appointed', section: 'lms', link: `/courses/${courseId}` }),
    ]);
    expect((await manager.api.call(lmsRoutes.course, { params: { id: courseId } })).body.result.status).toBe('appointed');
    const again = await manager.api.call(lmsRoutes.addMembers, { params: { id: courseId }, body: { empl: [eva.id] } });
    expect(again.body.result).toEqual({ added: 0 });
    expect(await t.notifications(eva)).toHaveLength(1);
    const members = await manager.api.call(lmsRoutes.members, { params: { id: courseId } });
    expect(members.body.result.map((m) => [m.userId, m.status])).toEqual([
      [eva.id, 'not_started'],
      [bob.id, 'not_started'],
    ]);
    const mine = await eva.api.call(lmsRoutes.courses, { query: { scope: 'learning' } });
    expect(mine.body.result).toEqual([expect.objectContaining({ _id: courseId, myStatus: 'not_started' })]);
  });

  it('gives each try its own shuffle and no right flags before finishing', async () => {
    const tries: AttemptView[] = [];
    for (let i = 0; i < 4; i++) {
      const a = (await start(bob, testId)).body.result;
      expect(a.questions.flatMap((q) => q.answers).every((x) => !('right' in x))).toBe(true);
      expect(a.score).toBeNull();
      tries.push(a);
      await bob.api.call(lmsRoutes.answer, { params: { test: testId }, body: { attempt: a._id, move: 'finish' } });
    }
    const orders = new Set(tries.map((a) => a.questions.map((q) => `${q._id}:${q.answers.map((x) => x._id).join(',')}`).join('|')));
    expect(orders.size).toBeGreaterThan(1);
    expect((await manager.api.call(lmsRoutes.test, { params: { id: testId } })).body.result.questions[0]!.answers[0]).toHaveProperty(
      'right',
    );
    expect((await eva.api.call(lmsRoutes.test, { params: { id: testId } })).body.result.questions).toEqual([]);
  });

  it('moves next and previous, scores on the server, and shows right flags after finishing', async () => {
    const a = (await start(eva, testId)).body.result;
    expect(a.current).toBe(0);
    const next = await eva.api.call(lmsRoutes.answer, { params: { test: testId }, body: { attempt: a._id, move: 'next' } });
    expect(next.body.result.current).toBe(1);
    const back = await eva.api.call(lmsRoutes.answer, { params: { test: testId }, body: { attempt: a._id, move: 'previous' } });
    expect(back.body.result.current).toBe(0);
    const done = await eva.api.call(lmsRoutes.answer, { params: { test: testId }, body: { attempt: a._id, move: 'finish' } });
    expect(done.body.result).toMatchObject({ finished: true, score: 0, passed: false });
    expect(done.body.result.questions[0]!.answers.some((x) => x.right === true)).toBe(true);
    const late = await eva.api.call(lmsRoutes.answer, { params: { test: testId }, body: { attempt: a._id, move: 'next' } });
    expect(late.status).toBe(409);
  });

  it('refuses an answer that is not one of the question', async () => {
    const a = (await start(eva, testId)).body.result;
    const res = await eva.api.post(`/api/tests/${testId}/answer`, { attempt: a._id, question: a.questions[0]!._id, answers: ['nope'] });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'answers', message: 'no such answer to the question' })]);
    await eva.api.call(lmsRoutes.answer, { params: { test: testId }, body: { attempt: a._id, move: 'finish' } });
  });

  it('refuses an answer one second after the deadline, leaving the try as it was; the job closes it', async () => {
    const a = (await start(eva, testId)).body.result;
    const job = await t.jobs({ name: 'lms:close', data: { attempt: a._id } });
    expect(job).toHaveLength(1);
    expect(Math.abs(job[0]!.nextRunAt!.getTime() - Date.parse(a.deadline!))).toBeLessThan(1000);
    const ctx = await t.context(acme);
    await ctx.db.repo(Attempt).update({ id: a._id }, { deadline: new Date(Date.now() - 1000) });
    const res = await eva.api.post(`/api/tests/${testId}/answer`, { attempt: a._id, question: a.questions[0]!._id, answers: [] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('the attempt is closed');
    const [row] = await t.rows(acme, Attempt, { id: a._id });
    expect(row).toMatchObject({ chosen: {}, finishedAt: null });
    expect(await t.runJob('lms:close', { client: acme, data: { attempt: a._id } })).toBe('done');
    expect((await t.rows(acme, Attempt, { id: a._id }))[0]).toMatchObject({ score: 0, passed: false, finishedAt: expect.any(Date) });
  });

  it('passes at the pass mark (80 %), not below; then the test cannot be edited', async () => {
    const failed = await take(eva, testId, (i) => i < 3);
    expect(failed).toMatchObject({ score: 60, passed: false });
    const passed = await take(eva, testId, (i) => i < 4);
    expect(passed).toMatchObject({ score: 80, passed: true });
    const res = await manager.api.put(`/api/tests/${testId}`, { title: 'New' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('the test was passed by someone and cannot be edited');
    expect((await manager.api.post(`/api/tests/${testId}/questions`, question(9))).status).toBe(409);
    expect((await manager.api.delete(`/api/tests/${testId}/questions?question=x`)).status).toBe(409);
    expect((await t.rows(acme, Test, { id: testId }))[0]!.title).toBe('Check');
  });

  it('marks lessons learned; the learner is learned once every lesson and test is', async () => {
    const course = (await eva.api.call(lmsRoutes.course, { params: { id: courseId } })).body.result;
    // The other tests of the course (made above) are not passed yet: the course stays in progress.
    for (const l of course.lessons) await eva.api.call(lmsRoutes.learn, { body: { lesson: l._id } });
    const progress = await eva.api.call(lmsRoutes.progress, { params: { course: courseId, user: eva.id } });
    expect(progress.body.result.lessons.every((l) => l.learned)).toBe(true);
    expect(progress.body.result.tests.find((x) => x._id === testId)).toMatchObject({ passed: true, bestScore: 80 });
    for (const other of course.tests.filter((x) => x._id !== testId)) await take(eva, other._id, () => true);
    const after = await eva.api.call(lmsRoutes.progress, { params: { course: courseId, user: eva.id } });
    expect(after.body.result.status).toBe('learned');
    expect((await bob.api.get(`/api/course_progress/progress/${courseId}/${eva.id}`)).status).toBe(403);
  });

  it('answers analytics, statistics and the chief dashboard in SQL', async () => {
    const all = await manager.api.call(lmsRoutes.analytics, { params: { client: acme.id } });
    const evaRow = all.body.result.rows.result.find((r) => r.userId === eva.id)!;
    expect(evaRow).toMatchObject({
      courseId,
      status: 'learned',
      bestScore: 100,
      dateFirst: expect.any(String),
      dateStart: expect.any(String),
    });
    expect(evaRow.tries).toBeGreaterThanOrEqual(5);
    expect(all.body.result.courses.find((c) => c.courseId === courseId)).toMatchObject({ members: 2, learned: 1 });
    const own = await bob.api.call(lmsRoutes.analytics, { params: { client: acme.id }, query: { user_id: bob.id } });
    expect(own.body.result.rows.result).toEqual([expect.objectContaining({ userId: bob.id, tries: 4, bestScore: 0, dateFirst: null })]);
    expect((await bob.api.get(`/api/courses/analytics/${acme.id}`)).status).toBe(403);
    const stat = await manager.api.call(lmsRoutes.testStat, { params: { id: testId } });
    expect(stat.body.result.users.find((u) => u.userId === eva.id)).toMatchObject({ passed: true, bestScore: 80 });
    const course = (await manager.api.call(lmsRoutes.course, { params: { id: courseId } })).body.result;
    const lessonStat = await manager.api.call(lmsRoutes.lessonStat, { params: { id: course.lessons[0]!._id } });
    expect(lessonStat.body.result).toMatchObject({ members: 2, learned: 1 });
    const members = await manager.api.call(lmsRoutes.members, { params: { id: courseId } });
    expect(members.body.result.find((m) => m.userId === eva.id)).toMatchObject({ status: 'learned', lastTry: expect.any(String) });
  });
});

describe('paging the analytics in SQL', () => {
  it("cuts the analytics and a lesson's learners at a page boundary, answering the total", async () => {
    const whole = (await manager.api.call(lmsRoutes.analytics, { params: { client: acme.id }, query: { limit: 200 } })).body.result.rows;
    expect(whole.total).toBe(whole.result.length);
    expect(whole.total).toBeGreaterThanOrEqual(2);
    const second = (await manager.api.call(lmsRoutes.analytics, { params: { client: acme.id }, query: { page: 2, limit: 1 } })).body.result;
    expect(second.rows).toMatchObject({ page: 2, limit: 1, total: whole.total });
    expect(second.rows.result).toEqual([whole.result[1]]);
    // The per-course summary covers every learner, whichever page is shown.
    expect(second.courses.find((c) => c.courseId === courseId)).toMatchObject({ members: 2, learned: 1 });
    const course = (await manager.api.call(lmsRoutes.course, { params: { id: courseId } })).body.result;
    const lesson = course.lessons[0]!._id;
    const first = (await manager.api.call(lmsRoutes.lessonStat, { params: { id: lesson }, query: { page: 1, limit: 1 } })).body.result;
    const next = (await manager.api.call(lmsRoutes.lessonStat, { params: { id: lesson }, query: { page: 2, limit: 1 } })).body.result;
    expect(first).toMatchObject({ members: 2, learned: 1, users: { total: 2, page: 1 } });
    expect([...first.users.result, ...next.users.result].map((u) => u.userId).sort()).toEqual([eva.id, bob.id].sort());
    expect(
      (await manager.api.call(lmsRoutes.lessonStat, { params: { id: lesson }, query: { page: 3, limit: 1 } })).body.result.users.result,
    ).toEqual([]);
  });

  it('takes a limit of 200 and refuses 201', async () => {
    expect((await manager.api.get(`/api/courses/analytics/${acme.id}?limit=200`)).status).toBe(200);
    expect((await manager.api.get(`/api/courses/analytics/${acme.id}?limit=201`)).status).toBe(400);
    const course = (await manager.api.call(lmsRoutes.course, { params: { id: courseId } })).body.result;
    expect((await manager.api.get(`/api/lessons/${course.lessons[0]!._id}/stat?limit=200`)).status).toBe(200);
    expect((await manager.api.get(`/api/lessons/${course.lessons[0]!._id}/stat?limit=201`)).status).toBe(400);
  });
});

describe('a course that gains a lesson or a test', () => {
  it('puts its learned learners back in progress; the others keep their status', async () => {
    const status = async (u: TestUser) =>
      (await u.api.call(lmsRoutes.progress, { params: { course: courseId, user: u.id } })).body.result.status;
    expect(await status(eva)).toBe('learned');
    const before = await status(bob);
    const lesson = await manager.api.call(lmsRoutes.createLesson, { body: { course: courseId, title: 'New rules' } });
    expect(lesson.status).toBe(200);
    expect(await status(eva)).toBe('in_progress');
    expect(await status(bob)).toBe(before);
    await eva.api.call(lmsRoutes.learn, { body: { lesson: lesson.body.result._id } });
    expect(await status(eva)).toBe('learned');
    await newTest();
    expect(await status(eva)).toBe('in_progress');
  });
});

describe("the chief's dashboard", () => {
  it("counts the team's course statuses for the chief and chiefs above; refuses everyone else (403)", async () => {
    const boss = await acme.user();
    const chief = await acme.user({ fields: { chiefId: boss.id } });
    const learner = await acme.user({ fields: { chiefId: chief.id } });
    const peer = await acme.user({ fields: { chiefId: boss.id } });
    await manager.api.call(lmsRoutes.addMembers, { params: { id: courseId }, body: { empl: [learner.id] } });
    for (const reader of [chief, boss, acme.admin, manager]) {
      const dash = await reader.api.call(lmsRoutes.dashboard, { params: { id: chief.id } });
      expect(dash.status).toBe(200);
      expect(dash.body.result).toMatchObject({
        counts: { not_started: 1, in_progress: 0, learned: 0 },
        members: [expect.objectContaining({ userId: learner.id, courseId, status: 'not_started' })],
      });
    }
    for (const stranger of [peer, learner]) expect((await stranger.api.get(`/api/course_progress/${chief.id}/dashboard`)).status).toBe(403);
  });
});
