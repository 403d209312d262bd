import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';

// The wall too: its page hosts the `wall.widgets` slot the polls widget fills.
const app = useBrowserApp({ plugins: ['polls', 'wall'], results: 'polls' });
let employee: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  const acme = app.client;
  const dept = async (name: string) => (await app.client.admin.api.post('/api/structure', { name })).body.result._id as string;
  const sales = await dept('Sales');
  const it = await dept('IT');
  employee = await acme.user({ rights: ['polls', 'wall'], fields: { firstName: 'Eva', lastName: 'Sales', departmentId: sales } });
  outsider = await acme.user({ rights: ['polls'], fields: { firstName: 'Ivan', lastName: 'Other', departmentId: it } });
});

describe('a closed poll for a department, end to end', () => {
  let pollId = '';
  const pollName = 'Sales retro';

  it('an admin creates a closed poll for the Sales department', async () => {
    const page = await app.open(app.client.admin);
    await page.goto('/poll/new');
    await page.getByRole('button', { name: 'Save' }).click();
    // The shared schema's rules show in place before anything is sent.
    await page.getByText('Enter the poll name').waitFor();
    await page.getByLabel('Name').fill(pollName);
    await expect.poll(() => page.getByText('Enter the poll name').count()).toBe(0);
    await page.getByText('Closed', { exact: true }).click();
    await page.getByRole('switch', { name: 'Everyone' }).click();
    await page.getByRole('textbox', { name: 'Departments' }).click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Question text').fill('What went well?');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question text').nth(1).fill('Rate the quarter');
    await page.getByTestId('question-1').getByRole('textbox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Range' }).click();
    await app.shot(page, 'editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/poll\/[0-9a-f-]{36}$/);
    pollId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: pollName }).waitFor();
    const saved = (await app.client.admin.api.get(`/api/poll/${pollId}`)).body.result;
    expect(saved).toMatchObject({ type: 'closed', forAll: false });
    // The SDK's audience picker stored the department as one content grant.
    expect(saved.recipients).toEqual([{ level: 'read', audience: 'departments', departmentIds: [expect.any(String)] }]);
    expect(saved.questions.map((q: { kind: string }) => q.kind)).toEqual(['short', 'range']);
  });

  it('an employee of Sales finds it waiting and answers it', async () => {
    const page = await app.open(employee);
    // The shell and both remotes run under the shell's Content-Security-Policy; the harness fails the test on any violation.
    const remotes = new Set<string>();
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      const m = /\/plugins\/(\w+)\/remoteEntry\.js/.exec(r.url());
      if (m && r.ok()) remotes.add(m[1]!);
      if (r.url().endsWith('.js') && r.ok()) scripts.push(r.text().catch(() => ''));
    });
    const shell = await page.goto('/company');
    expect(shell?.headers()['content-security-policy']).toContain("script-src 'self';");
    // The wall's widget column lists the poll waiting for the employee.
    await page.getByTestId('polls-widget').getByText(pollName).waitFor();
    expect([...remotes].sort()).toEqual(['polls', 'wall']);
    // Charts load only where a chart is drawn: the wall with the widget fetched no chart library.
    expect((await Promise.all(scripts)).some((js) => js.includes('recharts-wrapper'))).toBe(false);
    expect(await page.getByTestId('polls-widget').getByText('Polls waiting for you').count()).toBe(1);
    await page.goto('/polls');
    await page.getByText(pollName).click();
    await page.waitForURL(`**/poll/${pollId}`);
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('This question is mandatory').waitFor();
    await app.shot(page, 'answer-validation');
    await page.getByLabel('What went well?').fill('The new leads board');
    await page.getByText('4', { exact: true }).click();
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('You have answered this poll').waitFor();
    // Phone width (481 px, docs/architecture.md, Limits): the poll and the list fit without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const at of [`/poll/${pollId}`, '/polls']) {
      await page.goto(at);
      if (at === '/polls') await page.getByRole('tab', { name: 'All' }).click();
      await page.getByText(pollName).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await app.shot(page, 'phone-list');
  });

  it('an employee outside the department cannot see it', async () => {
    const page = await app.open(outsider);
    await page.goto('/polls');
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByText('No polls yet').waitFor();
    expect(await page.getByText(pollName).count()).toBe(0);
    expect((await outsider.api.get(`/api/poll/${pollId}`)).status).toBe(403);
  });

  it('the admin sees the results and downloads the Excel file', async () => {
    const page = await app.open(app.client.admin);
    // Once answered, the editor keeps the questions fixed but still edits the rest.
    await page.goto(`/poll/${pollId}/edit`);
    await page.getByText('This poll has answers: its type and questions stay as they are.').waitFor();
    expect(await page.getByLabel('Question text').first().isDisabled()).toBe(true);
    await page.getByLabel('Description').fill('Quarterly retrospective');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/poll/${pollId}`);
    await page.getByText('Quarterly retrospective').waitFor();
    await page.goto(`/poll/${pollId}/results`);
    await page.getByText('Answered 1 of 1').waitFor();
    await page.locator('.recharts-bar-rectangle path').first().waitFor();
    await app.shot(page, 'results-general');
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.getByTestId('results-table').getByText('The new leads board').waitFor();
    expect(await page.getByTestId('results-table').getByText('Sales Eva').count()).toBe(1);
    await app.shot(page, 'results-table');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
    expect(download.suggestedFilename()).toBe(`${pollName}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const table = JSON.stringify(wb.getWorksheet('Table')!.getSheetValues());
    expect(table).toContain('The new leads board');
    expect(table).toContain('Sales Eva');
  });
});
