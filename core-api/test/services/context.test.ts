import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import example from '../fixtures/example-plugin/index.js';

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp({ plugins: [example] });
  acme = await t.client();
  other = await t.client();
  await acme.user({ fields: { firstName: 'Vera', lastName: 'Context' } });
  await other.user({ fields: { firstName: 'Olga', lastName: 'Context' } });
});
afterAll(() => t?.close());

const names = async (employees: { search(text: string, o: { limit: number }): Promise<{ firstName: string }[]> }) =>
  (await employees.search('Context', { limit: 10 })).map((e) => e.firstName);

describe('a client service context (core.serviceContext)', () => {
  it('builds each service once, for its own client', async () => {
    const ctx = t.app.core.serviceContext(acme.id);
    expect(ctx.db).toBe(ctx.db);
    expect(ctx.employees).toBe(ctx.employees);
    expect(await names(ctx.employees)).toEqual(['Vera']);
    expect(await names(t.app.core.serviceContext(other.id).employees)).toEqual(['Olga']);
  });

  it('keeps what Object.assign adds beside the services, and a service set by hand', async () => {
    const ctx = Object.assign(t.app.core.serviceContext(acme.id), { clientId: acme.id });
    expect(ctx.clientId).toBe(acme.id);
    const journal = async () => undefined;
    ctx.journal = journal;
    expect(ctx.journal).toBe(journal);
    expect(await names(ctx.employees)).toEqual(['Vera']);
  });

  it('tells whether a feature is on for its own client, as switched a moment ago', async () => {
    await acme.feature('example', true);
    await other.feature('example', false);
    const features = t.app.core.serviceContext(acme.id).features;
    expect(await features.isOn('example')).toBe(true);
    expect(await t.app.core.serviceContext(other.id).features.isOn('example')).toBe(false);
    await acme.feature('example', false);
    expect(await features.isOn('example')).toBe(false);
    expect(await features.isOn('no_such_feature')).toBe(false);
  });

  it("names the company's receivers of a kind still employed, and every admin when it named none or none is left", async () => {
    const c = await t.client();
    const admin2 = await c.user({ roles: ['admin'] });
    const [ann, ben] = [await c.user(), await c.user()];
    const receivers = (kind: 'ideas' | 'reports' | 'vacancies') => t.app.core.serviceContext(c.id).receivers(kind);
    expect(
      await c.admin.api.put(`/api/clients/${c.id}/company`, { receivers: { ideas: [ann.id, ben.id], reports: [ben.id] } }),
    ).toMatchObject({ status: 200 });
    expect((await receivers('ideas')).sort()).toEqual([ann.id, ben.id].sort());
    expect((await receivers('vacancies')).sort()).toEqual([c.admin.id, admin2.id].sort());
    expect((await c.admin.api.put(`/api/user/delete/${ben.id}`)).status).toBe(200);
    expect(await receivers('ideas')).toEqual([ann.id]);
    expect((await receivers('reports')).sort()).toEqual([c.admin.id, admin2.id].sort());
    expect(await t.app.core.serviceContext(other.id).receivers('ideas')).not.toContain(ann.id);
  });

  it("reads the company's own settings a plugin acts on, as changed a moment ago", async () => {
    const c = await t.client();
    const client = () => t.app.core.serviceContext(c.id).client();
    expect(await client()).toMatchObject({ workspace: c.workspace, hideMoodMeter: false });
    expect((await c.admin.api.put(`/api/clients/${c.id}/company`, { hideMoodMeter: true })).status).toBe(200);
    expect((await client()).hideMoodMeter).toBe(true);
    expect((await t.app.core.serviceContext(other.id).client()).hideMoodMeter).toBe(false);
  });

  it("names the client's departments, a deleted one too, and never another client's", async () => {
    const dept = async (tc: TestClient, name: string) => (await tc.admin.api.post('/api/structure', { name })).body.result._id as string;
    const root = await dept(acme, 'Head office');
    const sales = await dept(acme, 'Sales');
    const theirs = await dept(other, 'Their office');
    expect((await acme.admin.api.put(`/api/structure/${sales}`, { deleted: true })).status).toBe(200);
    const names = await t.app.core.serviceContext(acme.id).org.departmentNames([root, sales, theirs, root]);
    expect([...names.entries()].sort()).toEqual(
      [
        [root, 'Head office'],
        [sales, 'Sales'],
      ].sort(),
    );
    expect((await t.app.core.serviceContext(acme.id).org.departmentNames([])).size).toBe(0);
  });
});
