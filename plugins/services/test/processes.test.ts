import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { ServiceRequest } from '../server/entities/index.js';
import { servicesRoutes } from '../shared/routes.js';

let t: TestApp;
let acme: TestClient;
let chief: TestUser;
let hr: TestUser;
let eva: TestUser;
let loner: TestUser;
let service: string;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'services', active: true }] });
  chief = await acme.user();
  const dept = (await acme.admin.api.post('/api/structure', { name: 'Sales', managerId: chief.id })).body.result._id;
  hr = await acme.user();
  eva = await acme.user({ fields: { departmentId: dept } });
  loner = await acme.user();
  const group = (await acme.admin.api.call(servicesRoutes.createGroup, { body: { name: 'HR' } })).body.result._id;
  service = (
    await acme.admin.api.call(servicesRoutes.create, {
      body: {
        name: 'Business trip',
        description: 'Travel for work',
        groupId: group,
        type: 'simple',
        receivers: [hr.id],
        steps: [{ name: 'HR books', performers: { kind: 'employees', userIds: [hr.id] } }],
      },
    })
  ).body.result._id;
});
afterAll(() => t?.close());

const byChief = { name: 'Chief approves', performers: { kind: 'chief' } };
const byHr = (n = 1) => ({ name: `HR step ${n}`, performers: { kind: 'employees', userIds: [hr.id] } });
const post = (u: TestUser, body: Record<string, unknown>) => u.api.post('/api/bp', { service, ...body });
const count = async () => (await t.rows(acme, ServiceRequest)).length;

/** Expects a 400 with the rule's text at the field and no request stored. */
async function refused(u: TestUser, body: Record<string, unknown>, message: string, path: string) {
  const before = await count();
  const res = await post(u, body);
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual([expect.objectContaining({ path, message })]);
  expect(await count()).toBe(before);
}

describe('requests on a route drawn by hand (POST api/bp)', () => {
  it('starts with 2 steps and refuses 1 with "a request needs at least 2 steps to start"', async () => {
    await refused(eva, { steps: [byHr()] }, 'a request needs at least 2 steps to start', 'steps');
    const made = await post(eva, { name: 'Trip to Kazan', steps: [byChief, byHr()] });
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({ name: 'Trip to Kazan', template: false, current: 0, result: null });
    expect(made.body.result.steps.map((s: { performerIds: string[] }) => s.performerIds)).toEqual([[chief.id], [hr.id]]);
    expect((await t.notifications(chief)).map((n) => n.name)).toContain('request.step');
  });

  it('takes 5 steps and refuses 6 with "maximum 5 steps"', async () => {
    await refused(eva, { steps: [1, 2, 3, 4, 5, 6].map(byHr) }, 'maximum 5 steps', 'steps');
    expect((await post(eva, { steps: [1, 2, 3, 4, 5].map(byHr) })).body.result.steps).toHaveLength(5);
  });

  it('refuses a chief step without a chief, and a service the caller may not file', async () => {
    const before = await count();
    const res = await post(loner, { steps: [byChief, byHr()] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('chief cannot be determined');
    expect(await count()).toBe(before);
    const other = await t.client({ features: [{ feature: 'services', active: true }] });
    expect((await other.admin.api.post('/api/bp', { service, steps: [byHr(), byHr(2)] })).status).toBe(404);
    expect((await (await acme.user({ rights: [] })).api.post('/api/bp', { service, steps: [byHr(), byHr(2)] })).status).toBe(403);
  });
});

describe('templates', () => {
  it('keeps a template of 1 step, starts it with 1 step refused and with 2 started, the template staying as it was', async () => {
    const tpl = (await post(eva, { name: 'My trip', template: true, steps: [byChief] })).body.result;
    expect(tpl).toMatchObject({ template: true, result: null, mayPass: false });
    const one = await eva.api.post('/api/bp/start', { template: tpl._id });
    expect(one.status).toBe(400);
    expect(one.body.details).toEqual([expect.objectContaining({ path: 'template', message: 'a request needs at least 2 steps to start' })]);

    await eva.api.call(servicesRoutes.addStep, { params: { bp: tpl._id }, body: byHr() as never });
    const started = await eva.api.call(servicesRoutes.startRequest, { body: { template: tpl._id } });
    expect(started.body.result).toMatchObject({ name: 'My trip', template: false, current: 0 });
    expect(started.body.result._id).not.toBe(tpl._id);
    expect(started.body.result.steps[0]!.deadline).toBeNull();
    const kept = (await eva.api.call(servicesRoutes.request, { params: { id: tpl._id } })).body.result;
    expect(kept).toMatchObject({ template: true, current: 0, result: null });
    // A template never runs, nor shows among the requests, nor opens to the employees it names.
    expect((await chief.api.post(`/api/bp/${tpl._id}/pass_step`, { action: 'accept' })).status).toBe(404);
    const own = await eva.api.post(`/api/bp/${tpl._id}/pass_step`, { action: 'accept' });
    expect([own.status, own.body.message]).toEqual([409, 'a template does not run']);
    const running = (await eva.api.get(`/api/bp/runned/${eva.id}`)).body.result.map((r: { _id: string }) => r._id);
    expect(running).toContain(started.body.result._id);
    expect(running).not.toContain(tpl._id);
  });

  it("lists the caller's templates of a service by name; another's template is 404", async () => {
    await post(eva, { name: 'B route', template: true, steps: [byHr()] });
    await post(eva, { name: 'A route', template: true, steps: [byHr()] });
    const theirs = (await post(hr, { name: 'HR route', template: true, steps: [byHr(), byHr(2)] })).body.result._id;
    const names = (await eva.api.call(servicesRoutes.templates, { params: { id: service } })).body.result.map((r) => r.name);
    expect(names.slice(0, 2)).toEqual(['A route', 'B route']);
    expect(names).not.toContain('HR route');
    const before = await count();
    expect((await eva.api.post('/api/bp/start', { template: theirs })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('converts a request into a template of its route, decisions dropped', async () => {
    const id = (await post(eva, { steps: [byChief, byHr()] })).body.result._id;
    await chief.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'accept' } });
    const tpl = (await eva.api.call(servicesRoutes.convert, { params: { id } })).body.result;
    expect(tpl).toMatchObject({ template: true, initiatorId: eva.id });
    expect(tpl.steps.map((s) => [s.name, s.decision])).toEqual([
      ['Chief approves', null],
      ['HR step 1', null],
    ]);
    expect((await loner.api.post(`/api/bp/convert/${id}`)).status).toBe(404);
  });
});

describe("a request's steps (POST, PUT api/bp/{bp}/step, DELETE api/bp/{bp}/step/{stepId})", () => {
  it('adds, changes and removes steps not reached yet; a reached one is 409', async () => {
    const made = (await post(eva, { steps: [byChief, byHr()] })).body.result;
    const [waiting, later] = made.steps;
    const added = await eva.api.call(servicesRoutes.addStep, { params: { bp: made._id }, body: byHr(2) as never });
    expect(added.body.result.steps.map((s) => s.name)).toEqual(['Chief approves', 'HR step 1', 'HR step 2']);

    const changed = await eva.api.put(`/api/bp/${made._id}/step`, { ...byHr(9), _id: later!._id });
    expect(changed.status).toBe(200);
    expect(changed.body.result.steps[1]).toMatchObject({ _id: later!._id, name: 'HR step 9' });
    const reached = await eva.api.put(`/api/bp/${made._id}/step`, { ...byHr(9), _id: waiting!._id });
    expect(reached.status).toBe(409);
    expect(reached.body.message).toBe('a step that has been reached cannot be changed');
    expect((await eva.api.delete(`/api/bp/${made._id}/step/${waiting!._id}`)).status).toBe(409);
    expect((await eva.api.delete(`/api/bp/${made._id}/step/no-such-step`)).status).toBe(404);

    const removed = await eva.api.call(servicesRoutes.removeStep, { params: { bp: made._id, stepId: later!._id } });
    expect(removed.body.result.steps.map((s) => s.name)).toEqual(['Chief approves', 'HR step 2']);
    expect((await t.rows(acme, ServiceRequest, { id: made._id }))[0]!.steps).toHaveLength(2);
  });

  it('adds a fifth step and refuses a sixth with "maximum 5 steps"', async () => {
    const id = (await post(eva, { steps: [1, 2, 3, 4].map(byHr) })).body.result._id;
    expect((await eva.api.post(`/api/bp/${id}/step`, byHr(5))).status).toBe(200);
    const sixth = await eva.api.post(`/api/bp/${id}/step`, byHr(6));
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('maximum 5 steps');
    expect((await t.rows(acme, ServiceRequest, { id }))[0]!.steps).toHaveLength(5);
  });

  it("keeps a template's only step, and lets neither a performer nor a finished request change steps", async () => {
    const tpl = (await post(eva, { template: true, steps: [byHr()] })).body.result;
    const only = await eva.api.delete(`/api/bp/${tpl._id}/step/${tpl.steps[0]!._id}`);
    expect(only.status).toBe(409);
    expect(only.body.message).toBe('the only step cannot be removed');

    const id = (await post(eva, { steps: [byChief, byHr()] })).body.result._id;
    expect((await chief.api.post(`/api/bp/${id}/step`, byHr(3))).status).toBe(403);
    await chief.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'decline', reason: 'No budget' } });
    expect((await eva.api.post(`/api/bp/${id}/step`, byHr(3))).status).toBe(409);
    expect((await eva.api.put(`/api/bp/${id}`, { name: 'Renamed' })).status).toBe(409);
  });

  it('renames a request by its initiator (request name required)', async () => {
    const id = (await post(eva, { steps: [byChief, byHr()] })).body.result._id;
    expect((await eva.api.call(servicesRoutes.updateRequest, { params: { id }, body: { name: 'Trip to Omsk' } })).body.result.name).toBe(
      'Trip to Omsk',
    );
    const blank = await eva.api.put(`/api/bp/${id}`, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.details).toEqual([expect.objectContaining({ path: 'name', message: 'request name required' })]);
    expect((await chief.api.put(`/api/bp/${id}`, { name: 'Mine' })).status).toBe(403);
    expect((await t.rows(acme, ServiceRequest, { id }))[0]!.name).toBe('Trip to Omsk');
  });

  it("answers 404 for another client's request on every call", async () => {
    const made = (await post(eva, { steps: [byChief, byHr()] })).body.result;
    const other = (await t.client({ features: [{ feature: 'services', active: true }] })).admin.api;
    expect((await other.put(`/api/bp/${made._id}`, { name: 'X' })).status).toBe(404);
    expect((await other.post(`/api/bp/${made._id}/step`, byHr())).status).toBe(404);
    expect((await other.put(`/api/bp/${made._id}/step`, { ...byHr(), _id: made.steps[1]._id })).status).toBe(404);
    expect((await other.delete(`/api/bp/${made._id}/step/${made.steps[1]._id}`)).status).toBe(404);
    expect((await other.post(`/api/bp/convert/${made._id}`)).status).toBe(404);
    expect((await other.get(`/api/bp/tmpls/${service}`)).status).toBe(404);
    expect((await t.rows(acme, ServiceRequest, { id: made._id }))[0]!.steps).toHaveLength(2);
  });
});
