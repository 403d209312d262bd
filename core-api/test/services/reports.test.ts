import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  acme = await t.client();
  other = await t.client();
  alice = await acme.user();
  bob = await acme.user();
});
afterAll(() => t?.close());

describe('session reports', () => {
  it("stores the caller's session and refuses someone else's", async () => {
    const start = Date.now() - 60_000;
    const ok = await alice.api.post('/api/report/session', {
      sessionStart: start,
      currentTime: Date.now(),
      userId: alice.id,
      clientId: acme.id,
    });
    expect(ok.status).toBe(200);
    expect(
      (await alice.api.post('/api/report/session', { sessionStart: start, currentTime: Date.now(), userId: bob.id, clientId: acme.id }))
        .status,
    ).toBe(403);
    expect(
      (await alice.api.post('/api/report/session', { sessionStart: start, currentTime: Date.now(), userId: alice.id, clientId: other.id }))
        .status,
    ).toBe(404);
    expect(
      (await alice.api.post('/api/report/session', { sessionStart: Date.now(), currentTime: start, userId: alice.id, clientId: acme.id }))
        .status,
    ).toBe(400);
    // The shell leaves user and client to the session.
    expect(
      (await bob.api.post('/api/report/session', { sessionStart: new Date(start).toISOString(), currentTime: new Date().toISOString() }))
        .status,
    ).toBe(200);
    const stats = await acme.admin.api.get('/api/report/sessions');
    expect(stats.body.result).toMatchObject({ sessions: 2, users: 2 });
    expect(stats.body.result.totalMs).toBeGreaterThanOrEqual(59_000);
  });
});

describe('module visits', () => {
  it('counts visitors per module without the mobile app', async () => {
    const now = new Date().toISOString();
    const visit = (u: TestUser, module: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      u.api.post('/api/report/visit', { module, time: now, user: u.id, client: acme.workspace, ...extra }, { headers });
    expect((await visit(alice, 'wall')).status).toBe(200);
    await visit(alice, 'wall');
    await visit(bob, 'wall');
    await visit(bob, 'polls');
    await visit(bob, 'polls', {}, { 'x-app-platform': 'mobile' });
    await visit(alice, 'shop', { mobile: true });
    expect((await visit(alice, 'wall', { user: bob.id })).status).toBe(403);
    // The shell's form: the seconds spent, user and client from the session.
    expect((await bob.api.post('/api/report/visit', { module: 'groups', time: 42 })).status).toBe(200);

    const stats = await acme.admin.api.get('/api/report/visits');
    expect(stats.status).toBe(200);
    expect(stats.body.result).toMatchObject({ visits: 5, visitors: 2, mobileVisits: 2 });
    expect(stats.body.result.modules).toEqual([
      { module: 'wall', visits: 3, visitors: 2, seconds: 0 },
      { module: 'groups', visits: 1, visitors: 1, seconds: 42 },
      { module: 'polls', visits: 1, visitors: 1, seconds: 0 },
    ]);
    expect((await alice.api.get('/api/report/visits')).status).toBe(403);
    expect((await other.admin.api.get('/api/report/visits')).body.result.visits).toBe(0);
    const old = await acme.admin.api.get(`/api/report/visits?from=${Date.now() - 10 * 86400_000}&to=${Date.now() - 9 * 86400_000}`);
    expect(old.body.result.visits).toBe(0);
  });
});
