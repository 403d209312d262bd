import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';
import { LOGIN_FAILURES_PER_ADDRESS } from '../src/auth/rate-limit.js';

let t: TestApp;
let acme: TestClient;

// The proxy is trusted so that a test can send from an address of its own (X-Forwarded-For).
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  acme = await t.client();
});

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
afterAll(() => t?.close());

describe('sign-in', () => {
  it('answers token, _id and expires for login or e-mail', async () => {
    const u = await acme.user();
    const byLogin = await t.api.post('/api/login', { login: u.login, password: u.password });
    expect(byLogin.status).toBe(200);
    expect(byLogin.body).toMatchObject({ _id: u.id });
    expect(typeof byLogin.body.token).toBe('string');
    expect(new Date(byLogin.body.expires).getTime()).toBeGreaterThan(Date.now());
    const byEmail = await t.api.post('/api/login', { login: u.email, password: u.password });
    expect(byEmail.status).toBe(200);
  });

  it('gives an unknown login and a wrong password the same answer', async () => {
    const u = await acme.user();
    const wrong = await t.api.post('/api/login', { login: u.login, password: 'nope-nope' });
    const unknown = await t.api.post('/api/login', { login: 'nobody-here', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('loginPage answers the user and the x-vendor header', async () => {
    const u = await acme.user();
    const res = await t.api.post('/api/loginPage', { login: u.login, password: u.password });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-vendor')).toBeTruthy();
    expect(res.body.result).toMatchObject({ _id: u.id });
    expect(res.body.result.passwordHash).toBeUndefined();
  });

  it('rate limits failed sign-ins per login: 5 failures pass, the 6th attempt is 429', async () => {
    const u = await acme.user();
    for (let i = 0; i < 5; i++) expect((await t.api.post('/api/login', { login: u.login, password: 'bad-password' })).status).toBe(401);
    const sixth = await t.api.post('/api/login', { login: u.login, password: u.password });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many/);
  });

  it('counts failures once per account, whether the login or the e-mail (in any case) was typed', async () => {
    const u = await acme.user();
    for (let i = 0; i < 3; i++) expect((await t.api.post('/api/login', { login: u.login, password: 'bad-password' })).status).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await t.api.post('/api/login', { login: u.email.toUpperCase(), password: 'bad-password' })).status).toBe(401);
    expect((await t.api.post('/api/login', { login: u.login, password: u.password })).status).toBe(429);
    expect((await t.api.post('/api/login', { login: u.email, password: u.password })).status).toBe(429);
  });

  it('an address cannot lock out sign-in: restore requests do not count, and past its failure limit a correct password still signs in', async () => {
    const office = from('203.0.113.10');
    const u = await acme.user();
    for (let i = 0; i < 30; i++) await t.api.post('/api/forgot_password', { email: `nobody${i}@example.test` }, office);
    expect((await t.api.post('/api/login', { login: u.login, password: u.password }, office)).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++)
      expect((await t.api.post('/api/login', { login: `nobody-${i}`, password: 'guess' }, office)).status).toBe(401);
    // Past the limit the address's failures are 429; a colleague behind the same address still signs in.
    const wrong = await t.api.post('/api/login', { login: u.login, password: 'bad-password' }, office);
    expect(wrong.status).toBe(429);
    expect(wrong.body.key).toBe('auth.tooManyAttempts');
    const colleague = await acme.user();
    expect((await t.api.post('/api/login', { login: colleague.login, password: colleague.password }, office)).status).toBe(200);
    // Other addresses are not affected.
    expect((await t.api.post('/api/login', { login: 'nobody-x', password: 'guess' }, from('203.0.113.11'))).status).toBe(401);
  });

  it('logout revokes the token at once', async () => {
    const u = await acme.user();
    expect((await u.api.get('/api/me')).status).toBe(200);
    expect((await u.api.post('/api/logout', {})).status).toBe(200);
    expect((await u.api.get('/api/me')).status).toBe(401);
  });

  it('a blocked company cannot sign in and its sessions get 403', async () => {
    const other = await t.client();
    const u = await other.user();
    expect((await t.superadmin.api.put(`/api/clients/${other.id}`, { status: 'blocked' })).status).toBe(200);
    const login = await t.api.post('/api/login', { login: u.login, password: u.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('company blocked');
    expect((await u.api.get('/api/me')).status).toBe(403);
  });

  it('GET /api/env answers the vendor without a session', async () => {
    const res = await t.api.get('/api/env');
    expect(res.status).toBe(200);
    expect(res.body.vendor).toBeTruthy();
  });

  it('an X-COMPANY-ID of another client is refused for an employee', async () => {
    const other = await t.client();
    const u = await acme.user();
    const res = await u.api.get('/api/me', { headers: { 'x-company-id': other.workspace } });
    expect(res.status).toBe(403);
  });
});

describe('public face of a workspace (GET api/clients/by_ws/{ws})', () => {
  it('answers the name, vendor and design of a workspace without a session, and 404 for an unknown one', async () => {
    const anonymous = await t.api.get(`/api/clients/by_ws/${acme.workspace}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.result).toMatchObject({ _id: acme.id, workspace: acme.workspace, name: `Company ${acme.workspace}` });
    expect(anonymous.body.result).not.toHaveProperty('features');
    expect((await t.api.get('/api/clients/by_ws/nosuchworkspace9')).status).toBe(404);
  });
});
