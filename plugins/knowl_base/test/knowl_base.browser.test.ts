import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { article, folder, PNG } from './helpers.js';

// The wall too: its page hosts the `wall.widgets` slot the knowledge base's widgets fill.
const app = useBrowserApp({ plugins: ['knowl_base', 'wall'], results: 'knowl_base' });
let employee: TestUser;
let outsider: TestUser;
let articleId: string;
const folderTitle = 'Sales playbook';
const articleTitle = 'Discount approval';

beforeAll(async () => {
  const dept = async (name: string) => (await app.client.admin.api.post('/api/structure', { name })).body.result._id as string;
  const sales = await dept('Sales');
  const it = await dept('IT');
  employee = await app.client.user({
    rights: ['knowl_base', 'wall'],
    fields: { firstName: 'Eva', lastName: 'Sales', departmentId: sales },
  });
  outsider = await app.client.user({ rights: ['knowl_base'], fields: { firstName: 'Ivan', lastName: 'Other', departmentId: it } });
});

describe('an article for one department, end to end', () => {
  it('an admin builds a folder with an article readable by Sales only', async () => {
    const page = await app.open(app.client.admin);
    await page.goto('/articles');
    await page.getByRole('heading', { name: 'Knowledge base', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Folder', { exact: true }).click();
    await page.getByLabel(/^Title/).fill(folderTitle);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: folderTitle }).click();
    await page.waitForURL(/\/articles\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: folderTitle, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // The shared schema's rules show in place before anything is sent.
    await page.getByText('Enter a title').waitFor();
    await page.getByLabel(/^Title/).fill(articleTitle);
    await page.getByLabel(/^Content/).fill('Discounts above ten percent need the head of sales.');
    // An image goes into the text through an upload whose progress shows.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await (await chooser).setFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('upload-progress').waitFor();
    await page.locator('.atrium-editor img[alt="chart.png"]').waitFor();
    await app.shot(page, 'editor-image');
    await page.getByRole('switch', { name: /Own rights/ }).click();
    await page.getByRole('switch', { name: 'Everyone' }).click();
    await page.getByRole('textbox', { name: 'Departments' }).click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await page.keyboard.press('Escape');
    await app.shot(page, 'editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: articleTitle }).waitFor();
    await app.shot(page, 'folder');
    const found = (await app.client.admin.api.get(`/api/user/${app.client.id}/articles/access_for/${app.client.admin.id}?search=discount`))
      .body;
    expect(found.result.map((x: { title: string }) => x.title)).toEqual([articleTitle]);
    articleId = found.result[0]._id;
  });

  it('an employee of Sales finds it by search and reads it', async () => {
    const page = await app.open(employee);
    // The wall's widget column shows the new article to her.
    await page.goto('/company');
    await page.getByTestId('kb-widget').getByText(articleTitle).waitFor();
    await app.shot(page, 'wall-widget');
    await page.goto('/articles');
    await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('discount');
    const hit = page.getByTestId('kb-item').filter({ hasText: articleTitle });
    await hit.waitFor();
    // The matched word is marked in the snippet.
    expect(await hit.locator('mark').first().textContent()).toMatch(/discount/i);
    await app.shot(page, 'search');
    await hit.getByRole('link', { name: articleTitle }).click();
    await page.getByRole('heading', { name: articleTitle, level: 1 }).waitFor();
    await page.getByText('Discounts above ten percent need the head of sales.').waitFor();
    await page.locator('img[alt="chart.png"]').waitFor();
    await page.getByRole('link', { name: folderTitle }).waitFor();
    // Who wrote it and when it changed; her question goes under the text, for its readers.
    await page.getByText(/Updated /).waitFor();
    await page.getByLabel('Write a comment').fill('Does this include partners?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('parent-comments').getByText('Does this include partners?').waitFor();
    await app.shot(page, 'article');
  });

  it('another employee does not find it', async () => {
    const page = await app.open(outsider, { viewport: { width: 390, height: 844 } });
    await page.goto('/articles');
    await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('discount');
    await page.getByText('Nothing found').waitFor();
    expect(await page.getByText(articleTitle).count()).toBe(0);
    await app.shot(page, 'search-outsider-phone');
    // Its address, sent to him by a colleague, says at once that he may not open it (it once spun forever).
    await page.goto(`/article/${articleId}`);
    await page.getByTestId('no-access').waitFor({ timeout: 2000 });
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await app.shot(page, 'article-no-access-phone');
  });
});

describe("the handbook's order", () => {
  it('an admin drags an item to a new place with the mouse and with the keyboard, and into a folder', async () => {
    const admin = app.client.admin;
    const onboarding = await folder(admin, 'Onboarding');
    const forms = await folder(admin, 'Forms', onboarding);
    for (const title of ['First day', 'Second day', 'Third day']) await article(admin, title, onboarding);
    const page = await app.open(admin);
    await page.goto(`/articles/${onboarding}`);
    const rows = page.getByTestId('kb-item');
    const order = () => rows.locator('a').allTextContents();
    await expect.poll(order).toEqual(['Forms', 'First day', 'Second day', 'Third day']);

    // The keyboard first, on a page nothing has moved yet: Third day's handle, space, two places up, space.
    const live = page.locator('[role="status"][aria-live]');
    await page.getByRole('button', { name: 'Drag Third day' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toContain('Third day is in its place.');
    // dnd-kit's keyboard sensor starts listening for arrows in a timer after the pick-up: a timer of the
    // page's own, set now, runs after it, so the first arrow cannot arrive before anyone listens.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => live.textContent()).toContain('Third day is over Second day.');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => live.textContent()).toContain('Third day is over First day.');
    await page.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toContain('Dropped Third day.');
    await expect.poll(order).toEqual(['Forms', 'Third day', 'First day', 'Second day']);
    await page.reload();
    await expect.poll(order).toEqual(['Forms', 'Third day', 'First day', 'Second day']);

    // The mouse: Second day's handle dropped on Third day puts it there.
    const from = await page.getByRole('button', { name: 'Drag Second day' }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + 10, from!.y - 10, { steps: 5 });
    const to = await rows.filter({ hasText: 'Third day' }).boundingBox();
    await page.mouse.move(from!.x + 10, to!.y + 5, { steps: 15 });
    await page.mouse.up();
    await expect.poll(order).toEqual(['Forms', 'Second day', 'Third day', 'First day']);
    await page.reload();
    await expect.poll(order).toEqual(['Forms', 'Second day', 'Third day', 'First day']);

    // Dropped on the zone under a folder, an item moves into it.
    const handle = await page.getByRole('button', { name: 'Drag First day' }).boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + 10, handle!.y - 10, { steps: 5 });
    const zone = page.getByText('Move into Forms');
    await zone.waitFor();
    const box = await zone.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2, { steps: 15 });
    await app.shot(page, 'drag-into-folder');
    await page.mouse.up();
    await expect.poll(order).toEqual(['Forms', 'Second day', 'Third day']);

    // The keyboard's way into another folder: the row's menu, "Move to…", one folder level at a time.
    await page.getByRole('button', { name: 'Actions for Second day' }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const picker = page.getByRole('dialog', { name: 'Move to…' });
    await picker.getByRole('button', { name: 'Open Onboarding' }).click();
    await picker.getByRole('button', { name: 'Open Forms' }).click();
    await app.shot(page, 'move-to');
    await picker.getByRole('button', { name: 'Move to «Forms»' }).click();
    await expect.poll(order).toEqual(['Forms', 'Third day']);
    await page.goto(`/articles/${forms}`);
    await expect.poll(order).toEqual(['First day', 'Second day']);
  });
});

describe('a vacancy and a response, end to end', () => {
  it('an admin opens a vacancy; an employee responds with a CV; the admins are told', async () => {
    const admin = await app.open(app.client.admin);
    await admin.goto('/vacancies');
    await admin.getByRole('heading', { name: 'Vacancies', level: 1 }).waitFor();
    await admin.getByText('No open vacancies').waitFor();
    await admin.getByRole('button', { name: 'New vacancy' }).click();
    await admin.getByLabel(/^Header/).fill('Account manager');
    await admin.getByLabel(/^Description/).fill('Grow our key accounts.');
    await admin.getByLabel('Salary from').fill('90000');
    await admin.getByLabel('Salary to').fill('120000');
    await admin.getByRole('textbox', { name: 'Currency' }).click();
    await admin.getByRole('option', { name: 'EUR' }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('link', { name: 'Account manager' }).waitFor();
    await app.shot(admin, 'vacancies');

    const applicant = await app.client.user({ rights: ['knowl_base', 'vacancies'], fields: { firstName: 'Olga', lastName: 'Applicant' } });
    const page = await app.open(applicant, { viewport: { width: 390, height: 844 } });
    await page.goto('/vacancies');
    await page.getByRole('link', { name: 'Account manager' }).click();
    await page.getByRole('heading', { name: 'Account manager', level: 1 }).waitFor();
    await page.getByText('€90,000 – €120,000').waitFor();
    await page.getByLabel('Your message').fill('I have five years in key accounts.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('Olga, account manager') });
    await page.getByText('cv.txt').waitFor();
    await app.shot(page, 'vacancy-respond-phone');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your response has been sent').waitFor();
    const told = (await app.t.notifications(app.client.admin)).filter((n) => n.name === 'vacancy.response');
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0])).toContain('cv.txt');

    // The administrators (the receivers, as the vacancy names none) read it on the vacancy, with the CV.
    await admin.getByRole('link', { name: 'Account manager' }).click();
    const response = admin.getByTestId('vacancy-response');
    await response.getByText('I have five years in key accounts.').waitFor();
    await response.getByText('Olga Applicant').first().waitFor();
    await response.getByRole('link', { name: 'cv.txt' }).waitFor();
    expect(await admin.getByLabel('Your message').count()).toBe(0);
    await app.shot(admin, 'vacancy-responses');
  });
});
