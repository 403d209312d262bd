import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCspViolations, useBrowserApp, watchErrors } from '@atrium/sdk/testing/browser';
import { startLoopbackIssuer, type LoopbackIssuer } from '../../core-api/test/support/oidc-issuer.js';

/**
 * The installation's public address as the provider knows it. The browser is sent back there, and the
 * test's route hands that on to the app on its loopback port, as a proxy in front of it would.
 */
const PUBLIC_URL = 'http://atrium.test';
const before = process.env.PUBLIC_URL;
process.env.PUBLIC_URL = PUBLIC_URL;

const app = useBrowserApp({ plugins: ['wall'], results: 'host' });
let idp: LoopbackIssuer;

beforeAll(async () => {
  idp = await startLoopbackIssuer(`${PUBLIC_URL}/authorize`);
  const res = await app.t.superadmin.api.post(`/api/clients/${app.client.id}/sso`, {
    kind: 'oidc',
    name: 'Company ID',
    issuer: idp.issuer,
    oidcClientId: idp.clientId,
    secret: idp.secret,
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await idp?.close();
  if (before === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = before;
});

/** A fresh English page whose requests to the public address go to the app under test. */
async function freshPage() {
  const context = await app.browser.newContext({ baseURL: app.t.url, viewport: { width: 1280, height: 900 } });
  // On the app's pages only: the provider's page denies its storage to scripts.
  await context.addInitScript((origin) => {
    if (location.origin === origin) localStorage.setItem('atrium.lang', 'en');
  }, app.t.url);
  await reportCspViolations(context);
  await context.route(`${PUBLIC_URL}/**`, (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: `${app.t.url}${url.pathname}${url.search}` } });
  });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

describe('sign-in with an OpenID Connect provider', () => {
  it("goes through the provider's login page and lands on the wall", async () => {
    const u = await app.client.user({ rights: ['wall'], fields: { firstName: 'Sara', lastName: 'Single' } });
    const { context, page, errors } = await freshPage();
    try {
      await page.goto(`/login/?ws=${app.client.workspace}`);
      const button = page.getByRole('link', { name: 'Sign in with Company ID' });
      await button.waitFor();
      await app.shot(page, 'sso-sign-in');
      await button.click();
      // The provider's own page (oidc-provider's development login form).
      await page.waitForURL((url) => url.origin === idp.issuer);
      await page.locator('input[name=login]').fill(u.email);
      await page.locator('input[name=password]').fill('any');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.waitForURL((url) => url.origin === app.t.url && url.pathname === '/company');
      await page.getByTestId('feed').waitFor();
      await app.shot(page, 'sso-wall');
      expect(await page.evaluate(() => localStorage.getItem('atrium.userId'))).toBe(u.id);
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('shows a refusal on the sign-in page: an unknown person', async () => {
    const { context, page, errors } = await freshPage();
    try {
      await page.goto(`/login/?ws=${app.client.workspace}`);
      await page.getByRole('link', { name: 'Sign in with Company ID' }).click();
      await page.waitForURL((url) => url.origin === idp.issuer);
      await page.locator('input[name=login]').fill('stranger@example.test');
      await page.locator('input[name=password]').fill('any');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.waitForURL((url) => url.origin === app.t.url && url.pathname === '/login/');
      await expect.poll(() => page.getByTestId('login-error').textContent()).toMatch(/no employee with this account/);
      await app.shot(page, 'sso-refused');
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('the superadmin connects a provider and generates the SCIM token in the client edit screen', async () => {
    const page = await app.open({ login: 'test-superadmin', password: 'test-superadmin-pw' });
    await page.goto(`/clients?client=${app.client.id}&tab=sso`);
    await page.getByTestId('sso-add').click();
    const form = page.getByTestId('sso-form');
    await form.locator('input[name=name]').fill('Staff login');
    await form.locator('input[name=issuer]').fill('http://idp.example.test');
    await form.locator('input[name=oidcClientId]').fill('atrium');
    await form.locator('input[name=secret]').fill('a-secret-value');
    await form.getByTestId('sso-save').click();
    // The server's check, shown at its field.
    await form.getByText('an https address of the provider').waitFor();
    await form.locator('input[name=issuer]').fill(idp.issuer);
    await form.getByTestId('sso-save').click();
    await page.getByTestId('sso-provider').filter({ hasText: 'Staff login' }).waitFor();
    await page.getByTestId('scim-generate').click();
    const token = await page.getByTestId('scim-token').textContent();
    expect(token?.length).toBeGreaterThan(20);
    await app.shot(page, 'sso-client-tab');
    const scim = await fetch(`${app.t.url}/api/scim/v2/Users`, { headers: { authorization: `Bearer ${token}` } });
    expect(scim.status).toBe(200);
    // The secret never comes back: not in the page, not in any answer.
    expect(await page.content()).not.toContain('a-secret-value');
  });
});
