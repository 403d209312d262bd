import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, type TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { Client } from '../src/clients/entity.js';
import { User } from '../src/users/entity.js';
import { AdministrativeRights1732200100900 } from '../src/db/migrations/1732200100900-administrative-rights.js';

let t: CoreTestApp;

beforeAll(async () => {
  t = await startCoreTestApp();
});
afterAll(() => t?.close());

/** A client with root → sales → (east, west), as the admin builds it. */
async function company() {
  const c = await t.client();
  const api = c.admin.api;
  const mk = async (body: Record<string, unknown>) => {
    const res = await api.post('/api/structure', body);
    expect(res.status).toBe(200);
    return res.body.result._id as string;
  };
  const root = await mk({ name: 'Company' });
  const sales = await mk({ name: 'Sales' });
  const east = await mk({ name: 'East', parentId: sales });
  const west = await mk({ name: 'West', parentId: sales });
  return { c, api, root, sales, east, west };
}

const org = (c: TestClient) => t.app.core.serviceContext(c.id).org;

describe('structure tree', () => {
  it('the first department is the root; later ones without a parent go under it', async () => {
    const { c, root, sales, east, west } = await company();
    const tree = await c.admin.api.get(`/api/structure/byClient/${c.id}`);
    expect(tree.status).toBe(200);
    expect(tree.body.result).toHaveLength(1);
    const [r] = tree.body.result;
    expect(r).toMatchObject({ _id: root, name: 'Company', parentId: null });
    expect(r.children.map((n: { _id: string }) => n._id)).toEqual([sales]);
    expect(r.children[0].children.map((n: { _id: string }) => n._id).sort()).toEqual([east, west].sort());
    // other structure types are separate trees
    expect((await c.admin.api.get(`/api/structure/byClient/${c.id}?type=project`)).body.result).toEqual([]);
  });

  it('requires a name', async () => {
    const c = await t.client();
    const res = await c.admin.api.post('/api/structure', { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ path: 'name', message: 'department name required' });
  });

  it('refuses a move into itself or a child, and moving the root', async () => {
    const { api, root, sales, east, west } = await company();
    for (const target of [sales, east]) {
      const res = await api.put(`/api/structure/${sales}`, { parentId: target });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('a department cannot move into itself or its child');
    }
    expect((await api.put(`/api/structure/${root}`, { parentId: sales })).status).toBe(400);
    const ok = await api.put(`/api/structure/${west}`, { parentId: east, name: 'West 2' });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ parentId: east, name: 'West 2' });
  });

  it('refuses deleting the root, a department with employees or with sub-departments', async () => {
    const { c, api, root, sales, east } = await company();
    const rootDel = await api.put(`/api/structure/${root}`, { deleted: true });
    expect(rootDel.body.message).toBe('root department cannot be deleted');
    expect((await api.put(`/api/structure/${sales}`, { deleted: true })).body.message).toBe(
      'a department with sub-departments cannot be deleted',
    );
    const u = await c.user();
    expect((await api.post(`/api/dept_users/${c.id}/${east}`, { users: [u.id] })).status).toBe(200);
    const withUsers = await api.put(`/api/structure/${east}`, { deleted: true });
    expect(withUsers.status).toBe(400);
    expect(withUsers.body.message).toBe('a department with employees cannot be deleted');
    expect((await api.delete(`/api/dept_users/${east}/${u.id}`)).status).toBe(200);
    expect((await api.put(`/api/structure/${east}`, { deleted: true })).status).toBe(200);
    const tree = await api.get(`/api/structure/byClient/${c.id}`);
    expect(JSON.stringify(tree.body.result)).not.toContain(east);
  });

  /**
   * Every structure route for three callers: an employee with the rights a new client gives by default,
   * an employee an admin gave `structures` explicitly, and the admin. Reading is for everybody; every
   * write, heads included, only for the last two (and for nobody but admins once the feature is off).
   */
  it('role matrix: only admins and explicit holders of the structures right edit the structure or its heads', async () => {
    const { c, root, sales, east } = await company();
    const employee = await c.user();
    const editor = await c.user({ rights: ['structures'] });
    const member = await c.user();
    const writes = (who: TestUser) => [
      () => who.api.post('/api/structure', { name: `By ${who.id}` }),
      () => who.api.put(`/api/structure/${sales}`, { name: `Sales ${who.id}` }),
      () => who.api.put(`/api/structure/${root}`, { managerId: who.id }),
      () => who.api.post(`/api/dept_users/${c.id}/${east}`, { users: [member.id] }),
      () => who.api.put('/api/dept_users', { dept_id: east, users: [member.id, who.id], headUser: who.id }),
      () => who.api.delete(`/api/dept_users/${east}/${member.id}`),
      () => who.api.put(`/api/dept_users/clear_chief/${east}`),
    ];
    const reads = (who: TestUser) => [
      () => who.api.get(`/api/structure/byClient/${c.id}`),
      () => who.api.get(`/api/structure/byClient/${c.id}/dept_users`),
    ];
    for (const call of writes(employee)) expect((await call()).status).toBe(403);
    for (const call of reads(employee)) expect((await call()).status).toBe(200);
    const tree = await employee.api.get(`/api/structure/byClient/${c.id}`);
    expect(JSON.stringify(tree.body.result)).not.toContain(employee.id);
    for (const who of [editor, c.admin]) for (const call of [...writes(who), ...reads(who)]) expect((await call()).status).toBe(200);
    await c.feature('structures', false);
    for (const call of writes(editor)) expect((await call()).status).toBe(403);
    for (const call of writes(c.admin)) expect((await call()).status).toBe(200);
  });

  it("a new client's employees get every right but the administrative ones (this app has no plugins)", async () => {
    const c = await t.client();
    const initial = (await c.admin.api.get(`/api/clients/${c.id}/rights`)).body.result.initial as string[];
    expect(initial).toEqual(['profile_edit']);
    const created = await c.admin.api.post('/api/register', {
      firstName: 'Nina',
      lastName: 'Orlova',
      email: `nina-${c.workspace}@example.com`,
      password: 'Secret-pass-42',
      confirmPassword: 'Secret-pass-42',
    });
    expect(created.status).toBe(200);
    expect(created.body.result.rights).not.toContain('structures');
  });

  it('existing clients are migrated: the structures right leaves initial rights and employees, not admins', async () => {
    const c = await t.client();
    const u = await c.user({ rights: ['structures', 'profile_edit'] });
    const ds = t.app.core.ds;
    await ds.getRepository(Client).update({ id: c.id }, { initialRights: ['profile_edit', 'structures'] });
    await ds.getRepository(User).update({ id: c.admin.id }, { rights: ['structures'] } as never);
    const qr = ds.createQueryRunner();
    try {
      await new AdministrativeRights1732200100900().up(qr);
    } finally {
      await qr.release();
    }
    expect((await ds.getRepository(Client).findOneByOrFail({ id: c.id })).initialRights).toEqual(['profile_edit']);
    expect((await ds.getRepository(User).findOneByOrFail({ id: u.id })).rights).toEqual(['profile_edit']);
    expect((await ds.getRepository(User).findOneByOrFail({ id: c.admin.id })).rights).toEqual(['structures']);
    const dept = (await c.admin.api.post('/api/structure', { name: 'Company' })).body.result._id;
    expect((await u.api.put('/api/dept_users', { dept_id: dept, users: [u.id], headUser: u.id })).status).toBe(403);
  });
});

describe('department users and chiefs', () => {
  let s: Awaited<ReturnType<typeof company>>;
  let head: TestUser, eastHead: TestUser, worker: TestUser, other: TestUser, special: TestUser;

  beforeAll(async () => {
    s = await company();
    [head, eastHead, worker, other, special] = [await s.c.user(), await s.c.user(), await s.c.user(), await s.c.user(), await s.c.user()];
    expect((await s.api.put('/api/dept_users', { dept_id: s.sales, users: [head.id, other.id], headUser: head.id })).status).toBe(200);
    expect((await s.api.post(`/api/dept_users/${s.c.id}/${s.east}`, { users: [eastHead.id, worker.id, special.id] })).status).toBe(200);
    expect((await s.api.put(`/api/structure/${s.east}`, { managerId: eastHead.id })).status).toBe(200);
    expect((await s.api.put(`/api/user/${special.id}`, { chiefId: other.id })).status).toBe(200);
  });

  it('lists members and heads of every department', async () => {
    const res = await s.api.get(`/api/structure/byClient/${s.c.id}/dept_users`);
    const east = res.body.result.find((d: { dept_id: string }) => d.dept_id === s.east);
    expect(east.headUser).toBe(eastHead.id);
    expect(east.users.map((u: { _id: string }) => u._id).sort()).toEqual([eastHead.id, worker.id, special.id].sort());
  });

  it('derives chiefs from the chief field, the department head, and the head above', async () => {
    const o = org(s.c);
    expect(await o.chiefOf(worker.id)).toBe(eastHead.id);
    expect(await o.chiefOf(eastHead.id)).toBe(head.id);
    expect(await o.chiefOf(other.id)).toBe(head.id);
    expect(await o.chiefOf(special.id)).toBe(other.id);
    expect(await o.chiefOf(head.id)).toBeNull();
    expect((await o.subordinatesOf(head.id)).sort()).toEqual([eastHead.id, other.id].sort());
    expect(await o.subordinatesOf(eastHead.id)).toEqual([worker.id]);
    expect(await o.subordinatesOf(other.id)).toEqual([special.id]);
    expect((await o.departmentUsers(s.sales)).sort()).toEqual([head.id, other.id].sort());
    expect((await o.departmentUsers(s.sales, { deep: true })).sort()).toEqual(
      [head.id, other.id, eastHead.id, worker.id, special.id].sort(),
    );
    // another client's context sees none of it
    const stranger = await t.client();
    expect(await org(stranger).chiefOf(worker.id)).toBeNull();
    expect(await org(stranger).departmentUsers(s.sales, { deep: true })).toEqual([]);
  });

  it('walks the whole reporting line when asked deep, and answers who is whose chief', async () => {
    const o = org(s.c);
    expect((await o.subordinatesOf(head.id, { deep: true })).sort()).toEqual([eastHead.id, other.id, worker.id, special.id].sort());
    expect(await o.subordinatesOf(eastHead.id, { deep: true })).toEqual([worker.id]);
    expect(await o.subordinatesOf(worker.id, { deep: true })).toEqual([]);
    expect(await o.isChiefOf(eastHead.id, worker.id)).toBe(true);
    expect(await o.isChiefOf(head.id, worker.id)).toBe(false);
    expect(await o.isChiefOf(head.id, worker.id, { deep: true })).toBe(true);
    expect(await o.isChiefOf(head.id, special.id, { deep: true })).toBe(true);
    expect(await o.isChiefOf(eastHead.id, special.id, { deep: true })).toBe(false);
    expect(await o.isChiefOf(worker.id, head.id, { deep: true })).toBe(false);
    expect(await o.isChiefOf(head.id, head.id, { deep: true })).toBe(false);
    const stranger = await t.client();
    expect(await org(stranger).subordinatesOf(head.id, { deep: true })).toEqual([]);
    expect(await org(stranger).isChiefOf(head.id, worker.id, { deep: true })).toBe(false);
  });

  it("answers whose chief's dashboard it is to the chief themself and to administrators only", async () => {
    const own = await eastHead.api.get(`/api/chiefs_dashboard/${eastHead.id}`);
    expect(own.status).toBe(200);
    expect(own.body.result).toMatchObject({ user: { _id: eastHead.id }, subordinates: 1 });
    expect((await worker.api.get(`/api/chiefs_dashboard/${worker.id}`)).body.result.subordinates).toBe(0);
    expect((await s.api.get(`/api/chiefs_dashboard/${head.id}`)).body.result.subordinates).toBe(2);
    expect((await worker.api.get(`/api/chiefs_dashboard/${eastHead.id}`)).status).toBe(403);
    const stranger = await t.client();
    expect((await stranger.admin.api.get(`/api/chiefs_dashboard/${head.id}`)).status).toBe(404);
  });

  it('clears a head and replaces members', async () => {
    expect((await s.api.put(`/api/dept_users/clear_chief/${s.east}`)).status).toBe(200);
    expect(await org(s.c).chiefOf(worker.id)).toBe(head.id);
    expect((await s.api.put('/api/dept_users', { dept_id: s.east, users: [worker.id] })).status).toBe(200);
    expect(await org(s.c).departmentUsers(s.east)).toEqual([worker.id]);
    expect((await s.api.get(`/api/user/${eastHead.id}`)).body.result.departmentId).toBeNull();
  });

  it('refuses users and departments of another client with 404', async () => {
    const b = await company();
    const bUser = await b.c.user();
    expect((await s.api.post(`/api/dept_users/${s.c.id}/${s.east}`, { users: [bUser.id] })).status).toBe(404);
    expect((await s.api.post(`/api/dept_users/${s.c.id}/${b.east}`, { users: [worker.id] })).status).toBe(404);
    expect((await s.api.put(`/api/user/${worker.id}`, { departmentId: b.east })).status).toBe(404);
    expect((await s.api.post('/api/structure', { name: 'Leak', parentId: b.root })).status).toBe(404);
    expect((await s.api.put(`/api/structure/${s.east}`, { managerId: bUser.id })).status).toBe(404);
  });
});
