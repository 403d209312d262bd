import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { Outbox } from '../src/mail/entity.js';
import { PasswordReset } from '../src/auth/entities.js';
import { RESTORE_REQUESTS_PER_ADDRESS } from '../src/auth/rate-limit.js';
import { RESET_MAIL_INTERVAL_MS } from '../src/auth/area.js';
import { platformOf } from '../src/services/providers.js';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;

// The proxy is trusted so that each test can send from an address of its own (X-Forwarded-For).
beforeAll(async () => {
  t = await startCoreTestApp({ env: { TRUST_PROXY: 'true' } });
  acme = await t.client();
});
afterAll(() => t?.close());

let lastAddress = 0;
const fromNewAddress = () => ({ headers: { 'x-forwarded-for': `198.51.100.${++lastAddress}` } });
const forgot = (email: string, from = fromNewAddress()) => t.api.post('/api/forgot_password', { email }, from);

/** The restore links mailed to an address. */
async function linksTo(email: string): Promise<string[]> {
  const mails = await t.app.ds.getRepository(Outbox).find({ where: { to: email } });
  return mails.flatMap((m) => /\/reset-password\/(\S+)/.exec(m.text)?.[1] ?? []);
}

/** The links mailed to an address once the mail sent after the answer has gone. */
async function mailedLinks(email: string, count: number): Promise<string[]> {
  await vi.waitFor(async () => expect(await linksTo(email)).toHaveLength(count), { timeout: 5000 });
  return linksTo(email);
}

/** Makes the account's links look older than the one-mail-per-interval limit. */
const ageLinks = (userId: string) =>
  t.app.ds.getRepository(PasswordReset).update({ userId }, { createdAt: new Date(Date.now() - RESET_MAIL_INTERVAL_MS - 1000) });

it('ends an older restore link when a newer one is sent; the newer one works once', async () => {
  const u = await acme.user();
  expect((await forgot(u.email)).status).toBe(200);
  const [older] = await mailedLinks(u.email, 1);
  await ageLinks(u.id);
  expect((await forgot(u.email)).status).toBe(200);
  const newer = (await mailedLinks(u.email, 2)).find((l) => l !== older);
  expect(older && newer).toBeTruthy();

  const body = { password: 'brand-new-pw-1', confirmPassword: 'brand-new-pw-1' };
  const refused = await t.api.post(`/api/reset_password/${older}`, body);
  expect(refused.status).toBe(400);
  expect(refused.body.key).toBe('auth.resetInvalid');
  // The refused link changed nothing: the old password still signs in.
  expect((await t.api.post('/api/login', { login: u.login, password: u.password })).status).toBe(200);

  expect((await t.api.post(`/api/reset_password/${newer}`, body)).status).toBe(200);
  expect((await t.api.post('/api/login', { login: u.login, password: 'brand-new-pw-1' })).status).toBe(200);
  expect((await t.api.post(`/api/reset_password/${newer}`, body)).status).toBe(400);
});

it('a link cut short in a mail client says the link is invalid or expired, not that fields are missing', async () => {
  const body = { password: 'brand-new-pw-2', confirmPassword: 'brand-new-pw-2' };
  for (const cut of ['abc', 'x']) {
    const res = await t.api.post(`/api/reset_password/${cut}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The restore link is invalid or has expired', key: 'auth.resetInvalid' });
  }
});

describe('forgot_password tells nobody which accounts exist and floods no mailbox', () => {
  it('mails one link for 15 requests in a row (one mail per account per 5 minutes), answering each alike', async () => {
    const u = await acme.user();
    const from = fromNewAddress();
    for (let i = 0; i < 15; i++) {
      const res = await forgot(u.email, from);
      expect([res.status, res.body]).toEqual([200, { result: { sent: true } }]);
    }
    // A burst at once as well.
    await Promise.all(Array.from({ length: 5 }, () => forgot(u.email, from)));
    await mailedLinks(u.email, 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await linksTo(u.email)).toHaveLength(1);
  });

  it('answers a known address as fast as an unknown one: the mail goes after the answer', async () => {
    const u = await acme.user();
    const mailer = platformOf(t.app.core).mailer;
    const send = mailer.send.bind(mailer);
    // A slow mail server.
    const slow = vi.spyOn(mailer, 'send').mockImplementation(async (mail) => {
      await new Promise((r) => setTimeout(r, 1500));
      await send(mail);
    });
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await forgot(email);
        return { status: res.status, body: res.body, ms: performance.now() - started };
      };
      const known = await timed(u.email);
      const unknown = await timed('nobody-at-all@example.test');
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.ms).toBeLessThan(500);
      await mailedLinks(u.email, 1);
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      slow.mockRestore();
    }
  });

  it('counts every request of an address, known e-mail or not, apart from sign-in', async () => {
    const u = await acme.user();
    const from = fromNewAddress();
    for (let i = 0; i < RESTORE_REQUESTS_PER_ADDRESS; i++) expect((await forgot(u.email, from)).status).toBe(200);
    for (const email of [u.email, 'nobody-at-all@example.test']) {
      const res = await forgot(email, from);
      expect(res.status).toBe(429);
      expect(res.body.key).toBe('errors.tooMany');
    }
    // Another address is not affected, and sign-in from this one still works.
    expect((await forgot(u.email)).status).toBe(200);
    expect((await t.api.post('/api/login', { login: u.login, password: u.password }, from)).status).toBe(200);
  });
});
