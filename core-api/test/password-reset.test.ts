import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { Outbox } from '../src/mail/entity.js';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
});
afterAll(() => t?.close());

/** The restore links mailed to an address. */
async function linksTo(email: string): Promise<string[]> {
  const mails = await t.app.ds.getRepository(Outbox).find({ where: { to: email } });
  return mails.flatMap((m) => /\/reset-password\/(\S+)/.exec(m.text)?.[1] ?? []);
}

it('ends an older restore link when a newer one is sent; the newer one works once', async () => {
  const u = await acme.user();
  expect((await t.api.post('/api/forgot_password', { email: u.email })).status).toBe(200);
  const [older] = await linksTo(u.email);
  expect((await t.api.post('/api/forgot_password', { email: u.email })).status).toBe(200);
  const newer = (await linksTo(u.email)).find((l) => l !== older);
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
