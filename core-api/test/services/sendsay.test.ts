import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import { startReceiver } from './helpers.js';

/**
 * The mailing-service export (spec §7 Clients, `POST api/clients/exec_sendsay`) against a loopback server standing in
 * for Sendsay's JSON API, which checks each request: the address of the login, the API key header, `member.import`
 * with the active employees, in batches of SENDSAY_BATCH (2 here).
 */
let t: CoreTestApp;
let acme: TestClient;
let rx: Awaited<ReturnType<typeof startReceiver>>;
const ok = () => ({ status: 200, body: { 'track.id': '1' } });

const settings = (over: Record<string, unknown> = {}) => ({
  login: 'acme-login',
  listId: 'pl100',
  baseUrl: `${rx.url}/general/api/v100/json`,
  apiKey: 'secret-key',
  ...over,
});
const exec = (clientId = acme.id) => t.superadmin.api.post('/api/clients/exec_sendsay', { client_id: clientId });
const rows = () => rx.received.flatMap((r) => r.body['users.list'].rows as string[][]);

beforeAll(async () => {
  rx = await startReceiver(ok);
  t = await startCoreTestApp({ env: { SENDSAY_BATCH: '2' } });
  acme = await t.client();
});
afterAll(async () => {
  await t?.close();
  await rx?.close();
});

describe('Sendsay settings of a client', () => {
  it('keeps the key and never answers it; the first save needs one', async () => {
    expect((await t.superadmin.api.get(`/api/clients/${acme.id}/sendsay`)).body.result).toBeNull();
    const keyless = await t.superadmin.api.put(`/api/clients/${acme.id}/sendsay`, settings({ apiKey: undefined }));
    expect(keyless.status).toBe(400);
    expect(keyless.body.details[0].path).toBe('apiKey');

    const saved = await t.superadmin.api.put(`/api/clients/${acme.id}/sendsay`, settings());
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({ login: 'acme-login', listId: 'pl100', baseUrl: settings().baseUrl, hasKey: true });
    expect(JSON.stringify(saved.body)).not.toContain('secret-key');
    // The key rests sealed, not as typed.
    const [row] = await t.app.ds.getRepository('SendsayAccount').find({ where: { clientId: acme.id } });
    expect(JSON.stringify(row)).not.toContain('secret-key');

    const renamed = await t.superadmin.api.put(`/api/clients/${acme.id}/sendsay`, settings({ listId: 'pl200', apiKey: undefined }));
    expect(renamed.body.result).toMatchObject({ listId: 'pl200', hasKey: true });
    expect((await t.superadmin.api.get(`/api/clients/${acme.id}/sendsay`)).body.result).toEqual(renamed.body.result);
  });

  it('refuses a base URL that is not http(s)', async () => {
    const res = await t.superadmin.api.put(`/api/clients/${acme.id}/sendsay`, settings({ baseUrl: 'file:///etc/passwd' }));
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('baseUrl');
  });

  it('is for the superadmin: an admin gets 403 on every call and nothing is sent', async () => {
    const before = rx.received.length;
    expect((await acme.admin.api.get(`/api/clients/${acme.id}/sendsay`)).status).toBe(403);
    expect((await acme.admin.api.put(`/api/clients/${acme.id}/sendsay`, settings())).status).toBe(403);
    expect((await acme.admin.api.post('/api/clients/exec_sendsay', { client_id: acme.id })).status).toBe(403);
    expect(rx.received.length).toBe(before);
  });
});

describe('export to Sendsay', () => {
  it("sends the active employees' e-mails and names with the key, one batch at the limit", async () => {
    await t.superadmin.api.put(`/api/clients/${acme.id}/sendsay`, settings());
    const ann = await acme.user({ fields: { firstName: 'Ann', lastName: 'Lee' } });
    rx.received.length = 0;
    // The admin and Ann: two employees, the batch size.
    const res = await exec();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ exported: 2, batches: 1 });
    expect(rx.received).toHaveLength(1);
    const [req] = rx.received;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/general/api/v100/json/acme-login');
    expect(req!.headers.authorization).toBe('sendsay apikey=secret-key');
    expect(req!.body).toMatchObject({ action: 'member.import', addr_type: 'email', group: 'pl100' });
    expect(req!.body['users.list'].caption.map((c: { datakey: string }) => c.datakey)).toEqual([
      'member.email',
      'base.firstName',
      'base.lastName',
    ]);
    expect(rows()).toContainEqual([ann.email, 'Ann', 'Lee']);
  });

  it('one employee past the batch size takes a second request; blocked and deleted employees stay out', async () => {
    const gone = await acme.user();
    const blocked = await acme.user();
    await t.app.ds.getRepository('User').update({ id: gone.id }, { deletion_mark: true });
    await t.app.ds.getRepository('User').update({ id: blocked.id }, { blocked: true });
    const third = await acme.user();
    rx.received.length = 0;
    const res = await exec();
    expect(res.body.result).toEqual({ exported: 3, batches: 2 });
    expect(rx.received).toHaveLength(2);
    const emails = rows().map((r) => r[0]);
    expect(emails).toContain(third.email);
    expect(emails).not.toContain(gone.email);
    expect(emails).not.toContain(blocked.email);
  });

  it("a refusal is 502 'export failure to a mailing service' with Sendsay's reason", async () => {
    rx.answer = () => ({ status: 200, body: { errors: [{ id: 'error/auth/failed', explain: 'wrong key' }] } });
    const refused = await exec();
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('export failure to a mailing service: error/auth/failed: wrong key');

    rx.answer = () => ({ status: 500, body: {} });
    const broken = await exec();
    expect(broken.status).toBe(502);
    expect(broken.body.message).toBe('export failure to a mailing service: Sendsay answered 500');
    rx.answer = ok;
  });

  it('an unreachable Sendsay is 502 too', async () => {
    const other = await t.client();
    await t.superadmin.api.put(`/api/clients/${other.id}/sendsay`, settings({ baseUrl: 'http://127.0.0.1:9/json' }));
    const res = await exec(other.id);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^export failure to a mailing service: /);
  });

  it("follows Sendsay's REDIRECT to the login's address once", async () => {
    rx.received.length = 0;
    rx.answer = (r) =>
      r.path.startsWith('/general/api/v100/json/') ? { status: 200, body: { REDIRECT: '/node2/json/acme-login' } } : ok();
    const res = await exec();
    rx.answer = ok;
    expect(res.status).toBe(200);
    expect(rx.received.map((r) => r.path)).toEqual([
      '/general/api/v100/json/acme-login',
      '/node2/json/acme-login',
      '/general/api/v100/json/acme-login',
      '/node2/json/acme-login',
    ]);
  });

  it('a client without settings is 400, an unknown client 404', async () => {
    const bare = await t.client();
    const res = await exec(bare.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Sendsay is not set up for this client');
    expect((await exec('01890000-0000-7000-8000-000000000000')).status).toBe(404);
  });
});
