import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { newEmployee } from './support/new-employee.js';

let t: CoreTestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
});
afterAll(() => t?.close());

const register = (body: Record<string, unknown>) => acme.admin.api.post('/api/register', body);

describe('employee validation (docs/architecture.md, Validation)', () => {
  it('creates an employee from a valid body and never answers the hash', async () => {
    const res = await register(newEmployee({ taxId: '7707083893', phone: '+7 (495) 123-45-67' }));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ firstName: 'Nina', fullName: 'Nina Orlova', taxId: '7707083893' });
    expect(res.body.result.passwordHash).toBeUndefined();
  });

  it.each([
    ['name over 20 characters', { firstName: 'A'.repeat(21) }, 'firstName'],
    ['surname over 20 characters', { lastName: 'B'.repeat(21) }, 'lastName'],
    ['middle name over 20 characters', { middleName: 'C'.repeat(21) }, 'middleName'],
    ['forbidden symbols in a name', { firstName: 'Nina<script>' }, 'firstName'],
    ['missing name', { firstName: '' }, 'firstName'],
    ['invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['password under 6', { password: 'abc12', confirmPassword: 'abc12' }, 'password'],
    ['confirmation differs', { confirmPassword: 'other1' }, 'confirmPassword'],
    ['tax id of 9 digits', { taxId: '770708389' }, 'taxId'],
    ['tax id with a wrong check digit', { taxId: '7707083894' }, 'taxId'],
    ['tax id with letters', { taxId: '77070838AB' }, 'taxId'],
    ['phone with letters', { phone: 'call me maybe' }, 'phone'],
  ])('refuses %s with 400 and the field', async (_name, over, field) => {
    const before = await t.app.ds.query('SELECT COUNT(*) AS c FROM `user`');
    const res = await register(newEmployee(over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'ValidationError', key: 'errors.validation' });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await t.app.ds.query('SELECT COUNT(*) AS c FROM `user`')).toEqual(before);
  });

  it('carries no followers list: follows belong to the wall, and the column is dropped', async () => {
    const res = await register(newEmployee());
    expect(res.status).toBe(200);
    expect(res.body.result).not.toHaveProperty('followers');
    const qr = t.app.core.ds.createQueryRunner();
    const table = await qr.getTable('user').finally(() => qr.release());
    expect(table!.columns.map((c: { name: string }) => c.name)).toContain('pinnedNum');
    expect(table!.columns.map((c: { name: string }) => c.name)).not.toContain('followers');
  });

  it('e-mail and login are unique within the client: 409 "email already registered", "login already taken"', async () => {
    const first = newEmployee();
    expect((await register(first)).status).toBe(200);
    const sameMail = await register(newEmployee({ email: first.email }));
    expect(sameMail.status).toBe(409);
    expect(sameMail.body.message).toBe('email already registered');
    const sameLogin = await register(newEmployee({ login: first.login }));
    expect(sameLogin.status).toBe(409);
    expect(sameLogin.body.message).toBe('login already taken');
    // Another company may have them (logins-per-client.test.ts).
    const other = await t.client();
    expect((await other.admin.api.post('/api/register', newEmployee({ email: first.email, login: first.login }))).status).toBe(200);
  });

  it('an edit to a taken e-mail is 409 and changes nothing', async () => {
    const a = await acme.user();
    const b = await acme.user();
    const res = await acme.admin.api.put(`/api/user/${b.id}`, { email: a.email });
    expect(res.status).toBe(409);
    expect((await acme.admin.api.get(`/api/user/${b.id}`)).body.result.email).toBe(b.email);
  });

  it('the employee search ignores letter case in every alphabet', async () => {
    const u = await acme.user({ fields: { firstName: 'Ирина', lastName: 'Щукина-Ölz' } });
    for (const search of ['щукина', 'ЩУКИНА', 'ölz', 'ИРИНА']) {
      const found = await acme.admin.api.post(`/api/user/filter/${acme.workspace}`, { search });
      expect(found.body.result.map((r: { _id: string }) => r._id)).toContain(u.id);
    }
  });

  it("the employee search names chosen people by id, another client's refused, none for an empty list", async () => {
    const [a, b] = [await acme.user(), await acme.user()];
    const theirs = await (await t.client()).user();
    const ids = async (body: object) =>
      (await acme.admin.api.post(`/api/user/filter/${acme.workspace}`, body)).body.result.map((r: { _id: string }) => r._id).sort();
    expect(await ids({ ids: [a.id, b.id] })).toEqual([a.id, b.id].sort());
    // Another client's id is not the caller's to ask about: 404, as for every id of another client.
    expect((await acme.admin.api.post(`/api/user/filter/${acme.workspace}`, { ids: [a.id, theirs.id] })).status).toBe(404);
    expect(await ids({ ids: [] })).toEqual([]);
    const tooMany = await acme.admin.api.post(`/api/user/filter/${acme.workspace}`, { ids: Array.from({ length: 201 }, () => a.id) });
    expect(tooMany.status).toBe(400);
    expect(await ids({ ids: Array.from({ length: 200 }, () => a.id) })).toEqual([a.id]);
  });

  it('an employee edits only their own profile and no HR fields', async () => {
    const u = await acme.user({ rights: ['profile_edit'] });
    const other = await acme.user();
    expect((await u.api.put(`/api/user/${u.id}`, { position: 'Lead' })).status).toBe(200);
    expect((await u.api.put(`/api/user/${other.id}`, { position: 'Lead' })).status).toBe(403);
    expect((await u.api.put(`/api/user/${u.id}`, { salary: 10 })).status).toBe(403);
    const noRight = await acme.user({ rights: [] });
    expect((await noRight.api.put(`/api/user/${noRight.id}`, { position: 'Lead' })).status).toBe(403);
  });
});

describe('the active employees of a client (GET api/user/for_client/{client})', () => {
  it('pages the active employees by last and first name in the database, other clients and deleted ones left out', async () => {
    const c = await t.client();
    const other = await t.client();
    await other.user({ fields: { firstName: 'Olga', lastName: 'Aardvark' } });
    const named = [
      ['Boris', 'Zotov'],
      ['Anna', 'Zotova'],
      ['Vera', 'Belova'],
      ['Anna', 'Belova'],
    ];
    for (const [firstName, lastName] of named) await c.user({ fields: { firstName, lastName } });
    const gone = await c.user({ fields: { firstName: 'Gone', lastName: 'Aaron' } });
    expect((await c.admin.api.put(`/api/user/delete/${gone.id}`)).status).toBe(200);
    const names = (res: { body: { result: { firstName: string; lastName: string }[] } }) =>
      res.body.result.map((u) => `${u.firstName} ${u.lastName}`);

    const all = await c.admin.api.get(`/api/user/for_client/${c.id}?limit=200`);
    expect(all.status).toBe(200);
    const admin = (await c.admin.api.get(`/api/user/${c.admin.id}`)).body.result;
    const expected = [...named.map(([f, l]) => `${f} ${l}`), `${admin.firstName} ${admin.lastName}`].sort((a, b) => {
      const [fa, la] = a.split(' ');
      const [fb, lb] = b.split(' ');
      return la!.localeCompare(lb!) || fa!.localeCompare(fb!);
    });
    expect(names(all)).toEqual(expected);
    expect(all.body).toMatchObject({ page: 1, limit: 200, total: 5 });
    expect(all.body.result[0]._id).toBeTruthy();
    expect(all.body.result[0].passwordHash).toBeUndefined();

    const second = await c.admin.api.get(`/api/user/for_client/${c.id}?limit=2&page=2`);
    expect(names(second)).toEqual(expected.slice(2, 4));
    expect(second.body).toMatchObject({ page: 2, limit: 2, total: 5 });
    const last = await c.admin.api.get(`/api/user/for_client/${c.id}?limit=2&page=3`);
    expect(names(last)).toEqual(expected.slice(4));
    // An employee reads the same list; another client's list is not theirs (404).
    const employee = await c.user();
    expect((await employee.api.get(`/api/user/for_client/${c.id}?limit=200`)).body.total).toBe(6);
    expect((await employee.api.get(`/api/user/for_client/${other.id}`)).status).toBe(404);
  });
});

describe('delete and restore', () => {
  it('admin and self cannot be deleted', async () => {
    const self = await acme.admin.api.put(`/api/user/delete/${acme.admin.id}`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('cannot delete admin or self');
    const admin2 = await acme.user({ roles: ['admin'] });
    expect((await acme.admin.api.put(`/api/user/delete/${admin2.id}`)).status).toBe(403);
  });

  it('a deleted employee loses the session, disappears from lists and can be restored', async () => {
    const u = await acme.user();
    expect((await acme.admin.api.put(`/api/user/delete/${u.id}`)).status).toBe(200);
    expect((await u.api.get('/api/me')).status).toBe(401);
    const list = await acme.admin.api.post(`/api/user/filter/${acme.workspace}`, { search: u.login });
    expect(list.body.total).toBe(0);
    const deleted = await acme.admin.api.post(`/api/user/filter/${acme.workspace}`, { search: u.login, deleted: true });
    expect(deleted.body.total).toBe(1);
    expect((await acme.admin.api.put(`/api/user/undelete/${u.id}`)).status).toBe(200);
    expect((await t.api.post('/api/login', { login: u.login, password: u.password })).status).toBe(200);
  });
});

describe('roles', () => {
  it('gives and takes a role of one employee; own role cannot be changed', async () => {
    const u = await acme.user();
    const add = await acme.admin.api.put(`/api/user/${u.id}/role/hr`);
    expect(add.status).toBe(200);
    expect(add.body.result.roles).toEqual(['hr']);
    const del = await acme.admin.api.delete(`/api/user/${u.id}/role/hr`);
    expect(del.body.result.roles).toEqual([]);
    const own = await acme.admin.api.delete(`/api/user/${acme.admin.id}/role/admin`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('cannot change own role');
    expect((await acme.admin.api.put(`/api/user/${u.id}/role/superadmin`)).status).toBe(400);
  });

  it('gives a role to every employee of the client except the caller, and takes it back', async () => {
    const c = await t.client();
    const a = await c.user();
    const b = await c.user();
    const res = await c.admin.api.put(`/api/clients/${c.id}/role/structures_admin`);
    expect(res.body.result.changed).toBe(2);
    for (const u of [a, b]) expect((await c.admin.api.get(`/api/user/${u.id}`)).body.result.roles).toContain('structures_admin');
    expect((await c.admin.api.get(`/api/user/${c.admin.id}`)).body.result.roles).toEqual(['admin']);
    expect((await c.admin.api.delete(`/api/clients/${c.id}/role/structures_admin`)).body.result.changed).toBe(2);
    expect((await c.admin.api.get(`/api/user/${a.id}`)).body.result.roles).toEqual([]);
  });

  it('an employee cannot change roles', async () => {
    const u = await acme.user();
    expect((await u.api.put(`/api/user/${u.id}/role/admin`)).status).toBe(403);
    expect((await u.api.put(`/api/clients/${acme.id}/role/admin`)).status).toBe(403);
  });
});

describe('rights', () => {
  it('sets rights one by one and as a set; the new rights take effect at once', async () => {
    const u = await acme.user({ rights: [] });
    const one = await acme.admin.api.put(`/api/user/${u.id}/rights/profile_edit`, { active: true });
    expect(one.body.result.rights).toEqual(['profile_edit']);
    expect((await u.api.put(`/api/user/${u.id}`, { position: 'Now allowed' })).status).toBe(200);
    const set = await acme.admin.api.put(`/api/user/${u.id}/rights`, { rights: ['structures'] });
    expect(set.body.result.rights).toEqual(['structures']);
    expect((await u.api.put(`/api/user/${u.id}`, { position: 'Not any more' })).status).toBe(403);
  });

  it('client features decide which rights can be given', async () => {
    const c = await t.client();
    const u = await c.user({ rights: [] });
    expect((await c.admin.api.get(`/api/clients/${c.id}/rights`)).body.result.assignable).toContain('structures');
    await c.feature('structures', false);
    const res = await c.admin.api.put(`/api/user/${u.id}/rights/structures`, { active: true });
    expect(res.status).toBe(400);
    expect(res.body.details.rights).toEqual(['structures']);
    expect((await c.admin.api.get(`/api/clients/${c.id}/rights`)).body.result.assignable).not.toContain('structures');
    expect((await c.admin.api.put(`/api/user/${u.id}/rights`, { rights: ['no_such_right'] })).status).toBe(400);
  });

  it('sets rights in bulk for listed employees or everyone', async () => {
    const c = await t.client();
    const a = await c.user({ rights: [] });
    const b = await c.user({ rights: [] });
    const listed = await c.admin.api.put(`/api/clients/${c.id}/rights`, { users: [a.id], add: ['structures'] });
    expect(listed.body.result.changed).toBe(1);
    expect((await c.admin.api.get(`/api/user/${b.id}`)).body.result.rights).toEqual([]);
    const all = await c.admin.api.put(`/api/clients/${c.id}/rights`, { add: ['profile_edit'], remove: ['structures'] });
    expect(all.body.result.changed).toBeGreaterThanOrEqual(2);
    expect((await c.admin.api.get(`/api/user/${a.id}`)).body.result.rights).toEqual(['profile_edit']);
    expect((await c.admin.api.put(`/api/clients/${c.id}/rights`, { users: ['no-such-user'], add: [] })).status).toBe(404);
  });

  it('the employee is notified when their rights change, and not when nothing changed', async () => {
    const u = await acme.user({ rights: [] });
    const unread = async () => (await u.api.get(`/api/notification/unread/${acme.id}/${u.id}`)).body.result.count;
    expect(await unread()).toBe(0);
    await acme.admin.api.put(`/api/user/${u.id}/rights/profile_edit`, { active: true });
    expect(await unread()).toBe(1);
    await acme.admin.api.put(`/api/user/${u.id}/rights`, { rights: ['profile_edit'] });
    expect(await unread()).toBe(1);
    await acme.admin.api.put(`/api/clients/${acme.id}/rights`, { users: [u.id], add: ['structures'] });
    expect(await unread()).toBe(2);
    const list = await u.api.get(`/api/notification/${acme.id}/all/${u.id}/now`);
    expect(list.body.result[0]).toMatchObject({ name: 'rights.changed', section: 'other', title: 'Your access rights have changed' });
  });

  it('initial rights apply to new employees', async () => {
    const c = await t.client();
    expect((await c.admin.api.put(`/api/clients/${c.id}/initial_rights`, { rights: ['structures'] })).status).toBe(200);
    const res = await c.admin.api.post('/api/register', newEmployee());
    expect(res.body.result.rights).toEqual(['structures']);
    expect((await c.admin.api.get(`/api/clients/${c.id}/rights`)).body.result.initial).toEqual(['structures']);
  });

  it('a superuser holds every right without being an admin', async () => {
    const u = await acme.user({ rights: [] });
    expect((await u.api.put(`/api/user/${u.id}`, { position: 'x' })).status).toBe(403);
    expect((await acme.admin.api.put(`/api/user/${u.id}/superuser`, { superuser: true })).status).toBe(200);
    expect((await u.api.put(`/api/user/${u.id}`, { position: 'x' })).status).toBe(200);
    expect((await u.api.put(`/api/user/${u.id}/role/hr`)).status).toBe(403);
  });
});

describe('language', () => {
  it("every employee sets their own language, with or without profile_edit; nobody else's", async () => {
    const plain = await acme.user({ rights: [] });
    const other = await acme.user({ rights: ['profile_edit'] });
    const own = await plain.api.put(`/api/user/${plain.id}`, { lang: 'uk' });
    expect(own.status).toBe(200);
    expect(own.body.result.lang).toBe('uk');
    expect((await plain.api.put(`/api/user/${plain.id}`, { lang: 'ru', firstName: 'Changed' })).status).toBe(403);
    expect((await other.api.put(`/api/user/${plain.id}`, { lang: 'en' })).status).toBe(403);
    expect((await acme.admin.api.get(`/api/user/${plain.id}`)).body.result.lang).toBe('uk');
  });
});

describe('pins', () => {
  it('pins employees, moves them and lists them first', async () => {
    const c = await t.client();
    const [a, b, d] = [await c.user(), await c.user(), await c.user()];
    await c.admin.api.put(`/api/user/pin/${a.id}`, {});
    await c.admin.api.put(`/api/user/pin/${b.id}`, {});
    const pinned = await c.admin.api.put(`/api/user/pin/${d.id}`, { pinned: true });
    expect(pinned.body.result.map((p: { _id: string }) => p._id)).toEqual([a.id, b.id, d.id]);
    const moved = await c.admin.api.put('/api/user/pin_move', { id: d.id, to: 1 });
    expect(moved.body.result).toEqual([
      { _id: d.id, pinned_num: 1 },
      { _id: a.id, pinned_num: 2 },
      { _id: b.id, pinned_num: 3 },
    ]);
    const unpinned = await c.admin.api.put(`/api/user/pin/${a.id}`, {});
    expect(unpinned.body.result.map((p: { _id: string }) => p._id)).toEqual([d.id, b.id]);
    const list = await c.admin.api.post(`/api/user/filter/${c.workspace}`, {});
    expect(list.body.result.slice(0, 2).map((u: { _id: string }) => u._id)).toEqual([d.id, b.id]);
    expect((await c.admin.api.put('/api/user/pin_move', { id: a.id, to: 1 })).status).toBe(404);
  });
});

describe('export and birthdays', () => {
  it('exports employees as a real Excel file', async () => {
    const c = await t.client();
    const u = await c.user({ fields: { position: 'Welder', city: 'Tula' } });
    const gone = await c.user();
    await c.admin.api.put(`/api/user/delete/${gone.id}`);
    const res = await c.admin.api.post(`/api/user/export/${c.id}`, { city: 'Tula' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('employees.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw);
    const ws = wb.getWorksheet('Employees')!;
    expect(ws.getRow(1).getCell(4).value).toBe('E-mail');
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(4).value).toBe(u.email);
    expect(ws.getRow(2).getCell(6).value).toBe('Welder');

    const all = await c.admin.api.post(`/api/user/export/all/${c.id}`);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(all.raw);
    const rows = wb2.getWorksheet('Employees')!.getSheetValues().slice(2) as unknown[][];
    const byMail = new Map(rows.map((r) => [r[4], r[14]]));
    expect(byMail.get(gone.email)).toBe('deleted');
    expect(byMail.get(u.email)).toBe('active');
    expect(rows).toHaveLength(3);
    expect((await u.api.post(`/api/user/export/${c.id}`, {})).status).toBe(403);
  });

  it('answers upcoming birthdays soonest first', async () => {
    const c = await t.client();
    const day = (offset: number, year = 1990) => `${year}-${new Date(Date.now() + offset * 86400_000).toISOString().slice(5, 10)}`;
    const soon = await c.user({ fields: { birthDate: day(3) } });
    const today = await c.user({ fields: { birthDate: day(0, 1985) } });
    await c.user({ fields: { birthDate: day(90) } });
    const res = await soon.api.get(`/api/clients/${c.id}/birthdays`);
    expect(res.status).toBe(200);
    expect(res.body.result.map((b: { _id: string }) => b._id)).toEqual([today.id, soon.id]);
    const year = await soon.api.get(`/api/clients/${c.id}/birthdays?days=366`);
    expect(year.body.result).toHaveLength(3);
  });
});
