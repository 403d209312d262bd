import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;
let acmeToken: string;
let otherToken: string;

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

async function tokenOf(client: TestClient): Promise<string> {
  const res = await t.superadmin.api.post(`/api/clients/${client.id}/scim_token`, {});
  expect(res.status).toBe(200);
  return res.body.result.token;
}

/** A call as a directory makes it: its bearer token, SCIM's media type; answers parsed from the text. */
async function scim(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${t.url}/api/scim/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json', accept: 'application/scim+json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, type: res.headers.get('content-type') };
}

const newUser = (userName: string, fields: Record<string, unknown> = {}) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName,
  name: { givenName: 'Dora', familyName: 'Directory' },
  emails: [{ value: userName, primary: true, type: 'work' }],
  active: true,
  ...fields,
});
const userRow = (id: string) => t.app.core.ds.getRepository('User').findOneBy({ id }) as Promise<Record<string, unknown> | null>;
const countUsers = (clientId: string) => t.app.core.ds.getRepository('User').countBy({ clientId });

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  other = await t.client();
  acmeToken = await tokenOf(acme);
  otherToken = await tokenOf(other);
});
afterAll(() => t?.close());

describe('SCIM 2.0 provisioning', () => {
  it('answers the discovery documents to a token, and 401 in SCIM’s error body without one', async () => {
    const config = await scim(acmeToken, 'GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.type).toMatch(/application\/scim\+json/);
    expect(config.body.patch.supported).toBe(true);
    expect((await scim(acmeToken, 'GET', '/Schemas')).body.Resources.map((s: { id: string }) => s.id)).toEqual([
      'urn:ietf:params:scim:schemas:core:2.0:User',
      'urn:ietf:params:scim:schemas:core:2.0:Group',
    ]);
    const none = await scim('not-a-token', 'GET', '/Users');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ schemas: [ERROR], status: '401' });
  });

  it('shows the token once and keeps only its hash; a new one ends the old', async () => {
    const state = await t.superadmin.api.get(`/api/clients/${acme.id}/scim_token`);
    expect(state.body.result.exists).toBe(true);
    expect(JSON.stringify(state.body)).not.toContain(acmeToken);
    const rows = (await t.app.core.ds.getRepository('ScimToken').findBy({ clientId: acme.id })) as { tokenHash: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(acmeToken);
    const fresh = await tokenOf(acme);
    expect((await scim(acmeToken, 'GET', '/Users')).status).toBe(401);
    acmeToken = fresh;
    expect((await scim(acmeToken, 'GET', '/Users')).status).toBe(200);
    expect((await acme.admin.api.post(`/api/clients/${acme.id}/scim_token`, {})).status).toBe(403);
  });

  it('creates an employee with the initial rights, and finds them by userName eq', async () => {
    const created = await scim(acmeToken, 'POST', '/Users', newUser('dora@acme.test', { title: 'Recruiter' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userName: 'dora@acme.test', active: true, title: 'Recruiter', name: { givenName: 'Dora' } });
    expect(typeof created.body.id).toBe('string');
    const row = await userRow(created.body.id);
    expect(row).toMatchObject({ clientId: acme.id, email: 'dora@acme.test', firstName: 'Dora', position: 'Recruiter', blocked: false });
    const client = (await t.app.core.ds.getRepository('Client').findOneByOrFail({ id: acme.id })) as { initialRights: string[] };
    expect(row!.rights).toEqual(client.initialRights);

    const found = await scim(acmeToken, 'GET', `/Users?filter=${encodeURIComponent('userName eq "DORA@acme.test"')}`);
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id: created.body.id }] });
    const none = await scim(acmeToken, 'GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@acme.test"')}`);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    const unsupported = await scim(acmeToken, 'GET', `/Users?filter=${encodeURIComponent('name.givenName co "Do"')}`);
    expect(unsupported).toMatchObject({ status: 400, body: { scimType: 'invalidFilter' } });
  });

  it('refuses a taken e-mail with 409 uniqueness and bad input with 400 invalidValue, storing nothing', async () => {
    const u = await acme.user();
    const before = await countUsers(acme.id);
    const taken = await scim(acmeToken, 'POST', '/Users', newUser(u.email));
    expect(taken).toMatchObject({ status: 409, body: { schemas: [ERROR], status: '409', scimType: 'uniqueness' } });
    const nameless = await scim(acmeToken, 'POST', '/Users', newUser('nameless@acme.test', { name: { familyName: 'Only' } }));
    expect(nameless).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
    expect(nameless.body.detail).toMatch(/name\.givenName/);
    const noUserName = await scim(acmeToken, 'POST', '/Users', { schemas: [], name: { givenName: 'A', familyName: 'B' } });
    expect(noUserName).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
    expect(await countUsers(acme.id)).toBe(before);
  });

  it("PATCHes an employee; active false blocks at once (the user's next call is 401) and is announced", async () => {
    const u: TestUser = await acme.user();
    expect((await u.api.get('/api/session')).status).toBe(200);
    const renamed = await scim(acmeToken, 'PATCH', `/Users/${u.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'name.givenName', value: 'Renamed' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name.givenName).toBe('Renamed');
    // Entra ID's own form: capitalised op, the boolean as text.
    const off = await scim(acmeToken, 'PATCH', `/Users/${u.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect([off.status, off.body.active]).toEqual([200, false]);
    expect((await u.api.get('/api/session')).status).toBe(401);
    expect(t.events('employee.deactivated').filter((e) => e.payload.userId === u.id)).toEqual([
      expect.objectContaining({ client: acme.id, payload: { userId: u.id, by: null } }),
    ]);
    const signIn = await t.api.post('/api/login', { login: u.login, password: u.password });
    expect([signIn.status, signIn.body.message]).toEqual([403, 'Login blocked']);

    const back = await scim(acmeToken, 'PUT', `/Users/${u.id}`, newUser(u.email, { name: { givenName: 'Back', familyName: 'Again' } }));
    expect([back.status, back.body.active]).toEqual([200, true]);
    expect(t.events('employee.activated').some((e) => e.payload.userId === u.id && e.payload.by === null)).toBe(true);
    expect((await t.api.post('/api/login', { login: u.login, password: u.password })).status).toBe(200);
    const bad = await scim(acmeToken, 'PATCH', `/Users/${u.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'explode', path: 'active' }] });
    expect(bad).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
  });

  it('deletes an employee: marked deleted, signed out, gone from SCIM', async () => {
    const u = await acme.user();
    expect((await scim(acmeToken, 'DELETE', `/Users/${u.id}`)).status).toBe(204);
    expect(await userRow(u.id)).toMatchObject({ deletion_mark: true });
    expect((await u.api.get('/api/session')).status).toBe(401);
    expect((await scim(acmeToken, 'GET', `/Users/${u.id}`)).status).toBe(404);
  });

  it("reads and writes nothing of another client's with its token (404)", async () => {
    const u = await acme.user();
    const read = await scim(otherToken, 'GET', `/Users/${u.id}`);
    expect(read).toMatchObject({ status: 404, body: { schemas: [ERROR], status: '404' } });
    const patch = await scim(otherToken, 'PATCH', `/Users/${u.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(patch.status).toBe(404);
    expect((await scim(otherToken, 'PUT', `/Users/${u.id}`, newUser(u.email))).status).toBe(404);
    expect((await scim(otherToken, 'DELETE', `/Users/${u.id}`)).status).toBe(404);
    expect(await userRow(u.id)).toMatchObject({ blocked: false, deletion_mark: false });
    const list = await scim(otherToken, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${u.email}"`)}`);
    expect(list.body.totalResults).toBe(0);
  });

  it('maps groups to departments and their members to its people', async () => {
    const [a, b] = [await acme.user(), await acme.user()];
    const group = await scim(acmeToken, 'POST', '/Groups', { schemas: [], displayName: 'Sales', members: [{ value: a.id }] });
    expect(group.status).toBe(201);
    expect(group.body).toMatchObject({ displayName: 'Sales', members: [{ value: a.id }] });
    expect(await userRow(a.id)).toMatchObject({ departmentId: group.body.id });
    const added = await scim(acmeToken, 'PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: b.id }] }],
    });
    expect(added.body.members.map((m: { value: string }) => m.value).sort()).toEqual([a.id, b.id].sort());
    const removed = await scim(acmeToken, 'PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${a.id}"]` }],
    });
    expect(removed.body.members).toEqual([expect.objectContaining({ value: b.id })]);
    expect(await userRow(a.id)).toMatchObject({ departmentId: null });
    expect((await scim(acmeToken, 'GET', `/Users/${b.id}`)).body.groups).toEqual([
      expect.objectContaining({ value: group.body.id, display: 'Sales' }),
    ]);
    const byName = await scim(acmeToken, 'GET', `/Groups?filter=${encodeURIComponent('displayName eq "Sales"')}`);
    expect(byName.body).toMatchObject({ totalResults: 1, Resources: [{ id: group.body.id }] });
    expect((await scim(acmeToken, 'POST', '/Groups', { displayName: 'Sales' })).body.scimType).toBe('uniqueness');
    const stranger = await other.user();
    expect(
      (await scim(acmeToken, 'PUT', `/Groups/${group.body.id}`, { displayName: 'Sales', members: [{ value: stranger.id }] })).body.scimType,
    ).toBe('invalidValue');
    expect((await scim(otherToken, 'GET', `/Groups/${group.body.id}`)).status).toBe(404);
    expect((await scim(acmeToken, 'DELETE', `/Groups/${group.body.id}`)).status).toBe(204);
    expect(await userRow(b.id)).toMatchObject({ departmentId: null });
  });

  it("refuses a blocked company's token", async () => {
    expect((await t.superadmin.api.put(`/api/clients/${other.id}`, { status: 'blocked' })).status).toBe(200);
    try {
      expect((await scim(otherToken, 'GET', '/Users')).status).toBe(401);
    } finally {
      await t.superadmin.api.put(`/api/clients/${other.id}`, { status: 'active' });
    }
  });
});
