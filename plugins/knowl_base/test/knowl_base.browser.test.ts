import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { article, folder, PNG, TEXT, upload } from './helpers.js';

// The wall too: its page hosts the `wall.widgets` slot the knowledge base's widgets fill.
const app = useBrowserApp({ plugins: ['knowl_base', 'wall'], results: 'knowl_base' });
let employee: TestUser;
let outsider: TestUser;
let sales: string;
let articleId: string;
const folderTitle = 'Sales playbook';
const articleTitle = 'Discount approval';

beforeAll(async () => {
  const dept = async (name: string) => (await app.client.admin.api.post('/api/structure', { name })).body.result._id as string;
  sales = await dept('Sales');
  const it = await dept('IT');
  employee = await app.client.user({
    rights: ['knowl_base', 'wall'],
    fields: { firstName: 'Eva', lastName: 'Sales', departmentId: sales },
  });
  outsider = await app.client.user({
    rights: ['knowl_base'],
    fields: { firstName: 'Іван', lastName: 'Інший', departmentId: it, lang: 'uk' },
  });
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
    await app.shot(page, 'article');
  });

  it('a colleague in Sales reads it in Ukrainian: its author, its date, its files under the text, and the comments (1366×800, then a phone)', async () => {
    const admin = app.client.admin;
    const file = await upload(admin, TEXT, 'price-list.txt');
    expect((await admin.api.put(`/api/article/${articleId}`, { attachments: [{ file }] })).status).toBe(200);
    const author = (await admin.api.get(`/api/article/${articleId}`)).body.result.author.fullName as string;
    const oksana = await app.client.user({
      rights: ['knowl_base', 'wall'],
      fields: { firstName: 'Оксана', lastName: 'Продажна', departmentId: sales, lang: 'uk' },
    });
    const page = await app.open(oksana, { viewport: { width: 1366, height: 800 } });
    await page.goto(`/article/${articleId}`);
    await page.getByRole('heading', { name: articleTitle, level: 1 }).waitFor();
    // Who wrote it and when it changed, the date in her language (not ISO).
    const byline = page.getByText(new RegExp(`^${author} · Оновлено [^·]*\\d[^·]* · `));
    await byline.waitFor();
    expect(await byline.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The files are under the text, not behind a tab, and the comments under them.
    const text = page.getByText('Discounts above ten percent need the head of sales.');
    const files = page.getByRole('heading', { name: 'Файли', level: 2 });
    const attachment = page.getByRole('link', { name: 'price-list.txt' });
    await attachment.waitFor();
    // A file that is no image is a card of its own size: its type's icon beside the name and size, no grey box naming its MIME type.
    const card = page.getByTestId('kb-file').filter({ has: attachment });
    await card.getByText('TXT', { exact: true }).waitFor();
    expect(await card.getByText('text/plain').count()).toBe(0);
    expect((await card.boundingBox())!.height).toBeLessThan(80);
    const comments = page.getByText('Коментарі', { exact: true });
    const top = async (l: typeof text) => (await l.boundingBox())!.y;
    expect(await top(text)).toBeLessThan(await top(files));
    expect(await top(attachment)).toBeLessThan(await top(comments));
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Напишіть коментар…' }).fill('Чи стосується це партнерів?');
    await page.getByRole('button', { name: 'Надіслати' }).click();
    await page.getByTestId('parent-comments').getByText('Чи стосується це партнерів?').waitFor();
    await app.shot(page, 'uk-article');

    const phone = await app.open(oksana, { viewport: { width: 390, height: 844 } });
    await phone.goto(`/article/${articleId}`);
    await phone.getByTestId('parent-comments').getByText('Чи стосується це партнерів?').waitFor();
    await phone.getByRole('link', { name: 'price-list.txt' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await app.shot(phone, 'uk-article-phone');
  });

  it('an employee of another department, in Ukrainian, neither finds it nor opens its address: "no access" within 2 s at both widths', async () => {
    const page = await app.open(outsider, { viewport: { width: 390, height: 844 } });
    await page.goto('/articles');
    await page.getByRole('searchbox', { name: 'Пошук у базі знань' }).fill('discount');
    await page.getByText('Нічого не знайдено').waitFor();
    expect(await page.getByText(articleTitle).count()).toBe(0);
    await app.shot(page, 'uk-search-outsider-phone');
    // Its address, sent to him by a colleague, says at once that he may not open it (it once spun forever).
    for (const p of [page, await app.open(outsider, { viewport: { width: 1366, height: 800 } })]) {
      await p.goto(`/article/${articleId}`);
      await p.getByTestId('no-access').getByRole('heading', { name: 'Немає доступу' }).waitFor({ timeout: 2000 });
      expect(await p.locator('.mantine-Loader-root').count()).toBe(0);
      expect(await p.locator('.mantine-Notification-root').count()).toBe(0);
      await p.getByRole('link', { name: 'На стартову сторінку' }).waitFor();
      await app.shot(p, `uk-article-no-access-${p.viewportSize()!.width}`);
    }
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

describe('a vacancy and its responses, in Ukrainian', () => {
  let hr: TestUser;
  let taras: TestUser;
  const title = 'Менеджер з продажу';
  const salary = /^30\s000\sгрн\s–\s45\s000\sгрн$/;
  const message = "Маю п'ять років у роботі з ключовими клієнтами.";
  beforeAll(async () => {
    const uk = (firstName: string, lastName: string, roles: string[] = []) =>
      app.client.user({ rights: ['knowl_base', 'vacancies'], roles, fields: { firstName, lastName, lang: 'uk' } });
    hr = await uk('Галина', 'Гордієнко', ['knowl_base_admin']);
    taras = await uk('Тарас', 'Ткаченко');
  });

  it('HR opens a vacancy paid in hryvnias and names who receives the responses (1366×800)', async () => {
    const page = await app.open(hr, { viewport: { width: 1366, height: 800 } });
    await page.goto('/vacancies');
    await page.getByRole('heading', { name: 'Вакансії', level: 1 }).waitFor();
    await page.getByText('Відкритих вакансій немає').waitFor();
    await page.getByRole('button', { name: 'Нова вакансія' }).click();
    await page.getByLabel(/^Заголовок/).fill(title);
    await page.getByLabel(/^Опис/).fill('Розвиток ключових клієнтів.');
    await page.getByLabel('Зарплата від').fill('30000');
    await page.getByLabel('Зарплата до').fill('45000');
    await page.getByRole('textbox', { name: 'Валюта' }).click();
    await page.getByRole('option', { name: 'UAH' }).click();
    // Nobody named: the hint says who gets the responses then; once someone is named it goes.
    const hint = page.getByText('Нікого не вибрано: отримувачі відгуків компанії');
    await hint.waitFor();
    await page.getByRole('textbox', { name: 'Хто отримує відгуки' }).fill('Тарас');
    await page.getByRole('option', { name: 'Тарас Ткаченко' }).click();
    await hint.waitFor({ state: 'detached' });
    await app.shot(page, 'uk-vacancy-form');
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await page.getByRole('link', { name: title }).waitFor();
    await app.shot(page, 'uk-vacancies');
  });

  it('an employee responds with a CV on a phone; the receiver and the author read it on the vacancy instead of the form', async () => {
    const applicant = await app.client.user({
      rights: ['knowl_base', 'vacancies'],
      fields: { firstName: 'Олена', lastName: 'Заявниця', lang: 'uk' },
    });
    const page = await app.open(applicant, { viewport: { width: 390, height: 844 } });
    await page.goto('/vacancies');
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText(salary).waitFor();
    await page.getByLabel('Ваше повідомлення').fill(message);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Завантажити' }).click();
    await (await chooser).setFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('Олена, менеджер') });
    await page.getByText('cv.txt').waitFor();
    await app.shot(page, 'uk-vacancy-respond-phone');
    await page.getByRole('button', { name: 'Надіслати' }).click();
    await page.getByText('Ваш відгук надіслано').waitFor();
    const vacancy = new URL(page.url()).pathname;
    // The named receiver is told, with the file; the administrators are not (the vacancy names its receiver).
    const told = (await app.t.notifications(taras)).filter((n) => n.name === 'vacancy.response');
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0])).toContain('cv.txt');
    expect((await app.t.notifications(app.client.admin)).filter((n) => n.name === 'vacancy.response')).toHaveLength(0);

    // The receiver at a desk and the author on a phone see the response (who, when, the file), not the form.
    for (const [who, viewport] of [
      [taras, { width: 1366, height: 800 }],
      [hr, { width: 390, height: 844 }],
    ] as const) {
      const reader = await app.open(who, { viewport });
      await reader.goto(vacancy);
      await reader.getByText(salary).waitFor();
      await reader.getByText('Розвиток ключових клієнтів.').waitFor();
      await reader.getByRole('heading', { name: '1 відгук', level: 2 }).waitFor();
      const response = reader.getByTestId('vacancy-response');
      await response.getByText(message).waitFor();
      await response.getByText('Олена Заявниця').first().waitFor();
      await response.getByRole('link', { name: 'cv.txt' }).waitFor();
      await response.getByText(/\d{1,2}\D+\d{4}|\d{2}\.\d{2}\.\d{4}/).waitFor();
      expect(await reader.getByLabel('Ваше повідомлення').count()).toBe(0);
      await app.shot(reader, `uk-vacancy-responses-${viewport.width}`);
    }
  });
});
