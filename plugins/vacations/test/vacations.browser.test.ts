import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { vacationRoutes } from '../shared/routes.js';

const app = useBrowserApp({ plugins: ['vacations'], results: 'vacations' });
let chief: TestUser;
let eva: TestUser;

beforeAll(async () => {
  const dept = (await app.client.admin.api.post('/api/structure', { name: 'Logistics' })).body.result._id as string;
  chief = await app.client.user({ fields: { firstName: 'Carl', lastName: 'Chief', departmentId: dept } });
  eva = await app.client.user({ fields: { firstName: 'Eva', lastName: 'Lind', chiefId: chief.id, departmentId: dept } });
  await app.client.admin.api.put(`/api/user/${eva.id}`, { vacationDays: 20 });
});

describe('vacations', () => {
  it('Eva requests a vacation, is shown an overlap at the period, and her chief approves it', async () => {
    const page = await app.open(eva);
    await page.goto('/vacations');
    await page.getByRole('tab', { name: 'My vacations' }).click();
    await page.getByTestId('balance').getByText('20').waitFor();
    await app.shot(page, 'mine-empty');
    const request = async () => {
      await page.getByRole('button', { name: 'Plan a vacation' }).click();
      await page.getByRole('button', { name: /^Period/ }).click();
      await page.getByRole('button', { name: 'Next month' }).click();
      const days = page.locator('table button:not([data-outside])');
      await days.filter({ hasText: /^10$/ }).click();
      await days.filter({ hasText: /^14$/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    };
    await request();
    await page.getByText('Planned', { exact: true }).last().waitFor();
    const balance = (await eva.api.call(vacationRoutes.mine)).body.result.balance;
    expect(balance).toBeLessThan(20);
    await page.getByTestId('balance').getByText(String(balance)).waitFor();
    // The same period again: the server's rule shows at the field, the dialog keeps what was picked.
    await request();
    await page.getByRole('dialog').getByText('vacation overlaps another').waitFor();
    await app.shot(page, 'overlap');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    const boss = await app.open(chief);
    await boss.goto('/vacations');
    await boss.getByRole('tab', { name: 'To approve' }).click();
    await app.shot(boss, 'pending');
    await boss.getByRole('button', { name: /^Approve: Eva Lind/ }).click();
    await boss.getByText('Nothing waits for your decision').waitFor();
    await boss.getByRole('tab', { name: 'Team chart' }).click();
    await boss.getByRole('button', { name: /^Eva Lind: .*Approved$/ }).waitFor();
    await app.shot(boss, 'chart');
    expect((await eva.api.call(vacationRoutes.mine)).body.result.vacations[0]!.status).toBe('approved');
  });

  it("the chief's dashboard lists the next absence, and the chart fits a phone", async () => {
    // A new widget starts off: the company switches it on.
    await app.client.admin.api.put(`/api/clients/${app.client.id}/slots/chief.dashboard`, { on: ['vacations'] });
    const page = await app.open(chief, { viewport: { width: 375, height: 740 } });
    await page.goto(`/chiefs_dashboard/${chief.id}`);
    await page.getByTestId('vacations-team').getByText('Eva Lind').waitFor();
    await app.shot(page, 'dashboard-phone');
    await page.goto('/vacations');
    const chart = page.getByTestId('vacation-chart');
    await chart.getByText('Eva Lind').waitFor();
    // The chart opens a week before today: the month at its left edge is named there, its first day out of view or not.
    const left = (await chart.boundingBox())!.x + 1 + 120;
    const labels = await chart.getByTestId('chart-month').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    expect(labels.some((x) => Math.abs(x - (left + 2)) < 3)).toBe(true);
    await app.shot(page, 'chart-phone');
  });
});
