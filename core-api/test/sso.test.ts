import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { startLoopbackIssuer, type LoopbackIssuer } from './support/oidc-issuer.js';

const PUBLIC_URL = 'http://localhost:3999';
let t: CoreTestApp;
let idp: LoopbackIssuer;
let acme: TestClient;
let other: TestClient;
let oidcProvider: string;
let outlookProvider: string;

const provider = (fields: Record<string, unknown> = {}) => ({
  kind: 'oidc',
  name: 'Keycloak',
  issuer: idp.issuer,
  oidcClientId: idp.clientId,
  secret: idp.secret,
  ...fields,
});

async function connect(client: TestClient, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await t.superadmin.api.post(`/api/clients/${client.id}/sso`, provider(fields));
  expect(res.status).toBe(200);
  return res.body.result._id;
}

/** The browser's round: start, the issuer's login page as `login`, back with code and state. */
async function returnFrom(client: TestClient, providerId: string, login: string) {
  const start = await fetch(`${t.url}/api/sso/${client.workspace}/${providerId}/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const back = await idp.signIn(start.headers.get('location')!, login);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, iss: back.searchParams.get('iss') ?? undefined };
}

const finish = (body: unknown, path = '/api/sso/login') => t.api.post(path, body);
const userCount = async (client: TestClient) => (await t.app.core.ds.getRepository('User').countBy({ clientId: client.id })) as number;

beforeAll(async () => {
  idp = await startLoopbackIssuer(`${PUBLIC_URL}/authorize`);
  t = await startCoreTestApp({ env: { PUBLIC_URL } });
  acme = await t.client();
  other = await t.client();
  oidcProvider = await connect(acme);
  outlookProvider = await connect(acme, { kind: 'outlook', name: 'Outlook' });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

describe('single sign-on through a loopback OpenID Connect provider', () => {
  it('sends the browser to the issuer with PKCE, state and nonce, and signs the employee in as the usual sign-in does', async () => {
    const u = await acme.user();
    const start = await fetch(`${t.url}/api/sso/${acme.workspace}/${oidcProvider}/start`, { redirect: 'manual' });
    const to = new URL(start.headers.get('location')!);
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/authorize`);
    for (const p of ['code_challenge', 'state', 'nonce']) expect(to.searchParams.get(p)).toBeTruthy();

    const res = await finish(await returnFrom(acme, oidcProvider, u.email));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: u.id });
    expect(res.headers.get('x-vendor')).toBeTruthy();
    const me = await fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${res.body.token}` } });
    expect(((await me.json()) as { result: { user: { _id: string } } }).result.user._id).toBe(u.id);
  });

  it('compares the e-mail ignoring case', async () => {
    const u = await acme.user();
    idp.account(u.email.toUpperCase(), { email: u.email.toUpperCase() });
    expect((await finish(await returnFrom(acme, oidcProvider, u.email.toUpperCase()))).status).toBe(200);
  });

  it('names the employee by another claim when the provider says so: a login', async () => {
    const u = await acme.user();
    const byLogin = await connect(acme, { name: 'By login', claim: 'preferred_username' });
    idp.account(`sub-${u.login}`, { email: 'someone-else@example.test', preferred_username: u.login.toUpperCase() });
    const res = await finish(await returnFrom(acme, byLogin, `sub-${u.login}`));
    expect(res.status).toBe(200);
    expect(res.body.result._id).toBe(u.id);
  });

  it("finishes Microsoft's sign-in at api/outlook/login, and no other provider's", async () => {
    const u = await acme.user();
    expect((await finish(await returnFrom(acme, outlookProvider, u.email), '/api/outlook/login')).status).toBe(200);
    const wrongDoor = await finish(await returnFrom(acme, oidcProvider, u.email), '/api/outlook/login');
    expect(wrongDoor.status).toBe(400);
    expect((await finish(await returnFrom(acme, outlookProvider, u.email))).status).toBe(400);
  });

  it('refuses a wrong state and a used one with 400', async () => {
    const u = await acme.user();
    const back = await returnFrom(acme, oidcProvider, u.email);
    const wrong = await finish({ ...back, state: 'not-a-state-we-sent' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.key).toBe('auth.ssoStateInvalid');
    expect((await finish(back)).status).toBe(200);
    const again = await finish(back);
    expect(again.status).toBe(400);
    expect(again.body.key).toBe('auth.ssoStateInvalid');
  });

  it('refuses a replayed code under a fresh state with 400', async () => {
    const u = await acme.user();
    const first = await returnFrom(acme, oidcProvider, u.email);
    expect((await finish(first)).status).toBe(200);
    const second = await returnFrom(acme, oidcProvider, u.email);
    const replay = await finish({ ...second, code: first.code });
    expect(replay.status).toBe(400);
    expect(replay.body.key).toBe('auth.ssoCodeInvalid');
  });

  it('refuses an unknown person with 403 and creates nobody', async () => {
    const before = await userCount(acme);
    const res = await finish(await returnFrom(acme, oidcProvider, 'stranger@example.test'));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('no employee with this account');
    expect(await userCount(acme)).toBe(before);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const u = await acme.user();
    idp.account(`unverified-${u.email}`, { email: u.email, email_verified: false });
    const res = await finish(await returnFrom(acme, oidcProvider, `unverified-${u.email}`));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('no employee with this account');
  });

  it('creates an unknown person with the initial rights when the client allows it', async () => {
    const creating = await connect(acme, { name: 'Creating', allowCreate: true });
    idp.account('newcomer@example.test', { given_name: 'Nina', family_name: 'Newcomer' });
    const res = await finish(await returnFrom(acme, creating, 'newcomer@example.test'));
    expect(res.status).toBe(200);
    const row = (await t.app.core.ds.getRepository('User').findOneByOrFail({ id: res.body.result._id })) as Record<string, unknown>;
    const client = (await t.app.core.ds.getRepository('Client').findOneByOrFail({ id: acme.id })) as { initialRights: string[] };
    expect(row).toMatchObject({ clientId: acme.id, email: 'newcomer@example.test', firstName: 'Nina', lastName: 'Newcomer' });
    expect(row.rights).toEqual(client.initialRights);
    const entry = await t.app.core.ds.getRepository('Journal').findOneBy({ clientId: acme.id, action: 'user.create' });
    expect(entry).toMatchObject({ section: 'users', data: { userId: row.id, by: 'sso', providerId: creating } });
  });

  it('refuses a deleted employee, a blocked one and a blocked company with the texts of §8', async () => {
    const deleted = await acme.user();
    const blocked = await acme.user();
    expect((await acme.admin.api.put(`/api/user/delete/${deleted.id}`)).status).toBe(200);
    expect((await acme.admin.api.put(`/api/user/${blocked.id}/block`, { blocked: true })).status).toBe(200);
    const gone = await finish(await returnFrom(acme, oidcProvider, deleted.email));
    expect([gone.status, gone.body.message]).toEqual([403, 'user deleted']);
    const stopped = await finish(await returnFrom(acme, oidcProvider, blocked.email));
    expect([stopped.status, stopped.body.message]).toEqual([403, 'Login blocked']);

    const u = await other.user();
    const otherProvider = await connect(other, { allowCreate: true });
    const back = await returnFrom(other, otherProvider, 'someone-new@example.test');
    const before = await userCount(other);
    expect((await t.superadmin.api.put(`/api/clients/${other.id}`, { status: 'blocked' })).status).toBe(200);
    try {
      const company = await finish(back);
      expect([company.status, company.body.message]).toEqual([403, 'company blocked']);
      const known = await finish(await returnFrom(other, otherProvider, u.email));
      expect([known.status, known.body.message]).toEqual([403, 'company blocked']);
      expect(await userCount(other)).toBe(before);
    } finally {
      await t.superadmin.api.put(`/api/clients/${other.id}`, { status: 'active' });
    }
  });

  it("answers 404 for another client's provider", async () => {
    const start = await fetch(`${t.url}/api/sso/${other.workspace}/${oidcProvider}/start`, { redirect: 'manual' });
    expect(start.status).toBe(404);
    expect((await t.superadmin.api.put(`/api/clients/${other.id}/sso/${oidcProvider}`, { name: 'Taken' })).status).toBe(404);
    expect((await t.superadmin.api.delete(`/api/clients/${other.id}/sso/${oidcProvider}`)).status).toBe(404);
    const buttons = await t.api.get(`/api/sso/${other.workspace}/providers`);
    expect(buttons.body.result.map((p: { _id: string }) => p._id)).not.toContain(oidcProvider);
  });
});

describe('providers in the client edit screen', () => {
  it('keeps the secret sealed and never answers it', async () => {
    const created = await t.superadmin.api.post(`/api/clients/${acme.id}/sso`, provider({ name: 'Sealed', secret: 'very-secret-value' }));
    const id = created.body.result._id;
    const answers = [
      created,
      await t.superadmin.api.get(`/api/clients/${acme.id}/sso`),
      await t.superadmin.api.put(`/api/clients/${acme.id}/sso/${id}`, { name: 'Sealed again' }),
      await t.api.get(`/api/sso/${acme.workspace}/providers`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/very-secret-value|secretSealed|loopback-issuer-secret/);
    }
    expect(created.body.result.hasSecret).toBe(true);
    expect(answers[1]!.body.result.redirectUri).toBe(`${PUBLIC_URL}/authorize`);
    const row = (await t.app.core.ds.getRepository('SsoProvider').findOneByOrFail({ id })) as { secretSealed: string };
    expect(row.secretSealed).not.toContain('very-secret-value');
    expect(answers[3]!.body.result).toContainEqual({ _id: id, name: 'Sealed again', kind: 'oidc' });
  });

  it('keeps the secret when an edit leaves it out, and signs in with a new one', async () => {
    const id = await connect(acme, { name: 'Rotated' });
    const u = await acme.user();
    expect((await t.superadmin.api.put(`/api/clients/${acme.id}/sso/${id}`, { claim: 'email' })).status).toBe(200);
    expect((await finish(await returnFrom(acme, id, u.email))).status).toBe(200);
    expect((await t.superadmin.api.put(`/api/clients/${acme.id}/sso/${id}`, { secret: 'wrong-secret' })).status).toBe(200);
    expect((await finish(await returnFrom(acme, id, u.email))).status).toBe(400);
  });

  it('checks the fields: an issuer must be https (http only on loopback)', async () => {
    const res = await t.superadmin.api.post(`/api/clients/${acme.id}/sso`, provider({ issuer: 'http://idp.example.test' }));
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ path: 'issuer', message: 'issuer: an https address' }));
    expect((await t.superadmin.api.post(`/api/clients/${acme.id}/sso`, provider({ name: '' }))).status).toBe(400);
  });

  it('is the superadmin’s: a client admin is refused', async () => {
    expect((await acme.admin.api.get(`/api/clients/${acme.id}/sso`)).status).toBe(403);
    expect((await acme.admin.api.post(`/api/clients/${acme.id}/sso`, provider())).status).toBe(403);
  });
});
