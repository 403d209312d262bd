import { describe, expect, it } from 'vitest';
import { PHONE, shots, useScreens, widen } from '../support/screens.js';

const { s, open } = useScreens();

describe('employee administration', () => {
  it('an admin creates an employee (errors shown in place first), then gives and takes a right', async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/employees/');
    await page.getByTestId('employees-table').waitFor();
    await shots(page, 'employees');
    // On a phone every row is a card whose actions are in reach, with no sideways scrolling.
    await page.setViewportSize(PHONE);
    await expect
      .poll(async () => {
        const box = await page.getByTestId('employee-actions').first().boundingBox();
        return !!box && box.x + box.width <= PHONE.width;
      })
      .toBe(true);
    await widen(page, { width: 1366, height: 800 });

    await page.getByTestId('employee-create').click();
    const form = page.getByTestId('employee-form');
    // An invitation by e-mail is the default; this admin types a password instead.
    await form.getByRole('switch', { name: 'Invite by e-mail' }).click({ force: true });
    await form.getByTestId('employee-save').click();
    // The shared UserRegister schema answers in place before anything is sent.
    await expect.poll(() => form.getByText('required field').count()).toBeGreaterThanOrEqual(2);
    await form.locator('input[name=lastName]').fill('Brown');
    await form.locator('input[name=firstName]').fill('Kate1');
    await form.locator('input[name=email]').fill(`${s.employee.login}@example.test`);
    await form.locator('input[name=password]').fill('secret-42');
    await form.locator('input[name=confirmPassword]').fill('secret-42');
    await form.getByTestId('employee-save').click();
    await expect.poll(() => form.getByText('forbidden symbols').count()).toBe(1);
    await form.locator('input[name=firstName]').fill('Kate');
    await form.getByTestId('employee-save').click();
    // The server refuses the taken e-mail; its message shows inside the form.
    await expect.poll(() => form.getByTestId('employee-form-error').textContent()).toBe('This e-mail is already registered');
    await shots(page, 'employee-form-error');
    await form.locator('input[name=email]').fill('kate.brown@example.test');
    await form.getByTestId('employee-save').click();
    await page.getByTestId('employee-form').waitFor({ state: 'detached' });
    await page.getByTestId('employees-search').fill('Brown');
    await expect.poll(() => page.locator('[data-testid=employee-row][data-name="Kate Brown"]').count()).toBe(1);

    const found = await s.client.admin.api.post(`/api/user/filter/${s.client.workspace}`, { search: 'kate.brown' });
    const kate = found.body.result[0];
    expect(kate).toMatchObject({ firstName: 'Kate', lastName: 'Brown', email: 'kate.brown@example.test' });

    // Rights and roles: structures is administrative, so a new employee lacks it; give it, then take it back.
    await page.getByTestId('tab-rights').click();
    await page.getByTestId('rights-table').waitFor();
    const box = page.getByRole('checkbox', { name: 'Structure: Kate Brown' });
    await expect.poll(() => box.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Profile editing: Kate Brown' }).isChecked()).toBe(true);
    await box.click();
    await expect
      .poll(async () => (await s.client.admin.api.get(`/api/user/${kate._id}`)).body.result.rights.includes('structures'))
      .toBe(true);
    await expect.poll(() => box.isChecked()).toBe(true);
    await box.click();
    await expect
      .poll(async () => (await s.client.admin.api.get(`/api/user/${kate._id}`)).body.result.rights.includes('structures'))
      .toBe(false);
    await shots(page, 'employees-rights');

    // The journal of employee data changes shows the creation.
    await page.getByTestId('tab-changes').click();
    await expect.poll(() => page.getByTestId('journal-row').filter({ hasText: 'Employee created' }).count()).toBeGreaterThanOrEqual(1);
    await shots(page, 'employees-changes');
  });

  it('an admin invites a new administrator by e-mail; the invitation link opens a welcome form', async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/employees/');
    await page.getByTestId('employee-create').click();
    const form = page.getByTestId('employee-form');
    expect(await form.getByLabel('Password', { exact: true }).count()).toBe(0);
    await form.locator('input[name=lastName]').fill('Stone');
    await form.locator('input[name=firstName]').fill('Mia');
    await form.locator('input[name=email]').fill('mia.stone@example.test');
    await form.getByRole('checkbox', { name: 'Administrator' }).check();
    await form.getByTestId('employee-save').click();
    await page.getByTestId('employee-form').waitFor({ state: 'detached' });
    const found = await s.client.admin.api.post(`/api/user/filter/${s.client.workspace}`, { search: 'mia.stone' });
    expect(found.body.result[0]).toMatchObject({ firstName: 'Mia', roles: ['admin'] });
    // The mailed link's page welcomes the new employee; a link that is not valid says so.
    await page.goto('/register/not-a-real-token');
    await expect.poll(() => page.getByText('Welcome! Set your password').count()).toBeGreaterThanOrEqual(1);
    await page.getByLabel('New password').fill('secret-42');
    await page.getByLabel('Confirm password').fill('secret-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('invalid or has expired');
  });

  it('an admin registers several employees at once from pasted rows, as one job with progress', async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/employees/');
    await page.getByTestId('employees-table').waitFor();
    await page.getByTestId('register-many').click();
    await page
      .getByTestId('register-many-rows')
      .fill('Orlova\tIrina\tirina.orlova@example.com\tsecret123\nBelov\tPavel\tpavel.belov@example.com\tsecret123');
    await shots(page, 'employees-register-many');
    await page.getByTestId('register-many-form').locator('button[type=submit]').click();
    await page.getByTestId('register-many-done').waitFor({ timeout: 30_000 });
    await shots(page, 'employees-register-many-done');
    await page.keyboard.press('Escape');
    await page.getByTestId('employees-search').fill('Belov');
    await page.locator('[data-testid=employee-row][data-name="Pavel Belov"]').waitFor();
  });

  it('blocks and unblocks an employee and exports everyone to Excel', async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/employees/');
    await page.getByTestId('employees-search').fill('Green');
    const row = page.locator('[data-testid=employee-row][data-name="Eva Green"]');
    await row.waitFor();
    await row.getByTestId('employee-actions').click();
    await page.locator('[data-action=block]').click();
    await expect.poll(async () => (await s.client.admin.api.get(`/api/user/${s.employee.id}`)).body.result.blocked).toBe(true);
    await row.getByTestId('employee-actions').click();
    await page.locator('[data-action=unblock]').click();
    await expect.poll(async () => (await s.client.admin.api.get(`/api/user/${s.employee.id}`)).body.result.blocked).toBe(false);

    // Excel export: a blob named from the Content-Disposition header.
    const download = page.waitForEvent('download');
    await page.getByTestId('export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('employees-all.xlsx');
    const bytes = await import('node:fs').then((fs) => file.path().then((p) => fs.readFileSync(p)));
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps a non-admin away from /employees/ and /admin/', async () => {
    const { page } = await open(s.employee);
    await page.goto('/employees/');
    await page.waitForURL('**/company');
    await page.goto('/admin/');
    await page.waitForURL('**/company');
    await page.goto('/clients');
    await page.waitForURL('**/company');
  });
});
