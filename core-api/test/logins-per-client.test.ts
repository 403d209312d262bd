import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { User } from '../src/users/entity.js';
import { ensureSuperadmin } from '../src/seed/demo.js';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;
let beta: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  beta = await t.client();
});
afterAll(() => t?.close());

const register = (c: TestClient, login: string, email: string, password: string) =>
  c.admin.api.post('/api/register', { firstName: 'Anna', lastName: 'Twin', login, email, password, confirmPassword: password });

describe('logins and e-mails are unique within a client', () => {
  it('lets two companies each have the same login and e-mail, and refuses a second one inside a company', async () => {
    const first = await register(acme, 'anna', 'anna@twin.test', 'acme-secret');
    expect(first.status).toBe(200);
    const other = await register(beta, 'anna', 'anna@twin.test', 'beta-secret');
    expect(other.status).toBe(200);
    expect(other.body.result._id).not.toBe(first.body.result._id);

    const again = await register(acme, 'anna', 'anna.other@twin.test', 'acme-secret');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('login already taken');
    const email = await register(acme, 'anna2', 'ANNA@twin.test', 'acme-secret');
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('email already registered');
  });

  it("an admin renaming an employee to another company's login is not told it exists", async () => {
    const u = await beta.user();
    const res = await acme.admin.api.put(`/api/user/${acme.admin.id}`, { login: u.login });
    expect(res.status).toBe(200);
    expect(res.body.result.login).toBe(u.login);
  });
});

describe('sign-in finds the workspace', () => {
  it('signs each into their own company: by workspace, or without one when the password opens one account', async () => {
    const ids = Object.fromEntries(
      await Promise.all(
        [acme, beta].map(async (c) => [
          c.workspace,
          (await t.app.ds.getRepository(User).findOneByOrFail({ clientId: c.id, login: 'anna' })).id,
        ]),
      ),
    );
    for (const [c, password] of [
      [acme, 'acme-secret'],
      [beta, 'beta-secret'],
    ] as const) {
      const named = await t.api.post('/api/loginPage', { login: 'anna', password, workspace: c.workspace });
      expect(named.status).toBe(200);
      expect(named.body.result._id).toBe(ids[c.workspace]);
      const unnamed = await t.api.post('/api/login', { login: 'ANNA@twin.test', password });
      expect(unnamed.status).toBe(200);
      expect(unnamed.body._id).toBe(ids[c.workspace]);
    }
  });

  it("answers a password of another company's account in the wrong workspace as a wrong password", async () => {
    const res = await t.api.post('/api/login', { login: 'anna', password: 'beta-secret', workspace: acme.workspace });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('login or password incorrect');
    const unknown = await t.api.post('/api/login', { login: 'anna', password: 'beta-secret', workspace: 'nosuchws' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('login or password incorrect');
  });

  it('asks for the workspace only when the password opens accounts in two companies', async () => {
    expect((await register(acme, 'boris', 'boris@twin.test', 'same-secret')).status).toBe(200);
    expect((await register(beta, 'boris', 'boris@twin.test', 'same-secret')).status).toBe(200);
    const res = await t.api.post('/api/login', { login: 'boris', password: 'same-secret' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('enter the workspace of the account');
    const wrong = await t.api.post('/api/login', { login: 'boris', password: 'not-it' });
    expect(wrong.status).toBe(401);
    const named = await t.api.post('/api/login', { login: 'boris', password: 'same-secret', workspace: beta.workspace });
    expect(named.status).toBe(200);
  });

  it('signs the superadmin in whatever workspace the page remembers', async () => {
    const res = await t.api.post('/api/login', { login: 'test-superadmin', password: 'test-superadmin-pw', workspace: acme.workspace });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(t.superadmin.id);
  });

  it("an employee named like the superadmin stays an employee when the superadmin's account is refreshed at start", async () => {
    const res = await register(acme, 'test-superadmin', 'namesake@twin.test', 'namesake-pw');
    expect(res.status).toBe(200);
    await ensureSuperadmin(t.app.core);
    const namesake = await t.app.ds.getRepository(User).findOneByOrFail({ id: res.body.result._id });
    expect(namesake.roles).toEqual([]);
    const signIn = await t.api.post('/api/login', { login: 'test-superadmin', password: 'namesake-pw', workspace: acme.workspace });
    expect(signIn.body._id).toBe(namesake.id);
    const superadmin = await t.api.post('/api/login', { login: 'test-superadmin', password: 'test-superadmin-pw' });
    expect(superadmin.body._id).toBe(t.superadmin.id);
  });
});
