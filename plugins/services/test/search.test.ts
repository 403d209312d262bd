import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { SERVICES_ADMIN_ROLE } from '../shared/constants.js';
import { servicesRoutes } from '../shared/routes.js';

let t: TestApp;
let acme: TestClient;
let manager: TestUser;
let inHr: TestUser;
let eva: TestUser;
let hrDept: string;
let group: string;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'services', active: true }] });
  manager = await acme.user({ roles: [SERVICES_ADMIN_ROLE] });
  hrDept = (await acme.admin.api.post('/api/structure', { name: 'HR' })).body.result._id;
  inHr = await acme.user({ fields: { departmentId: hrDept } });
  eva = await acme.user();
  group = (await acme.admin.api.call(servicesRoutes.createGroup, { body: { name: 'HR' } })).body.result._id;
});
afterAll(() => t?.close());

const create = async (name: string, extra: Record<string, unknown> = {}) =>
  (
    await acme.admin.api.call(servicesRoutes.create, {
      body: {
        name,
        description: 'Filed with the HR office',
        groupId: group,
        type: 'simple',
        receivers: [manager.id],
        steps: [{ name: 'HR decides', performers: { kind: 'employees', userIds: [manager.id] } }],
        ...extra,
      } as never,
    })
  ).body.result._id as string;

/** The services the one search (`GET api/search`) answers `u` for `q`. */
const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'services' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => h._id).sort();
};

describe('services in the one search', () => {
  it('finds a service on create and edit, never after delete, and opens it at its page', async () => {
    const id = await create('Parking permit');
    const hit = (await eva.api.call(searchRoutes.find, { query: { q: 'parking' } })).body.result;
    expect(hit).toEqual([expect.objectContaining({ module: 'services', kind: 'service', _id: id, link: `/service/${id}` })]);
    expect((await acme.admin.api.put(`/api/service/${id}`, { name: 'Garage permit' })).status).toBe(200);
    expect(await found(eva, 'parking')).toEqual([]);
    expect(await found(eva, 'garage')).toEqual([id]);
    expect(await found(eva, 'office')).toEqual([id]);
    expect((await acme.admin.api.delete(`/api/service/${id}`)).status).toBe(200);
    expect(await found(eva, 'garage')).toEqual([]);
  });

  it('answers a service for an audience to that audience and its managers only, and a rebuild answers the same', async () => {
    const open = await create('Payslip copy');
    const hrOnly = await create('Payslip correction', {
      forAll: false,
      audience: [{ level: 'read', audience: 'departments', departmentIds: [hrDept] }],
    });
    const answers = () => Promise.all([acme.admin, manager, inHr, eva].map((u) => found(u, 'payslip')));
    const both = [open, hrOnly].sort();
    const before = await answers();
    expect(before).toEqual([both, both, both, [open]]);
    expect(await t.runJob('core:reindex_search', { client: acme })).toBe('done');
    expect(await answers()).toEqual(before);
    // Narrowed later: the one who lost it no longer finds it.
    await acme.admin.api.put(`/api/service/${hrOnly}`, { audience: [{ level: 'read', audience: 'users', userIds: [eva.id] }] });
    expect(await found(inHr, 'payslip')).toEqual([open]);
    expect(await found(eva, 'payslip')).toEqual(both);
  });

  it('finds nothing of the module for someone without its right, or in another client', async () => {
    await create('Visa support');
    expect(await found(await acme.user({ rights: [] }), 'visa')).toEqual([]);
    const other = await t.client({ features: [{ feature: 'services', active: true }] });
    expect(await found(other.admin, 'visa')).toEqual([]);
  });
});
