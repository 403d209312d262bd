import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { axeViolations } from '@atrium/sdk/testing/browser';
import { PHONE, shots } from '../support/screens.js';

// The polls plugin as an installation finds it: it declares `settings` (remindAfterDays 0..30).
const app = useBrowserApp({ plugins: ['polls'], results: 'host' });

/** Signs in as a client's administrator (the harness's client unless told) in English. */
const openAdmin = (viewport = { width: 1280, height: 800 }, admin = app.client.admin) => app.open(admin, { viewport });

describe('module settings tab of the admin panel', () => {
  it('saves the limit (30) and keeps it after a reload; 31 shows the server error under the field and is not stored', async () => {
    const page = await openAdmin();
    await page.goto('/admin/');
    await page.getByTestId('tab-modules').click();
    const form = page.getByTestId('module-settings-polls');
    const days = form.getByLabel('Remind those who have not answered after, days (0: never)');
    await expect.poll(() => days.inputValue()).toBe('3');
    await days.fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Settings of Polls saved').count()).toBe(1);

    await page.reload();
    await expect
      .poll(() =>
        page
          .getByTestId('module-settings-polls')
          .getByLabel(/Remind those/)
          .inputValue(),
      )
      .toBe('30');

    await days.fill('31');
    await days.press('Enter');
    await expect.poll(() => form.getByText(/expected number to be <=30/).count()).toBe(1);
    await expect.poll(() => days.getAttribute('aria-invalid')).toBe('true');
    expect((await app.client.admin.api.get('/api/plugins/settings')).body.result[0].value).toEqual({ remindAfterDays: 30 });
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'admin-module-settings');
  });

  it('works with the keyboard at phone width', async () => {
    const page = await openAdmin(PHONE);
    await page.goto('/admin/?tab=modules');
    const days = page.getByTestId('module-settings-polls').getByLabel(/Remind those/);
    await days.focus();
    await days.fill('12');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await app.client.admin.api.get('/api/plugins/settings')).body.result[0].value)
      .toEqual({ remindAfterDays: 12 });
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('module settings without any module', () => {
  it('says that no module has settings', async () => {
    const bare = await app.t.client({ features: [] });
    const page = await openAdmin(undefined, bare.admin);
    await page.goto('/admin/?tab=modules');
    await expect.poll(() => page.getByText('No module has settings').count()).toBe(1);
  });
});
