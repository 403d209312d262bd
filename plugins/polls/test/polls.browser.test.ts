import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { installedPlugins, startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';

const pluginDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(pluginDir, '../..');
const hostDist = path.join(root, 'host/dist');
const SHOTS = path.join(root, 'test-results/polls');

let app: TestApp;
let acme: TestClient;
let employee: TestUser;
let outsider: TestUser;
let browser: Browser;
const pageErrors: string[] = [];

/** `npm test` builds host and plugins before the browser tests; a lone run builds what is missing. */
function ensureBuilt() {
  const remotes = [pluginDir, path.join(root, 'plugins/wall')].map((d) => path.join(d, 'dist/ui/remoteEntry.js'));
  if (!fs.existsSync(path.join(hostDist, 'index.html')) || !remotes.every((f) => fs.existsSync(f)))
    execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}

beforeAll(async () => {
  ensureBuilt();
  // The plugin as an installation finds it: discovered from plugins/, with its UI manifest and remote.
  // The wall too: its page hosts the `wall.widgets` slot the polls widget fills.
  const { plugins, pluginDirs } = await installedPlugins({ ...process.env, PLUGINS: 'polls,wall' });
  app = await startTestApp({ plugins, pluginDirs, hostDist });
  acme = await app.client({
    features: [
      { feature: 'polls', active: true },
      { feature: 'wall', active: true },
    ],
  });
  const dept = async (name: string) => (await acme.admin.api.post('/api/structure', { name })).body.result._id as string;
  const sales = await dept('Sales');
  const it = await dept('IT');
  employee = await acme.user({ rights: ['polls', 'wall'], fields: { firstName: 'Eva', lastName: 'Sales', departmentId: sales } });
  outsider = await acme.user({ rights: ['polls'], fields: { firstName: 'Ivan', lastName: 'Other', departmentId: it } });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Screenshots of the main screens for review, in test-results/polls/. */
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function signedIn(user: { login: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: app.url, acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // A failing step leaves a screenshot of where it stood in test-results/polls/.
  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return;
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`), fullPage: true }).catch(() => undefined);
  });
  await page.goto('/login/');
  await page.getByLabel(/Login or e-mail/).fill(user.login);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

describe('a closed poll for a department, end to end', () => {
  let pollId = '';
  const pollName = 'Sales retro';

  it('an admin creates a closed poll for the Sales department', async () => {
    const page = await signedIn(acme.admin);
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
    await shot(page, 'editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/poll\/[0-9a-f-]{36}$/);
    pollId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: pollName }).waitFor();
    await page.context().close();
    const saved = (await acme.admin.api.get(`/api/poll/${pollId}`)).body.result;
    expect(saved).toMatchObject({ type: 'closed', forAll: false });
    // The SDK's audience picker stored the department as one content grant.
    expect(saved.recipients).toEqual([{ level: 'read', audience: 'departments', departmentIds: [expect.any(String)] }]);
    expect(saved.questions.map((q: { kind: string }) => q.kind)).toEqual(['short', 'range']);
  });

  it('an employee of Sales finds it waiting and answers it', async () => {
    const page = await signedIn(employee);
    // The wall's widget column lists the poll waiting for the employee.
    await page.goto('/company');
    await page.getByTestId('polls-widget').getByText(pollName).waitFor();
    expect(await page.getByTestId('polls-widget').getByText('Polls waiting for you').count()).toBe(1);
    await page.goto('/polls');
    await page.getByText(pollName).click();
    await page.waitForURL(`**/poll/${pollId}`);
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('This question is mandatory').waitFor();
    await shot(page, 'answer-validation');
    await page.getByLabel('What went well?').fill('The new leads board');
    await page.getByText('4', { exact: true }).click();
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('You have answered this poll').waitFor();
    // Phone width (spec core §9): the poll and the list fit without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const at of [`/poll/${pollId}`, '/polls']) {
      await page.goto(at);
      if (at === '/polls') await page.getByRole('tab', { name: 'All' }).click();
      await page.getByText(pollName).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await shot(page, 'phone-list');
    await page.context().close();
  });

  it('an employee outside the department cannot see it', async () => {
    const page = await signedIn(outsider);
    await page.goto('/polls');
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByText('No polls yet').waitFor();
    expect(await page.getByText(pollName).count()).toBe(0);
    await page.context().close();
    expect((await outsider.api.get(`/api/poll/${pollId}`)).status).toBe(403);
  });

  it('the admin sees the results and downloads the Excel file', async () => {
    const page = await signedIn(acme.admin);
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
    await shot(page, 'results-general');
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.getByTestId('results-table').getByText('The new leads board').waitFor();
    expect(await page.getByTestId('results-table').getByText('Sales Eva').count()).toBe(1);
    await shot(page, 'results-table');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
    expect(download.suggestedFilename()).toBe(`${pollName}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const table = JSON.stringify(wb.getWorksheet('Table')!.getSheetValues());
    expect(table).toContain('The new leads board');
    expect(table).toContain('Sales Eva');
    await page.context().close();
    expect(pageErrors).toEqual([]);
  });
});
