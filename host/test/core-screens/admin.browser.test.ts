import { describe, expect, it } from 'vitest';
import { shots, untranslated, useScreens } from '../support/screens.js';

/** Latin words the translations themselves use (brands, formats). */
const LATIN_IN_TEXTS = ['Telegram', 'Slack', 'Teams', 'SMTP', 'JSON', 'Ctrl', 'Enter', 'Shift', 'Excel', 'HR'];

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
    await expect.poll(() => page.getByTestId('sections').getByText('Sections are the parts of the portal').count()).toBe(1);
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

describe('work calendar', () => {
  it("sets the company's country (named in the reader's language) and makes one of its holidays a working day", async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/admin/?tab=interface');
    const settings = page.getByTestId('other-settings');
    await settings.getByRole('textbox', { name: 'Country' }).fill('Kazakh');
    await page.getByRole('option', { name: 'Kazakhstan' }).click();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await s.client.admin.api.get(`/api/clients/${s.client.id}`)).body.result.settings.country).toBe('KZ');

    await page.getByTestId('tab-workdays').click();
    const calendar = page.getByTestId('work-calendar');
    const year = new Date().getFullYear();
    const first = (await s.client.admin.api.get(`/api/workdays/${year}`)).body.result.holidays[0] as { day: string; name: string };
    await calendar.getByText(first.name).first().waitFor();
    await calendar.getByRole('row').filter({ hasText: first.name }).first().getByText('Working day').click();
    await calendar.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await s.client.admin.api.get(`/api/workdays/${year}`)).body.result.overrides)
      .toEqual([{ day: first.day, workday: true }]);
    await shots(page, 'admin-workdays');
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
    // What the data holds stays as it is: names, the workspace, addresses; the product's name.
    const people = (await s.client.admin.api.post(`/api/user/filter/${s.client.workspace}`, { limit: 200 })).body.result as Record<
      string,
      string
    >[];
    const fromData = people.flatMap((p) => [
      p.firstName,
      p.lastName,
      `${p.firstName?.[0]}${p.lastName?.[0]}`, // avatar initials
      p.position,
      p.city,
      p.login,
      ...(p.email ?? '').split('@'),
    ]);
    type Node = { name: string; children: Node[] };
    const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [...n.name.split(/\s+/), ...names(n.children)]);
    const depts = names((await s.client.admin.api.get(`/api/structure/byClient/${s.client.id}`)).body.result);
    const allowed = [
      'Atrium',
      'mail',
      ...depts,
      ...s.client.workspace.split(/[^A-Za-z]+/),
      'Company',
      ...fromData.filter((w): w is string => !!w),
      ...LATIN_IN_TEXTS,
    ];
    for (const [lang, path, heading] of cases) {
      await speak(lang);
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
      await page.waitForTimeout(300);
      expect({ path, lang, words: await untranslated(page, allowed) }).toEqual({ path, lang, words: [] });
    }
    await page.goto('/employees/?tab=rights');
    await page.getByTestId('rights-table').waitFor();
    await shots(page, 'employees-rights-uk');
    await speak('en');
  });
});
