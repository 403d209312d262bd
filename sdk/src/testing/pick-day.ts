import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The page's language as the date pickers take it (`ua` is Ukrainian, as in the SDK's pickers). */
const pageLang = async (page: Page) => {
  const lang = await page.evaluate(() => document.documentElement.lang);
  return lang === 'ua' ? 'uk' : lang;
};

/** The day in `lang`: its parts and the whole as the field shows it ("May 10, 2026", "10 мая 2026 г."). */
function written(date: string, lang: string) {
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const parts = Object.fromEntries(format.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return { month: parts.month!, whole: format.format(new Date(date)) };
}

/**
 * Picks a day (`yyyy-mm-dd`) in a `DateField` from its calendar in the page's language (en, ru, uk), as a person
 * far from that month does: up to the decades by the header, back or on to the day's decade, then its year, month
 * and day; the field then shows the day as that language writes it. The header and arrows are found by Mantine's
 * parts and direction, a month by its place in the year (short month names differ between the picker's dayjs and
 * Intl in Ukrainian), a day by its name ("10 May 2026", "10 мая 2026": Intl's and dayjs' agree).
 */
export async function pickDay(page: Page, field: Locator, date: string): Promise<void> {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lang = await pageLang(page);
  const { month: monthName, whole } = written(date, lang);
  await field.click();
  const level = page.locator('[class*="calendarHeaderLevel"]');
  await level.click();
  await level.click();
  // The decades are the top level: their header is a title, not a button.
  await expect.poll(() => level.getAttribute('data-static')).not.toBeNull();
  for (;;) {
    const first = Number((await level.textContent())!.slice(0, 4));
    if (year >= first && year < first + 10) break;
    await page.locator(`button[data-direction="${year < first ? 'previous' : 'next'}"]`).click();
    await expect.poll(() => level.textContent()).not.toContain(String(first));
  }
  await page.getByRole('button', { name: String(year), exact: true }).click();
  await page
    .locator('[class*="monthsListControl"]')
    .nth(month - 1)
    .click();
  await page.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true }).click();
  expect(await field.textContent()).toBe(whole);
}
