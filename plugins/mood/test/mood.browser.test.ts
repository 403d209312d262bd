import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { moodRoutes } from '../shared/routes.js';

const app = useBrowserApp({ plugins: ['mood'], results: 'mood' });
let eva: TestUser;

beforeAll(async () => {
  const sales = (await app.client.admin.api.post('/api/structure', { name: 'Sales' })).body.result._id;
  // Two colleagues of Sales rated already: Eva's answer makes the third, so the week's average shows.
  for (const rating of [6, 8]) {
    const colleague = await app.client.user({ rights: ['mood'], fields: { departmentId: sales } });
    await colleague.api.call(moodRoutes.rate, { body: { rating } });
  }
  eva = await app.client.user({ rights: ['mood'], fields: { firstName: 'Eva', lastName: 'Staff', departmentId: sales } });
});

describe('the mood meter', () => {
  it('asks an employee whose check is due; the rule shows before a choice, then the answer is saved', async () => {
    const page = await app.open(eva, { viewport: { width: 390, height: 844 } });
    await page.goto('/');
    const meter = page.getByRole('dialog', { name: 'How is your mood?' });
    await meter.waitFor();
    await app.shot(page, 'meter-phone');
    await meter.getByRole('button', { name: 'Send' }).click();
    await meter.getByText('Rating must be from 1 to 10').waitFor();
    await meter.getByText('10', { exact: true }).click();
    await meter.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you! Your answer is saved.').waitFor();
    await meter.waitFor({ state: 'detached' });
    // Not due again in this period: a reload asks nothing.
    await page.reload();
    await page.getByRole('main').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog', { name: 'How is your mood?' }).count()).toBe(0);
  });

  it('the admin sees the department’s average in the Moods tab and downloads it as Excel', async () => {
    const page = await app.open(app.client.admin);
    await page.goto('/employees');
    await page.getByRole('dialog', { name: 'How is your mood?' }).getByRole('button', { name: 'Later' }).click();
    await page.getByRole('tab', { name: 'Moods' }).click();
    const stat = page.getByTestId('mood-stat');
    await stat.getByRole('rowheader', { name: 'Sales' }).waitFor();
    await stat.getByText('8', { exact: true }).waitFor(); // (6 + 8 + 10) / 3
    await stat.getByText('3 answers', { exact: true }).waitFor();
    await app.shot(page, 'moods-tab');
    const [download] = await Promise.all([page.waitForEvent('download'), stat.getByRole('button', { name: 'Download Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^mood-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // At phone width the table scrolls sideways inside its own region.
    await page.setViewportSize({ width: 390, height: 844 });
    await stat.getByRole('region', { name: 'Average mood by department and period' }).waitFor();
    await app.shot(page, 'moods-tab-phone');
  });

  it('a module administrator opens the same figures from their menu; an employee is refused the page', async () => {
    const lena = await app.client.user({ rights: ['mood'], roles: ['mood_admin'], fields: { firstName: 'Lena', lastName: 'Moods' } });
    await lena.api.call(moodRoutes.rate, { body: { rating: 7 } });
    const page = await app.open(lena);
    await page.goto('/');
    await page.getByRole('link', { name: 'Employee moods' }).click();
    await page.getByRole('heading', { name: 'Employee moods', level: 1 }).waitFor();
    await page.getByTestId('mood-stat').getByRole('rowheader', { name: 'Sales' }).waitFor();
    await app.shot(page, 'moods-page');
    const other = await app.open(eva);
    await other.goto('/');
    await other.getByRole('main').waitFor();
    expect(await other.getByRole('link', { name: 'Employee moods' }).count()).toBe(0);
    await other.goto('/moods');
    await other.getByTestId('no-access').waitFor();
  });
});
