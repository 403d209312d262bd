import { describe, expect, it } from 'vitest';
import { shots, useScreens } from '../support/screens.js';
import { startReceiver } from '../../../core-api/test/services/helpers.js';

const { s, open } = useScreens();

const superadmin = { login: 'test-superadmin', password: 'test-superadmin-pw' };

describe('clients', () => {
  it('the superadmin creates a client (code checked in place) and switches a feature', async () => {
    const { page } = await open(superadmin);
    await page.waitForURL('**/clients');
    await page.getByTestId('clients-table').waitFor();
    await shots(page, 'clients');

    await page.getByTestId('client-create').click();
    const form = page.getByTestId('client-form');
    await form.locator('input[name=name]').fill('Northwind');
    await form.locator('input[name=workspace]').fill('north wind!');
    await form.getByTestId('client-save').click();
    await expect.poll(() => form.getByText('workspace code: Latin letters and digits only').count()).toBe(1);
    // The first administrator is part of a new client (invited by e-mail): required in place.
    expect(await form.getByTestId('first-admin').getByText('required field').count()).toBeGreaterThanOrEqual(2);
    await form.locator('input[name=adminFirstName]').fill('Olga');
    await form.locator('input[name=adminLastName]').fill('North');
    await form.locator('input[name=adminEmail]').fill('olga@northwind.test');
    // A taken code is the server's refusal, shown in the form.
    await form.locator('input[name=workspace]').fill(s.client.workspace);
    await form.getByTestId('client-save').click();
    await expect.poll(() => form.getByTestId('client-form-error').textContent()).toBe('This workspace code is already taken');
    await form.locator('input[name=workspace]').fill('northwind');
    await form.getByTestId('client-save').click();
    await page.getByTestId('client-title').waitFor();
    expect(await page.getByTestId('client-title').textContent()).toBe('Northwind');

    const list = await s.app.superadmin.api.get('/api/clients?search=northwind');
    const created = list.body.result[0];
    expect(created).toMatchObject({ workspace: 'northwind', name: 'Northwind', status: 'active' });
    const admins = await s.app.superadmin.api.post(
      '/api/user/filter/northwind',
      { search: 'olga' },
      { headers: { 'x-company-id': 'northwind' } },
    );
    expect(admins.body.result).toEqual([expect.objectContaining({ email: 'olga@northwind.test', roles: ['admin'] })]);

    await page.getByTestId('tab-features').click();
    const sw = page.locator('[data-feature=structures]');
    await expect.poll(() => sw.isChecked()).toBe(true);
    await sw.click({ force: true });
    await expect
      .poll(
        async () =>
          (await s.app.superadmin.api.get(`/api/clients/${created._id}`)).body.result.features.find(
            (f: { feature: string }) => f.feature === 'structures',
          ).active,
      )
      .toBe(false);
    await shots(page, 'client-features');

    // Design: a header image of the wrong size is refused in the browser before any upload.
    await page.getByTestId('tab-design').click();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/upload')) uploads.push(r.url());
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('upload-head').click();
    const png = await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = 400;
      c.height = 100;
      const blob: Blob = await new Promise((r) => c.toBlob((b) => r(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await (await chooser).setFiles({ name: 'head.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await expect.poll(() => page.getByTestId('design-error').textContent()).toContain('Wrong image size');
    expect(uploads).toEqual([]);
    // The logo goes to the client being edited (the superadmin works in no client) and shows at once.
    const logoChooser = page.waitForEvent('filechooser');
    await page.getByTestId('upload-logo').click();
    await (await logoChooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    const logo = page.getByTestId('design-logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    expect(await page.getByTestId('design-error').count()).toBe(0);
    const src = (await logo.getAttribute('src'))!;
    const stored = await s.app.superadmin.api.get(`/api/clients/${created._id}/filestat`, { headers: { 'x-company-id': 'northwind' } });
    expect(stored.body.result.count).toBe(1);
    expect(src).toMatch(/^\/api\/files\//);
    await shots(page, 'client-design');

    // Block and unblock from the maintenance tab.
    await page.getByTestId('tab-maintenance').click();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Block' }).click();
    await expect.poll(async () => (await s.app.superadmin.api.get(`/api/clients/${created._id}`)).body.result.status).toBe('blocked');
    await page.getByRole('button', { name: 'Unblock' }).click();
    await expect.poll(async () => (await s.app.superadmin.api.get(`/api/clients/${created._id}`)).body.result.status).toBe('active');
  });

  it('the superadmin has a menu before entering a client, reaches the application settings from it and enters a client cleanly', async () => {
    const { page } = await open(superadmin);
    const nav = page.getByTestId('side-nav');
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Clients', 'Application settings']);
    await nav.getByRole('link', { name: 'Application settings' }).click();
    await page.waitForURL('**/app');
    await expect.poll(async () => Number(await page.getByTestId('app-clients').textContent())).toBeGreaterThanOrEqual(1);
    // The company page leads to the first page of the menu, not to "not found".
    await page.goto('/company');
    await page.waitForURL('**/clients');
    // Entering a client shows its screens, with no error toast from any widget.
    const row = page.locator(`[data-testid=client-row][data-workspace="${s.client.workspace}"]`);
    await row.getByTestId('client-actions').click();
    await page.locator('[data-action=enter]').click();
    await page.waitForURL('**/employees/');
    await expect.poll(() => nav.getByRole('link', { name: 'Employees' }).count()).toBe(1);
    await page.goto('/company');
    await page.waitForTimeout(1500);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  });
  it('the superadmin clones a client and deletes the clone for good behind the agreement checkbox', async () => {
    const { page } = await open(superadmin);
    await page.goto(`/clients?client=${s.client.id}&tab=lifecycle`);
    await page.getByLabel('New workspace code').fill('twinco');
    await page.getByLabel('New name').fill('Twin Co');
    await page.getByRole('button', { name: 'Clone' }).click();
    await expect.poll(() => page.getByTestId('lifecycle-result').textContent()).toBe('Cloned into twinco');
    await shots(page, 'client-lifecycle');
    const twin = (await s.app.superadmin.api.get('/api/clients?search=twinco')).body.result[0];
    expect(twin).toMatchObject({ workspace: 'twinco', name: 'Twin Co' });

    await page.goto(`/clients?client=${twin._id}&tab=lifecycle`);
    const remove = page.getByRole('button', { name: 'Delete the client' });
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);
    await page.getByLabel('I agree that every piece of the client data is deleted for good').check();
    await remove.click();
    await page.waitForURL('**/clients');
    await expect.poll(async () => (await s.app.superadmin.api.get('/api/clients?search=twinco')).body.total).toBe(0);
  });

  it('the superadmin exports every client with progress, and sets Sendsay for a client and exports its employees there', async () => {
    const sendsay = await startReceiver(() => ({ status: 200, body: { 'track.id': '1' } }));
    try {
      const { page } = await open(superadmin);
      await page.waitForURL('**/clients');
      await page.getByTestId('clients-table').waitFor();
      const total = (await s.app.superadmin.api.get('/api/clients')).body.total as number;
      await page.getByTestId('clients-export-all').click();
      const progress = page.getByTestId('clients-export-all-progress');
      // The jobs run in the queue; the button's line follows them to the end.
      await expect.poll(() => progress.textContent(), { timeout: 60_000 }).toBe(`Exported ${total} of ${total}`);

      await page.goto(`/clients?client=${s.client.id}&tab=mailing`);
      const form = page.getByTestId('sendsay');
      await form.getByLabel('Account login').fill('acme-login');
      await form.getByLabel('List code').fill('pl100');
      await form.getByLabel('API address').fill(`${sendsay.url}/general/api/v100/json`);
      await form.getByLabel('API key').fill('secret-key');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => form.getByTestId('sendsay-result').textContent()).toBe('Sendsay settings saved');
      // The key is kept, never shown again: the field is empty, its placeholder says so.
      expect(await form.getByLabel('API key').inputValue()).toBe('');
      expect(await form.getByLabel('API key').getAttribute('placeholder')).toBe('Kept; enter a new one to replace it');
      await shots(page, 'client-sendsay');

      const employees = (await s.app.superadmin.api.get(`/api/clients/stat/${s.client.id}`)).body.result.users as number;
      await form.getByRole('button', { name: 'Export to Sendsay' }).click();
      await expect.poll(() => form.getByTestId('sendsay-result').textContent()).toBe(`${employees} employees sent in 1 requests`);
      expect(sendsay.received).toHaveLength(1);
      expect(sendsay.received[0]!.headers.authorization).toBe('sendsay apikey=secret-key');
    } finally {
      await sendsay.close();
    }
  });
});
