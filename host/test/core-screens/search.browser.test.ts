import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestUser } from '@atrium/sdk/testing';
import { axeViolations, useBrowserApp } from '@atrium/sdk/testing/browser';
import { shot } from '../support/browser.js';
import { shots, untranslated } from '../support/screens.js';

// The wall indexes its posts, the core its employees: two modules for the one search.
const app = useBrowserApp({ plugins: ['wall'], results: 'host' });
const REPORTS = 22;
let reader: TestUser;
let eva: TestUser;
let greenPost: string;

beforeAll(async () => {
  const person = (firstName: string, lastName: string, position: string, lang = 'en') =>
    app.client.user({ rights: ['wall'], fields: { firstName, lastName, position, lang } });
  eva = await person('Eva', 'Green', 'Designer');
  reader = await person('Rita', 'Reader', 'Analyst');
  const author = await person('Anton', 'Author', 'Editor');
  for (let i = 1; i <= REPORTS; i++)
    expect((await author.api.post('/api/post', { text: `Sustainability report ${i}\nFigures of week ${i}.` })).status).toBe(200);
  // The newest: the first hit of "green" (title matches rank by date), above Eva.
  const post = await author.api.post('/api/post', { text: 'Green energy plan\nThe office switches to green power in spring.' });
  greenPost = post.body.result._id;
});

/** The hits the box shows, by group label. */
const boxGroups = (page: Page) =>
  page
    .getByTestId('search-group')
    .evaluateAll((groups) =>
      groups.map((g) => [g.getAttribute('aria-label'), [...g.querySelectorAll('[data-testid=search-hit]')].map((h) => h.textContent)]),
    );
const chosen = (page: Page) =>
  page.locator('[data-testid=search-hit][data-selected], [data-testid=search-all][data-selected]').textContent();
const resultTitles = (page: Page) => page.getByTestId('search-result').locator('a').allTextContents();

describe('the one search', () => {
  it('the header box shows results grouped by module as one types, and the keyboard opens one', async () => {
    const page = await app.open(reader);
    await page.goto('/addressBook/');
    // The box's code is not part of the page until it is wanted.
    const box = page.getByTestId('search-box');
    await page.getByTestId('search-open').click();
    await box.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-box');
    await box.pressSequentially('g');
    expect(await page.getByText('Type at least 2 characters').count()).toBe(1);
    await box.pressSequentially('reen');
    await expect
      .poll(() => boxGroups(page))
      .toEqual([
        // The snippet: the text around the first match (a post's title is its first line).
        ['Wall', [expect.stringMatching(/^Green energy plan.*The office switches to green power in spring\.$/s)]],
        ['People', ['Green EvaDesigner']],
      ]);
    // The matched words are marked.
    expect(await page.getByTestId('search-hit').first().locator('mark').first().textContent()).toBe('Green');
    await expect.poll(() => chosen(page)).toContain('Green energy plan');
    await app.shot(page, 'core-search-box');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => chosen(page)).toContain('Green Eva');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => chosen(page)).toBe('All results (2)');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/profile/${eva.id}`);
    expect(await box.count()).toBe(0);
  });

  it('Ctrl+K opens the box from anywhere, Esc closes it, and Enter on the best hit opens it', async () => {
    const page = await app.open(reader);
    await page.goto('/addressBook/');
    await page.getByTestId('ab-list').waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByTestId('search-box');
    await box.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-box');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
    await page.keyboard.press('Control+k');
    await box.pressSequentially('energy');
    await expect.poll(() => chosen(page)).toContain('Green energy plan');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/post/${greenPost}`);
    // The wall's post page is the wall's to judge (axe runs on the screens a test leaves open).
    await page.goBack();
    await page.waitForURL('**/addressBook/');
  });

  it('"all results" leads to the search page, which filters by module and pages; back and forward keep the state', async () => {
    const page = await app.open(reader);
    await page.goto('/addressBook/');
    await page.getByTestId('ab-list').waitFor();
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-box').pressSequentially('green');
    await expect.poll(() => chosen(page)).toContain('Green energy plan');
    await page.getByTestId('search-all').click();
    await page.waitForURL('**/search?q=green');
    await expect.poll(() => resultTitles(page)).toEqual(['Green energy plan', 'Green Eva']);
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe('2 found');

    await page.getByTestId('search-module').click();
    // The modules the reader may search: people and the wall.
    expect(await page.getByRole('option').allTextContents()).toEqual(['People', 'Wall']);
    await page.getByRole('option', { name: 'People' }).click();
    await page.waitForURL('**/search?q=green&type=people');
    await expect.poll(() => resultTitles(page)).toEqual(['Green Eva']);
    expect(await page.getByTestId('search-result').textContent()).toContain('Designer');
    // A person shows their position, not the day they were indexed.
    expect(await page.getByTestId('search-result-date').count()).toBe(0);
    await shots(page, 'search-page');

    await page.getByTestId('search-query').fill('sustainability');
    await page.getByTestId('search-query').press('Enter');
    // A new query keeps the module: nothing of the wall among people.
    await expect.poll(() => page.getByTestId('search-empty').textContent()).toContain('Nothing found for “sustainability”');
    await page.getByTestId('search-module').click();
    await page.getByRole('option', { name: 'Wall' }).click();
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe(`${REPORTS} found`);
    expect(await page.getByTestId('search-result').count()).toBe(20);
    expect(await page.getByTestId('search-result-date').count()).toBe(20);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL('**/search?q=sustainability&type=wall&page=2');
    // The oldest two reports are on the second page (newest first).
    await expect.poll(() => resultTitles(page)).toEqual(['Sustainability report 2', 'Sustainability report 1']);

    await page.goBack();
    await expect.poll(() => page.getByTestId('search-result').count()).toBe(20);
    expect((await resultTitles(page))[0]).toBe(`Sustainability report ${REPORTS}`);
    await page.goBack();
    await page.goBack();
    await expect.poll(() => resultTitles(page)).toEqual(['Green Eva']);
    expect(await page.getByTestId('search-query').inputValue()).toBe('green');
    await page.goForward();
    await expect.poll(() => page.getByTestId('search-query').inputValue()).toBe('sustainability');
  });

  it('a period leaves out what was written outside it', async () => {
    const page = await app.open(reader);
    await page.goto('/search?q=green&from=2001-01-01&to=2001-12-31');
    await page.getByTestId('search-empty').waitFor();
    expect(await page.getByLabel('Period').first().textContent()).toBe('January 1, 2001 – December 31, 2001');
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/search?q=green&type=wall&from=${today}&to=${today}`);
    await expect.poll(() => resultTitles(page)).toEqual(['Green energy plan']);
  });

  it('a typo offers "did you mean", and following it finds the record', async () => {
    const page = await app.open(reader);
    await page.goto('/search?q=sustainabilty&type=wall');
    const suggestion = page.getByTestId('search-suggestion');
    await suggestion.waitFor();
    await expect.poll(() => suggestion.textContent()).toBe('Did you mean: sustainability');
    expect(await page.getByTestId('search-empty').count()).toBe(1);
    await suggestion.getByRole('link').click();
    await page.waitForURL('**/search?q=sustainability&type=wall');
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe(`${REPORTS} found`);

    // The header box offers the same, and choosing it searches again.
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-box').pressSequentially('sustainabilty');
    await page.getByTestId('search-suggestion').click();
    await expect.poll(() => page.getByTestId('search-hit').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('search-box').inputValue()).toBe('sustainability');
  });

  it('works at 390×844 in Russian', async () => {
    const olga = await app.client.user({
      rights: ['wall'],
      fields: { firstName: 'Ольга', lastName: 'Зелёная', position: 'Дизайнер', lang: 'ru' },
    });
    const phone = { width: 390, height: 844 };
    const page = await app.open(olga, { viewport: phone });
    await page.goto('/search?q=green');
    await page.getByTestId('search-result').first().waitFor();
    expect(await resultTitles(page)).toEqual(['Green energy plan', 'Green Eva']);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Поиск');
    expect(await page.getByTestId('list-total').textContent()).toBe('Найдено: 2');
    // ё and е are one letter to the search: "зеленая" finds Зелёная, shown as written.
    await page.getByTestId('search-query').fill('зеленая');
    await page.getByTestId('search-query').press('Enter');
    await expect.poll(() => resultTitles(page)).toEqual(['Зелёная Ольга']);
    const allowed = ['Green', 'energy', 'plan', 'Eva', 'Ctrl', 'K'];
    expect(await untranslated(page, allowed)).toEqual([]);
    await shot(page, 'core-search-page-ru-phone');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);

    await page.getByRole('button', { name: 'Поиск' }).first().click();
    await page.getByTestId('search-box').pressSequentially('зелен');
    await expect.poll(() => boxGroups(page)).toEqual([['Сотрудники', ['Зелёная ОльгаДизайнер']]]);
    await shot(page, 'core-search-box-ru-phone');
    expect(await axeViolations(page)).toEqual([]);
  });
});
