import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { Service, ServiceGroup } from '../server/entities/index.js';
import { servicesRoutes } from '../shared/routes.js';
import type { ServiceInput } from '../shared/schemas.js';

/** The request body as sent (before the schema's defaults). */
type ServiceBody = z.input<typeof ServiceInput>;

let t: TestApp;
let acme: TestClient;
let manager: TestUser;
let eva: TestUser;
let groupId: string;

const step = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Step ${n}`,
  performers: { kind: 'employees', userIds: [manager.id] },
  ...extra,
});
const field = (n: number) => ({ name: `Field ${n}`, type: 'string' });
const body = (extra: Record<string, unknown> = {}) =>
  ({
    name: 'Access card',
    description: 'A new access card for the office',
    groupId,
    type: 'multi',
    receivers: [manager.id],
    steps: [step(1), step(2)],
    ...extra,
  }) as ServiceBody;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'services', active: true }] });
  manager = await acme.user({ roles: ['services_admin'] });
  eva = await acme.user();
  groupId = (await manager.api.call(servicesRoutes.createGroup, { body: { name: 'Office' } })).body.result._id;
});
afterAll(() => t?.close());

/** Posts a service as the module administrator and expects a 400 with the rule's text at the field, nothing stored. */
async function refused(input: Record<string, unknown>, message: string, path: string) {
  const before = (await t.rows(acme, Service)).length;
  const res = await manager.api.post('/api/service', input);
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
  expect(await t.rows(acme, Service)).toHaveLength(before);
}

describe('service groups', () => {
  it('adds, renames and lists groups with their number of services', async () => {
    const made = await manager.api.call(servicesRoutes.createGroup, { body: { name: 'Cars' } });
    const id = made.body.result._id;
    expect((await manager.api.call(servicesRoutes.updateGroup, { params: { id }, body: { name: 'Car pool' } })).body.result.name).toBe(
      'Car pool',
    );
    await manager.api.call(servicesRoutes.create, { body: body({ groupId: id }) });
    const list = await eva.api.call(servicesRoutes.groups, { params: { id: acme.id } });
    expect(list.body.result).toEqual(expect.arrayContaining([{ _id: id, name: 'Car pool', services: 1 }]));
  });

  it('refuses a blank group name', async () => {
    const res = await manager.api.post('/api/service_group', { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'name', message: 'group name required' })]);
  });

  it('does not delete a group with services (409 group not empty), and deletes an empty one', async () => {
    const full = (await manager.api.call(servicesRoutes.createGroup, { body: { name: 'Full' } })).body.result._id;
    const service = (await manager.api.call(servicesRoutes.create, { body: body({ groupId: full }) })).body.result._id;
    const res = await manager.api.delete(`/api/service_group/${full}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('group not empty');
    expect(await t.rows(acme, ServiceGroup, { id: full })).toHaveLength(1);
    await manager.api.delete(`/api/service/${service}`);
    expect((await manager.api.delete(`/api/service_group/${full}`)).status).toBe(200);
    expect(await t.rows(acme, ServiceGroup, { id: full })).toEqual([]);
  });

  it('lets only admins and services_admin write groups', async () => {
    const res = await eva.api.post('/api/service_group', { name: 'Mine' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No access');
    expect((await acme.admin.api.post('/api/service_group', { name: 'By admin' })).status).toBe(200);
  });
});

describe('services', () => {
  it('stores a service with its steps and forms, giving steps and fields ids', async () => {
    const made = await manager.api.call(servicesRoutes.create, {
      body: body({ steps: [step(1, { form: { name: 'Card', fields: [field(1)] } }), step(2, { review: true })], daysLimit: 3 }),
    });
    expect(made.status).toBe(200);
    const s = made.body.result;
    expect(s).toMatchObject({ name: 'Access card', type: 'multi', daysLimit: 3, forAll: true, receivers: [manager.id], canManage: true });
    expect(s.steps[0]!._id).toEqual(expect.any(String));
    expect(s.steps[0]!.form!.fields[0]).toMatchObject({ _id: expect.any(String), name: 'Field 1', type: 'string', required: false });
    expect(s.steps[1]!.review).toBe(true);
    // An employee reads it, without who receives its requests.
    const read = await eva.api.call(servicesRoutes.get, { params: { id: s._id } });
    expect(read.body.result).toMatchObject({ name: 'Access card', canManage: false, receivers: [], audience: [] });
  });

  it('refuses a missing name, description and group with the spec texts', async () => {
    await refused(body({ name: ' ' }), 'service name required', 'name');
    await refused(body({ description: '' }), 'service description required', 'description');
    await refused(body({ groupId: undefined }), 'service group required', 'groupId');
    // A group id of no group of this client (another client's included) is 404, as every foreign id is.
    expect((await manager.api.post('/api/service', body({ groupId: 'no-such-group' }))).status).toBe(404);
  });

  it('requires receivers', async () => {
    await refused(body({ receivers: [] }), 'receivers required', 'receivers');
  });

  it('takes 5 steps and refuses 6', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => step(n));
    expect((await manager.api.post('/api/service', body({ steps: five }))).status).toBe(200);
    await refused(body({ steps: [...five, step(6)] }), 'maximum 5 steps', 'steps');
  });

  it('gives a simple service one step', async () => {
    await refused(body({ type: 'simple' }), 'a simple service has one step', 'steps');
    expect((await manager.api.post('/api/service', body({ type: 'simple', steps: [step(1)] }))).status).toBe(200);
  });

  it('takes 10 fields per form and refuses 11', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => field(i + 1));
    expect((await manager.api.post('/api/service', body({ steps: [step(1, { form: { name: 'F', fields: ten } }), step(2)] }))).status).toBe(
      200,
    );
    await refused(
      body({ steps: [step(1, { form: { name: 'F', fields: [...ten, field(11)] } }), step(2)] }),
      'maximum 10 fields per form',
      'steps.0.form.fields',
    );
  });

  it('takes a form name of 50 characters and refuses 51, and refuses a blank one', async () => {
    expect((await manager.api.post('/api/service', body({ steps: [step(1, { form: { name: 'x'.repeat(50) } }), step(2)] }))).status).toBe(
      200,
    );
    await refused(
      body({ steps: [step(1, { form: { name: 'x'.repeat(51) } }), step(2)] }),
      'form name is at most 50 characters',
      'steps.0.form.name',
    );
    await refused(body({ steps: [step(1, { form: { name: ' ' } }), step(2)] }), 'form name required', 'steps.0.form.name');
  });

  it('takes 5 performing employees and refuses 6, and refuses none', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => acme.user()));
    const ids = people.map((p) => p.id);
    const performers = (userIds: string[]) => ({ kind: 'employees', userIds });
    expect(
      (await manager.api.post('/api/service', body({ steps: [step(1, { performers: performers(ids.slice(0, 5)) }), step(2)] }))).status,
    ).toBe(200);
    await refused(
      body({ steps: [step(1, { performers: performers(ids) }), step(2)] }),
      'maximum 5 employees per step',
      'steps.0.performers.userIds',
    );
    await refused(
      body({ steps: [step(1, { performers: performers([]) }), step(2)] }),
      'choose the employees who perform the step',
      'steps.0.performers.userIds',
    );
  });

  it('refuses a field name left blank and a select without options', async () => {
    await refused(
      body({ steps: [step(1, { form: { name: 'F', fields: [{ name: '', type: 'text' }] } }), step(2)] }),
      'field name required',
      'steps.0.form.fields.0.name',
    );
    await refused(
      body({ steps: [step(1, { form: { name: 'F', fields: [{ name: 'Kind', type: 'select' }] } }), step(2)] }),
      'a select field needs options',
      'steps.0.form.fields.0.options',
    );
  });

  it('changes only the fields sent', async () => {
    const s = (await manager.api.call(servicesRoutes.create, { body: body({ name: 'Parking' }) })).body.result;
    const res = await manager.api.call(servicesRoutes.update, { params: { id: s._id }, body: { daysLimit: 5 } });
    expect(res.body.result).toMatchObject({ name: 'Parking', daysLimit: 5, steps: s.steps });
    const bad = await manager.api.put(`/api/service/${s._id}`, { type: 'simple' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('a simple service has one step');
    expect((await t.rows(acme, Service, { id: s._id }))[0]!.type).toBe('multi');
  });

  it('shows a service only to its audience, in the catalogue and by its article', async () => {
    const hr = (await acme.admin.api.post('/api/structure', { name: 'HR dept' })).body.result._id;
    const inHr = await acme.user({ fields: { departmentId: hr } });
    const article = crypto.randomUUID();
    const s = (
      await manager.api.call(servicesRoutes.create, {
        body: body({
          name: 'Payslip',
          forAll: false,
          audience: [{ level: 'read', audience: 'departments', departmentIds: [hr] }],
          articleId: article,
        }),
      })
    ).body.result;
    expect((await eva.api.get(`/api/service/${s._id}`)).status).toBe(404);
    expect((await inHr.api.get(`/api/service/${s._id}`)).status).toBe(200);
    const names = async (u: TestUser) => (await u.api.call(servicesRoutes.list, { query: { limit: 200 } })).body.result.map((x) => x.name);
    expect(await names(eva)).not.toContain('Payslip');
    expect(await names(inHr)).toContain('Payslip');
    expect((await inHr.api.call(servicesRoutes.byArticle, { params: { id: article } })).body.result.map((x) => x._id)).toEqual([s._id]);
    expect((await eva.api.call(servicesRoutes.byArticle, { params: { id: article } })).body.result).toEqual([]);
  });

  it('lists one group, paged in the database', async () => {
    const g = (await manager.api.call(servicesRoutes.createGroup, { body: { name: 'Paged' } })).body.result._id;
    for (const name of ['B', 'A', 'C']) await manager.api.call(servicesRoutes.create, { body: body({ name, groupId: g }) });
    const first = await eva.api.call(servicesRoutes.list, { query: { groupId: g, limit: 2 } });
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(first.body.result.map((x) => x.name)).toEqual(['A', 'B']);
  });

  it('lets only admins and services_admin write services', async () => {
    expect((await eva.api.post('/api/service', body())).status).toBe(403);
    const s = (await manager.api.call(servicesRoutes.create, { body: body() })).body.result;
    expect((await eva.api.put(`/api/service/${s._id}`, { name: 'Mine' })).status).toBe(403);
    expect((await eva.api.delete(`/api/service/${s._id}`)).status).toBe(403);
    expect((await acme.admin.api.delete(`/api/service/${s._id}`)).status).toBe(200);
  });
});

describe('access', () => {
  it('answers 403 without the feature or the right', async () => {
    const off = await t.client({ features: [{ feature: 'services', active: false }] });
    expect((await off.admin.api.get('/api/service')).status).toBe(403);
    expect((await (await acme.user({ rights: [] })).api.get('/api/service')).status).toBe(403);
  });

  it("answers 404 for another client's ids and changes nothing", async () => {
    const s = (await manager.api.call(servicesRoutes.create, { body: body({ name: 'Ours' }) })).body.result;
    const other = await t.client({ features: [{ feature: 'services', active: true }] });
    expect((await other.admin.api.get(`/api/service/${s._id}`)).status).toBe(404);
    expect((await other.admin.api.put(`/api/service/${s._id}`, { name: 'Theirs' })).status).toBe(404);
    expect((await other.admin.api.delete(`/api/service/${s._id}`)).status).toBe(404);
    expect((await other.admin.api.put(`/api/service_group/${groupId}`, { name: 'Theirs' })).status).toBe(404);
    expect((await other.admin.api.delete(`/api/service_group/${groupId}`)).status).toBe(404);
    expect((await other.admin.api.post('/api/service', body({ receivers: [other.admin.id] }))).status).toBe(404);
    expect((await t.rows(acme, Service, { id: s._id }))[0]!.name).toBe('Ours');
    expect(await t.rows(other, Service)).toEqual([]);
  });

  it('seeds an IT request and a two-step HR certificate', async () => {
    const demo = await t.client({ features: [{ feature: 'services', active: true }] });
    const hr = await demo.user();
    await t.seed(plugin, demo, [demo.admin, hr]);
    const services = await t.rows(demo, Service);
    expect(services.map((s) => [s.name, s.steps.length]).sort()).toEqual([
      ['Employment certificate', 2],
      ['New laptop or monitor', 1],
    ]);
    expect((await hr.api.call(servicesRoutes.list, {})).body.total).toBe(2);
  });
});
