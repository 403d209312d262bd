import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { Idp, IdpHistory, IdpTask } from '../server/entities/index.js';
import { MAX_TASKS, TITLE_MAX } from '../shared/constants.js';
import { idpRoutes } from '../shared/routes.js';
import { day, planBody } from './fixture.js';

let t: TestApp;
let acme: TestClient;
let boss: TestUser;
let chief: TestUser;
let eva: TestUser;
let observer: TestUser;
let stranger: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'idp', active: true }] });
  boss = await acme.user();
  chief = await acme.user({ fields: { chiefId: boss.id } });
  eva = await acme.user({ fields: { chiefId: chief.id } });
  observer = await acme.user();
  stranger = await acme.user();
  reader = await acme.user({ roles: ['idp_admin'] });
});
afterAll(() => t?.close());

const create = async (by: TestUser, over: Record<string, unknown> = {}) =>
  (await by.api.call(idpRoutes.create, { body: planBody(eva.id, { observer: observer.id, ...over }) as never })).body.result;
const count = async () => (await t.context(acme)).db.repo(Idp).count();

/** A refused body: 400 with the rule's text at the field, and nothing written. */
async function refused(body: unknown, field: string, message: string) {
  const before = await count();
  const res = await chief.api.post('/api/idp', body);
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message })]));
  expect(await count()).toBe(before);
}

describe('plan rules', () => {
  it('refuses each broken rule at its field and stores nothing', async () => {
    await refused(planBody(eva.id, { title: ' ' }), 'title', 'title required');
    await refused(planBody(''), 'employee', 'employee required');
    await refused({ title: 'No one' }, 'employee', 'employee required');
    await refused(planBody(eva.id, { tasks: [{ title: 'A', deadline: '2026-02-30' }] }), 'tasks.0.deadline', 'deadline as yyyy-mm-dd');
    await refused(planBody(eva.id, { tasks: [{ title: 'A', deadline: 'tomorrow' }] }), 'tasks.0.deadline', 'deadline as yyyy-mm-dd');
    await refused(planBody(eva.id, { tasks: [{ title: '', deadline: day(1) }] }), 'tasks.0.title', 'task title required');
    await refused(planBody(eva.id, { notes: [{ text: ' ' }] }), 'notes.0.text', 'note text required');
  });

  it(`takes a title of ${TITLE_MAX} characters and ${MAX_TASKS} tasks, and refuses one more of each`, async () => {
    const tasks = Array.from({ length: MAX_TASKS }, (_, i) => ({ title: `Task ${i}`, deadline: day(i) }));
    const ok = await create(chief, { title: 'x'.repeat(TITLE_MAX), tasks });
    expect(ok.title).toHaveLength(TITLE_MAX);
    expect(ok.tasks).toHaveLength(MAX_TASKS);
    expect(ok.tasks.map((x) => x.title)).toEqual(tasks.map((x) => x.title));
    const before = await count();
    expect((await chief.api.post('/api/idp', planBody(eva.id, { title: 'x'.repeat(TITLE_MAX + 1) }))).status).toBe(400);
    const more = [...tasks, { title: 'One more', deadline: day(1) }];
    expect((await chief.api.post('/api/idp', planBody(eva.id, { tasks: more }))).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('finishes a plan only when all its tasks are finished, and then it does not change', async () => {
    const plan = await create(chief);
    const [first, second] = plan.tasks;
    const finish = () => chief.api.put(`/api/idp/${plan._id}`, { status: 'finished' });
    await chief.api.call(idpRoutes.finishTask, { body: { idp: plan._id, task: first!._id } });
    const open = await finish();
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('all tasks must be finished');
    expect((await t.rows(acme, Idp, { id: plan._id }))[0]!.status).toBe('active');

    const done = await chief.api.call(idpRoutes.finishTask, { body: { idp: plan._id, task: second!._id } });
    expect(done.body.result.tasks.map((x) => x.finished)).toEqual([true, true]);
    expect(done.body.result.history.map((h) => h.action)).toEqual(['created', 'task_finished', 'task_finished']);
    expect(done.body.result.history[2]!.details).toEqual(['Run a retro']);
    expect((await finish()).status).toBe(200);
    const finished = (await chief.api.call(idpRoutes.item, { params: { id: plan._id } })).body.result;
    expect(finished.status).toBe('finished');
    expect(finished.history.at(-1)!.action).toBe('finished');

    for (const body of [{ title: 'Again' }, { status: 'finished' }]) {
      const res = await chief.api.put(`/api/idp/${plan._id}`, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('a finished plan does not change');
    }
    expect((await chief.api.post('/api/idp/finish_task', { idp: plan._id, task: first!._id })).status).toBe(409);
    expect((await t.rows(acme, Idp, { id: plan._id }))[0]!.title).toBe('Grow as a lead');
  });

  it('finishes a plan without tasks at once', async () => {
    const plan = await create(chief, { tasks: [] });
    expect((await chief.api.call(idpRoutes.update, { params: { id: plan._id }, body: { status: 'finished' } })).body.result.status).toBe(
      'finished',
    );
  });

  it('keeps a finished task as it is: not changed, not removed, not finished twice', async () => {
    const plan = await create(chief);
    const [first, second] = plan.tasks;
    await chief.api.call(idpRoutes.finishTask, { body: { idp: plan._id, task: first!._id } });
    const again = await chief.api.post('/api/idp/finish_task', { idp: plan._id, task: first!._id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('a finished task does not change');
    const changed = await chief.api.put(`/api/idp/${plan._id}`, {
      tasks: [{ _id: first!._id, title: 'Other', deadline: first!.deadline }],
    });
    expect(changed.status).toBe(409);
    const dropped = await chief.api.put(`/api/idp/${plan._id}`, {
      tasks: [{ _id: second!._id, title: 'Run a retro', deadline: second!.deadline }],
    });
    expect(dropped.status).toBe(409);
    expect(await t.rows(acme, IdpTask, { idpId: plan._id })).toHaveLength(2);
    expect((await chief.api.post('/api/idp/finish_task', { idp: plan._id, task: 'nope' })).status).toBe(404);
    // A task of another plan is not this plan's.
    const other = await create(chief);
    const foreign = await chief.api.post('/api/idp/finish_task', { idp: plan._id, task: other.tasks[0]!._id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([expect.objectContaining({ path: 'task', message: 'no such task in the plan' })]);
    expect((await t.rows(acme, IdpTask, { id: other.tasks[0]!._id }))[0]!.finished).toBe(false);
  });

  it('changes open tasks whole and logs the fields that changed', async () => {
    const plan = await create(chief);
    const [first] = plan.tasks;
    const res = await chief.api.call(idpRoutes.update, {
      params: { id: plan._id },
      body: {
        title: 'Grow as a lead',
        description: 'Changed',
        tasks: [
          { _id: first!._id, title: 'Read two books', deadline: day(12) },
          { title: 'Give a talk', deadline: day(30) },
        ],
      },
    });
    expect(res.body.result.tasks.map((x) => [x.title, x.deadline])).toEqual([
      ['Read two books', day(12)],
      ['Give a talk', day(30)],
    ]);
    expect(res.body.result.tasks[0]!._id).toBe(first!._id);
    expect(res.body.result.history.at(-1)).toMatchObject({ action: 'changed', details: ['description', 'tasks'] });
    // Nothing changed: nothing logged.
    const same = await chief.api.call(idpRoutes.update, { params: { id: plan._id }, body: { description: 'Changed' } });
    expect(same.body.result.history).toHaveLength(2);
    const bad = await chief.api.put(`/api/idp/${plan._id}`, { tasks: [{ title: 'X', deadline: '31.12.2026' }] });
    expect(bad.status).toBe(400);
    expect(await t.rows(acme, IdpTask, { idpId: plan._id })).toHaveLength(2);
  });
});

describe('who reads and changes', () => {
  it('lets the employee, observer, creator, chiefs of the line, idp_admin and admins read; others get 403', async () => {
    const plan = await create(chief);
    for (const u of [eva, observer, chief, boss, reader, acme.admin]) {
      expect((await u.api.get(`/api/idp/${plan._id}`)).status).toBe(200);
    }
    expect((await stranger.api.get(`/api/idp/${plan._id}`)).status).toBe(403);
    // A plan created by the employee: the creator reads it, a stranger still does not.
    const own = await create(eva);
    expect((await eva.api.get(`/api/idp/${own._id}`)).body.result.canEdit).toBe(true);
    expect((await stranger.api.get(`/api/idp/${own._id}`)).status).toBe(403);
  });

  it('lets the creator, chiefs and admins change; the employee, observer and idp_admin get 403', async () => {
    const plan = await create(acme.admin);
    for (const u of [chief, boss, acme.admin]) {
      expect((await u.api.put(`/api/idp/${plan._id}`, { description: `by ${u.id}` })).status).toBe(200);
    }
    for (const u of [eva, observer, reader, stranger]) {
      expect((await u.api.put(`/api/idp/${plan._id}`, { description: 'no' })).status).toBe(403);
      expect((await u.api.post('/api/idp/finish_task', { idp: plan._id, task: plan.tasks[0]!._id })).status).toBe(403);
      expect((await u.api.delete(`/api/idp/${plan._id}`)).status).toBe(403);
    }
    expect((await eva.api.get(`/api/idp/${plan._id}`)).body.result.canEdit).toBe(false);
    expect((await t.rows(acme, Idp, { id: plan._id }))[0]!.description).toBe(`by ${acme.admin.id}`);
  });

  it('lets the employee and their chiefs add a plan for them, not anyone else', async () => {
    expect((await stranger.api.post('/api/idp', planBody(eva.id))).status).toBe(403);
    expect((await eva.api.post('/api/idp', planBody(chief.id))).status).toBe(403);
    const plan = await create(eva);
    // Nor may its creator move it to someone they may not plan for.
    expect((await eva.api.put(`/api/idp/${plan._id}`, { employee: stranger.id })).status).toBe(403);
    expect((await t.rows(acme, Idp, { id: plan._id }))[0]!.employeeId).toBe(eva.id);
  });

  it('deletes a plan with its tasks and change log', async () => {
    const plan = await create(chief);
    expect((await chief.api.call(idpRoutes.remove, { params: { id: plan._id } })).body.result._id).toBe(plan._id);
    expect(await t.rows(acme, IdpTask, { idpId: plan._id })).toEqual([]);
    expect(await t.rows(acme, IdpHistory, { idpId: plan._id })).toEqual([]);
  });

  it("answers 404 for another client's plan and changes nothing; 403 without the right or the feature", async () => {
    const plan = await create(chief);
    const other = await t.client({ features: [{ feature: 'idp', active: true }] });
    expect((await other.admin.api.get(`/api/idp/${plan._id}`)).status).toBe(404);
    expect((await other.admin.api.put(`/api/idp/${plan._id}`, { title: 'Theirs' })).status).toBe(404);
    expect((await other.admin.api.post('/api/idp/finish_task', { idp: plan._id, task: plan.tasks[0]!._id })).status).toBe(404);
    expect((await other.admin.api.delete(`/api/idp/${plan._id}`)).status).toBe(404);
    expect((await other.admin.api.get(`/api/idp/list/${eva.id}`)).status).toBe(404);
    expect((await t.rows(acme, Idp, { id: plan._id }))[0]!.title).toBe('Grow as a lead');
    expect((await (await acme.user({ rights: [] })).api.get('/api/idp')).status).toBe(403);
    const off = await t.client({ features: [{ feature: 'idp', active: false }] });
    expect((await off.admin.api.get('/api/idp')).status).toBe(403);
  });
});
