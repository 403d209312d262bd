import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';

let t: CoreTestApp;

beforeAll(async () => {
  t = await startCoreTestApp();
  await seedDemo(t.app.core);
});
afterAll(() => t?.close());

type Node = { _id: string; name: string; children: Node[] };

describe('the demo workspace', () => {
  it('is a small company with departments, heads, cities and positions, so the structure and its filters have data', async () => {
    const login = await t.api.post('/api/login', DEMO.employee);
    expect(login.status).toBe(200);
    const api = caller(t.url, login.body.token, DEMO.workspace);
    const me = (await api.get('/api/me')).body.result;
    const [root] = (await api.get(`/api/structure/byClient/${me.client._id}`)).body.result as Node[];
    expect(root!.name).toBe('Demo Company');
    expect(root!.children.map((d) => d.name).sort()).toEqual(['Design', 'Engineering', 'People and finance', 'Sales']);
    const engineeringId = root!.children.find((d) => d.name === 'Engineering')!._id;
    const depts = (await api.get(`/api/structure/byClient/${me.client._id}/dept_users`)).body.result;
    const engineering = depts.find((d: { dept_id: string }) => d.dept_id === engineeringId);
    const head = engineering.users.find((u: { _id: string }) => u._id === engineering.headUser);
    expect(head.fullName).toBe('Ivan Petrov');
    expect(engineering.users.length).toBeGreaterThanOrEqual(3);
    const people = await api.post(`/api/user/filter/${DEMO.workspace}`, { city: 'Kyiv' });
    expect(people.body.result.length).toBeGreaterThanOrEqual(4);
    expect(new Set(people.body.result.map((u: { position: string }) => u.position)).size).toBeGreaterThan(1);
    const quality = root!.children.find((d) => d.name === 'Engineering')!.children.find((d) => d.name === 'Quality')!;
    const inQuality = await api.post(`/api/user/filter/${DEMO.workspace}`, { departmentId: quality._id });
    expect(inQuality.body.result.map((u: { fullName: string }) => u.fullName).sort()).toEqual(['Dmitry Volkov', 'Elena Orlova']);
  });

  it("has a chief with three subordinates and four of the dashboard's widgets switched on", async () => {
    const admin = caller(t.url, (await t.api.post('/api/login', DEMO.admin)).body.token, DEMO.workspace);
    const me = (await admin.get('/api/me')).body.result;
    expect(me.client.settings.slots['chief.dashboard']).toHaveLength(4);
    const [petrov] = (await admin.post(`/api/user/filter/${DEMO.workspace}`, { search: 'Petrov' })).body.result;
    expect((await admin.get(`/api/chiefs_dashboard/${petrov._id}`)).body.result.subordinates).toBe(3);
    const team = (await admin.get(`/api/chiefs_dashboard/${petrov._id}/team`)).body.result;
    expect(team.salaries.filter((s: { grade: string | null }) => s.grade)).toHaveLength(4);
    expect(team.birthdays.map((b: { user: { lastName: string } }) => b.user.lastName)).toContain('Lebedev');
  });
});
