import { describe, expect, it } from 'vitest';
import { shots, useScreens } from '../support/screens.js';

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString();

/** Visits of the admin and the employee over the last months, one from the mobile app (not counted). */
const { s, open } = useScreens(async (s) => {
  for (const [user, days] of [
    [s.client.admin, [3, 40, 41, 95]],
    [s.employee, [3, 70]],
  ] as const)
    for (const d of days) await user.api.post('/api/report/visit', { module: d % 2 ? 'wall' : 'calendar', time: daysAgo(d), seconds: 60 });
  await s.employee.api.post('/api/report/visit', { module: 'wall', time: daysAgo(5), mobile: true });
});

describe('analytics', () => {
  it('shows the turnover and the visitors as a chart with a table, and a plugin that is not installed as unavailable', async () => {
    const { page } = await open(s.client.admin);
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL((u) => u.pathname === '/analytics');
    const turnover = page.getByTestId('figure-turnover');
    // The last twelve months by month: thirteen periods (the current month is both ends' month a year apart).
    await expect.poll(() => turnover.getByTestId('figure-table').locator('tbody tr').count()).toBeGreaterThanOrEqual(12);
    await shots(page, 'analytics-turnover');

    await page.getByTestId('tab-visitors').click();
    const visitors = page.getByTestId('figure-visitors');
    await expect.poll(() => visitors.getByTestId('figure-chart').count()).toBe(1);
    const cells = async () =>
      (await visitors.getByTestId('figure-table').locator('tbody tr td:nth-child(2)').allTextContents()).map(Number);
    // Six browser visits; the mobile app's is not counted.
    await expect.poll(async () => (await cells()).reduce((a, b) => a + b, 0)).toBe(6);
    await shots(page, 'analytics-visitors');

    await page.getByTestId('tab-coins').click();
    await expect.poll(() => page.getByTestId('figure-unavailable').count()).toBe(1);
  });

  it('is not offered to an employee', async () => {
    const { page } = await open(s.employee);
    expect(await page.getByRole('link', { name: 'Analytics' }).count()).toBe(0);
    await page.goto('/analytics');
    await page.waitForURL((u) => u.pathname !== '/analytics');
  });
});
