import { describe, expect, it } from 'vitest';
import { shots, useScreens } from '../support/screens.js';

const { s, open } = useScreens();

describe('admin panel', () => {
  it('checks the mail (refusing a bad address in place), creates the default sections and shows the logs', async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/admin/');
    await expect.poll(async () => Number(await page.getByTestId('overview-users').textContent())).toBe(2);
    await shots(page, 'admin');

    await page.getByTestId('tab-mail').click();
    const mail = page.getByTestId('mail-check');
    await mail.locator('input[name=to]').fill('not-an-address');
    await mail.getByRole('button', { name: 'Send test mail' }).click();
    await expect.poll(() => mail.getByText('invalid e-mail').count()).toBe(1);
    await mail.locator('input[name=to]').fill('ops@example.test');
    await mail.getByRole('button', { name: 'Send test mail' }).click();
    await expect.poll(() => page.getByTestId('mail-result').textContent()).toContain('written to the outbox');

    await page.getByTestId('tab-sections').click();
    // The tab says what sections are before anything is created.
    expect(await page.getByTestId('sections').getByText('Sections are the parts of the portal').count()).toBe(1);
    await page.getByTestId('create-sections').click();
    await expect.poll(() => page.getByTestId('section').count()).toBeGreaterThanOrEqual(3);

    await page.getByTestId('tab-logs').click();
    await expect.poll(() => page.getByTestId('journal-row').filter({ hasText: 'Mail check' }).count()).toBe(1);
    // A department in a log entry is shown by its name, not its id.
    const dept = (await s.client.admin.api.post('/api/structure', { name: 'Logistics' })).body.result._id as string;
    await page.reload();
    await expect.poll(() => page.getByTestId('journal-details').allTextContents()).toContainEqual(expect.stringContaining('Logistics'));
    expect((await page.getByTestId('journal-details').allTextContents()).join(' ')).not.toContain(dept);
    await shots(page, 'admin-logs');
  });

  it('changes the start page of the company from the interface tab', async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/admin/?tab=interface');
    await page.getByTestId('interface-settings').getByLabel('Start page').click();
    // Only pages that exist here: the company page and the client's menu, no module that is not installed.
    const options = await page.getByRole('option').allTextContents();
    expect(options).toContain('Address book');
    expect(options).not.toContain('Calendar');
    expect(options).not.toContain('Clients');
    await page.getByRole('option', { name: 'Address book' }).click();
    await page.getByTestId('interface-settings').getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await s.client.admin.api.get(`/api/clients/${s.client.id}`)).body.result.start_page).toBe('addressBook');
  });
});

describe('languages', () => {
  it('shows the core screens in Russian and Ukrainian', async () => {
    const { page } = await open(s.client.admin);
    const cases: [string, string, string][] = [
      ['ru', '/employees/', 'Администрирование сотрудников'],
      ['uk', '/employees/', 'Адміністрування працівників'],
      ['ru', '/structure_new', 'Структура компании'],
      ['uk', '/notifications', 'Сповіщення'],
      ['uk', '/admin/', 'Панель адміністратора'],
    ];
    // One language per user: the profile's language is the interface's.
    const speak = (lang: string) => s.client.admin.api.put(`/api/user/${s.client.admin.id}`, { lang });
    for (const [lang, path, heading] of cases) {
      await speak(lang);
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
    }
    await page.goto('/employees/?tab=rights');
    await page.getByTestId('rights-table').waitFor();
    await shots(page, 'employees-rights-uk');
    await speak('en');
  });
});
