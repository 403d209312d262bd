import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { Outbox } from '../src/mail/entity.js';

let t: CoreTestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
});
afterAll(() => t?.close());

/** The invitation mailed to an address: its subject and the token of its `/register/{token}` link. */
async function invitation(email: string) {
  const [mail] = await t.app.ds.getRepository(Outbox).find({ where: { to: email } });
  return { subject: mail?.subject, token: /\/register\/(\S+)/.exec(mail?.text ?? '')?.[1] };
}

/** Security of onboarding (#14 item 4): nobody types a colleague's password. */
describe('invitations', () => {
  it('an admin invites an employee, as an administrator if chosen; the mailed link sets the password once', async () => {
    const res = await acme.admin.api.post('/api/invite', {
      firstName: 'Nina',
      lastName: 'Orlova',
      email: 'nina.invited@acme.test',
      login: 'ninainvited',
      roles: ['admin'],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.roles).toEqual(['admin']);
    const { subject, token } = await invitation('nina.invited@acme.test');
    expect(subject).toBe(`You are invited to Company ${acme.workspace}`);
    expect(token).toBeTruthy();
    // Until the link is used nobody can sign in as Nina.
    expect((await t.api.post('/api/login', { login: 'ninainvited', password: 'secret-42' })).status).toBe(401);
    const body = { password: 'secret-42', confirmPassword: 'secret-42' };
    expect((await t.api.post(`/api/reset_password/${token}`, body)).status).toBe(200);
    const signedIn = await t.api.post('/api/login', { login: 'ninainvited', password: 'secret-42' });
    expect(signedIn.status).toBe(200);
    expect((await t.api.post(`/api/reset_password/${token}`, body)).status).toBe(400);
  });

  it('refuses what creating an employee refuses, writing nothing: a taken e-mail, a missing name, an employee as caller', async () => {
    const employee = await acme.user();
    const before = await t.app.ds.getRepository('User').count();
    expect((await acme.admin.api.post('/api/invite', { firstName: 'A', lastName: 'B', email: acme.admin.email })).status).toBe(409);
    expect((await acme.admin.api.post('/api/invite', { lastName: 'B', email: 'x@acme.test' })).status).toBe(400);
    expect((await employee.api.post('/api/invite', { firstName: 'A', lastName: 'B', email: 'y@acme.test' })).status).toBe(403);
    expect(await t.app.ds.getRepository('User').count()).toBe(before);
  });

  it("a new client comes with its first administrator, invited in the client's language", async () => {
    const created = await t.superadmin.api.post('/api/clients', {
      workspace: 'northwind',
      name: 'Northwind',
      lang: 'ru',
      admin: { firstName: 'Olga', lastName: 'Sokolova', email: 'olga@northwind.test' },
    });
    expect(created.status).toBe(200);
    const { subject, token } = await invitation('olga@northwind.test');
    expect(subject).toBe('Приглашение в Northwind');
    expect((await t.api.post(`/api/reset_password/${token}`, { password: 'first-admin-1', confirmPassword: 'first-admin-1' })).status).toBe(
      200,
    );
    const login = await t.api.post('/api/login', { login: 'olga@northwind.test', password: 'first-admin-1' });
    expect(login.status).toBe(200);
    const me = (await caller(t.url, login.body.token).get('/api/me')).body.result;
    expect(me).toMatchObject({ isAdmin: true, client: { _id: created.body.result._id } });
  });

  it("a new client's first admin may have an e-mail another company's employee has: accounts are per company", async () => {
    const res = await t.superadmin.api.post('/api/clients', {
      workspace: 'contoso',
      name: 'Contoso',
      admin: { firstName: 'Eve', lastName: 'Twice', email: acme.admin.email },
    });
    expect(res.status).toBe(200);
    const { token } = await invitation(acme.admin.email);
    expect((await t.api.post(`/api/reset_password/${token}`, { password: 'contoso-admin', confirmPassword: 'contoso-admin' })).status).toBe(
      200,
    );
    const contoso = await t.api.post('/api/login', { login: acme.admin.email, password: 'contoso-admin' });
    expect((await caller(t.url, contoso.body.token).get('/api/me')).body.result).toMatchObject({ client: { _id: res.body.result._id } });
    const own = await t.api.post('/api/login', { login: acme.admin.email, password: acme.admin.password, workspace: acme.workspace });
    expect(own.body._id).toBe(acme.admin.id);
  });
});
