import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { LMS_ADMIN_ROLE } from '../shared/constants.js';
import { lmsRoutes } from '../shared/routes.js';

let t: TestApp;
let acme: TestClient;
let lmsAdmin: TestUser;
let courseAdmin: TestUser;
let learner: TestUser;
let eva: TestUser;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'lms', active: true }] });
  lmsAdmin = await acme.user({ roles: [LMS_ADMIN_ROLE] });
  courseAdmin = await acme.user();
  learner = await acme.user();
  eva = await acme.user();
  const admins = await lmsAdmin.api.call(lmsRoutes.setAdmins, { params: { client: acme.id }, body: { admins: [courseAdmin.id] } });
  expect(admins.status).toBe(200);
});
afterAll(() => t?.close());

const course = async (title: string, status = 'draft') =>
  (await lmsAdmin.api.call(lmsRoutes.createCourse, { body: { title, description: 'For every new employee', status } as never })).body.result
    ._id as string;
const lesson = async (courseId: string, title: string, content: string) =>
  (await lmsAdmin.api.call(lmsRoutes.createLesson, { body: { course: courseId, title, content } as never })).body.result._id as string;
const test = async (courseId: string, title: string) =>
  (
    await lmsAdmin.api.call(lmsRoutes.createTest, {
      body: { course: courseId, title, questions: [{ text: 'Secret question', answers: [{ text: 'Yes', right: true }] }] } as never,
    })
  ).body.result._id as string;

/** What the one search (`GET api/search`) answers `u` for `q` in learning: `kind:id`, sorted. */
const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'lms' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => `${h.kind}:${h._id}`).sort();
};

describe('learning in the one search', () => {
  it('finds a course, its lesson (by its text without markup) and its test on create and edit, never after delete', async () => {
    const c = await course('Welcome aboard', 'published');
    const l = await lesson(c, 'Your first day', '<p>Badges are at the <b>reception</b></p>');
    const x = await test(c, 'Onboarding quiz');
    expect(await found(eva, 'welcome')).toEqual([`course:${c}`]);
    expect(await found(eva, 'reception')).toEqual([`lesson:${l}`]);
    expect(await found(eva, 'quiz')).toEqual([`test:${x}`]);
    // Questions are not searched: they would give the answers away.
    expect(await found(eva, 'secret')).toEqual([]);
    const hit = (await eva.api.call(searchRoutes.find, { query: { q: 'reception' } })).body.result[0];
    expect(hit).toMatchObject({ module: 'lms', link: `/courses/${c}/lessons/${l}` });

    await lmsAdmin.api.call(lmsRoutes.updateCourse, { params: { id: c }, body: { title: 'Hello aboard' } });
    await lmsAdmin.api.call(lmsRoutes.updateLesson, { params: { id: l }, body: { content: '<p>Badges are at the desk</p>' } });
    await lmsAdmin.api.call(lmsRoutes.updateTest, { params: { id: x }, body: { title: 'Onboarding check' } });
    expect(await found(eva, 'welcome')).toEqual([]);
    expect(await found(eva, 'hello')).toEqual([`course:${c}`]);
    expect(await found(eva, 'reception')).toEqual([]);
    expect(await found(eva, 'desk')).toEqual([`lesson:${l}`]);
    expect(await found(eva, 'quiz')).toEqual([]);
    expect(await found(eva, 'check')).toEqual([`test:${x}`]);

    expect((await lmsAdmin.api.call(lmsRoutes.removeTest, { params: { id: x } })).status).toBe(200);
    expect(await found(eva, 'check')).toEqual([]);
    expect((await lmsAdmin.api.call(lmsRoutes.removeLesson, { params: { id: l } })).status).toBe(200);
    expect(await found(eva, 'desk')).toEqual([]);
    const l2 = await lesson(c, 'Parking', '');
    const x2 = await test(c, 'Parking quiz');
    expect(await found(eva, 'parking')).toEqual([`lesson:${l2}`, `test:${x2}`].sort());
    // Deleting the course takes its lessons and tests out too.
    expect((await lmsAdmin.api.call(lmsRoutes.removeCourse, { params: { id: c } })).status).toBe(200);
    expect(await found(eva, 'hello')).toEqual([]);
    expect(await found(eva, 'parking')).toEqual([]);
  });

  it('answers a draft to its managers only and an appointed course to its learners, and a rebuild answers the same', async () => {
    const draft = await course('Budget draft');
    const draftLesson = await lesson(draft, 'Budget basics', '');
    const appointed = await course('Budget for chiefs');
    expect((await lmsAdmin.api.call(lmsRoutes.addMembers, { params: { id: appointed }, body: { empl: [learner.id] } })).status).toBe(200);
    const readers = [acme.admin, lmsAdmin, courseAdmin, learner, eva];
    const answers = () => Promise.all(readers.map((u) => found(u, 'budget')));
    const all = [`course:${draft}`, `lesson:${draftLesson}`, `course:${appointed}`].sort();
    const before = await answers();
    expect(before).toEqual([all, all, all, [`course:${appointed}`], []]);
    expect(await t.runJob('core:reindex_search', { client: acme })).toBe('done');
    expect(await answers()).toEqual(before);
    // Published: everyone opens it now, with nothing indexed again.
    await lmsAdmin.api.call(lmsRoutes.updateCourse, { params: { id: draft }, body: { status: 'published' } });
    expect(await found(eva, 'budget')).toEqual([`course:${draft}`, `lesson:${draftLesson}`].sort());
  });

  it('finds nothing of the module for someone without its right, or in another client', async () => {
    await course('Visa rules', 'published');
    expect(await found(await acme.user({ rights: [] }), 'visa')).toEqual([]);
    const other = await t.client({ features: [{ feature: 'lms', active: true }] });
    expect(await found(other.admin, 'visa')).toEqual([]);
  });
});
