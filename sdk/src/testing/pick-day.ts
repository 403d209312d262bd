import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

const english = (date: string, month: 'short' | 'long') => new Intl.DateTimeFormat('en', { month, timeZone: 'UTC' }).format(new Date(date));

/**
 * Picks a day (`yyyy-mm-dd`) in an English user's `DateField` from its calendar, as a person far from that month
 * does: up to the decades by the header, back or on to the day's decade, then its year, month and day
 * ("10 May 2026"); the field then shows the day as English writes it ("May 10, 2026").
 */
export async function pickDay(page: Page, field: Locator, date: string): Promise<void> {
  const [year, , day] = date.split('-').map(Number) as [number, number, number];
  await field.click();
  await page.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ }).click();
  await page.getByRole('button', { name: /^\d{4}$/ }).click();
  // The decades are the top level: their header is a title, not a button.
  const decade = page.getByText(/^\d{4} – \d{4}$/);
  for (;;) {
    const first = Number((await decade.textContent())!.slice(0, 4));
    if (year >= first && year < first + 10) break;
    await page.getByRole('button', { name: year < first ? 'Previous decade' : 'Next decade' }).click();
    await expect.poll(() => decade.textContent()).not.toContain(String(first));
  }
  await page.getByRole('button', { name: String(year), exact: true }).click();
  await page.getByRole('button', { name: english(date, 'short'), exact: true }).click();
  await page.getByRole('button', { name: `${day} ${english(date, 'long')} ${year}`, exact: true }).click();
  expect(await field.textContent()).toBe(`${english(date, 'long')} ${day}, ${year}`);
}
