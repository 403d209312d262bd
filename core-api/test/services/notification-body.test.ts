import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, type TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';

// Spec §3, §7: the Notification body's `channel` and `client_id` on POST and PUT api/notification.
let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;
let alice: TestUser;
let carol: TestUser;

const centre = (userId: string) => t.app.ds.getRepository('Notification').count({ where: { userId } });
const mails = (to: string) => t.app.ds.getRepository('Outbox').count({ where: { to } });

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  other = await t.client();
  alice = await acme.user();
  carol = await acme.user();
  // Carol chose e-mail and the centre for every section; Alice keeps the defaults (popup and centre, no mail).
  expect((await carol.api.put('/api/user/notifications', { channels: { all: ['email', 'center'] } })).status).toBe(200);
});
afterAll(() => t?.close());

describe('POST api/notification', () => {
  it('client_id of the caller is accepted; another client is 404 and nothing is sent', async () => {
    const before = await centre(alice.id);
    const ok = await acme.admin.api.post('/api/notification', { users: [alice.id], title: 'Own client', client_id: acme.id });
    expect(ok.status).toBe(200);
    expect(await centre(alice.id)).toBe(before + 1);

    const foreign = await acme.admin.api.post('/api/notification', { users: [alice.id], title: 'Foreign', client_id: other.id });
    expect(foreign.status).toBe(404);
    expect(await centre(alice.id)).toBe(before + 1);
  });

  it("channel narrows delivery to that one of each user's channels", async () => {
    const [aliceBefore, carolBefore, carolMails] = [await centre(alice.id), await centre(carol.id), await mails(carol.email)];
    const res = await acme.admin.api.post('/api/notification', { users: [alice.id, carol.id], title: 'Mail only', channel: 'email' });
    expect(res.status).toBe(200);
    // Carol chose e-mail: one mail, and no centre row. Alice did not choose e-mail: she gets nothing.
    expect(await mails(carol.email)).toBe(carolMails + 1);
    expect(await centre(carol.id)).toBe(carolBefore);
    expect(await centre(alice.id)).toBe(aliceBefore);
    expect(await mails(alice.email)).toBe(0);
  });

  it('refuses an unknown channel with nothing sent', async () => {
    const before = await centre(alice.id);
    const res = await acme.admin.api.post('/api/notification', { users: [alice.id], title: 'x', channel: 'pigeon' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('channel');
    expect(await centre(alice.id)).toBe(before);
  });
});

describe('PUT api/notification', () => {
  it('sends e-mail by default, or through the channel named instead', async () => {
    const [mailsBefore, centreBefore] = [await mails(alice.email), await centre(alice.id)];
    expect((await acme.admin.api.put('/api/notification', { users: [alice.id], title: 'By mail' })).status).toBe(200);
    expect(await mails(alice.email)).toBe(mailsBefore + 1);
    expect(await centre(alice.id)).toBe(centreBefore);

    expect((await acme.admin.api.put('/api/notification', { users: [alice.id], title: 'To the centre', channel: 'center' })).status).toBe(
      200,
    );
    expect(await mails(alice.email)).toBe(mailsBefore + 1);
    expect(await centre(alice.id)).toBe(centreBefore + 1);
  });

  it('another client in client_id is 404 and no mail goes', async () => {
    const before = await mails(alice.email);
    const res = await acme.admin.api.put('/api/notification', { users: [alice.id], title: 'Foreign', client_id: other.id });
    expect(res.status).toBe(404);
    expect(await mails(alice.email)).toBe(before);
  });
});
