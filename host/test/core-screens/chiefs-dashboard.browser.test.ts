import { describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { shots, useScreens } from '../support/screens.js';

let chief: TestUser;

const { s, open } = useScreens(async (s) => {
  chief = await s.client.user({ fields: { firstName: 'Carl', lastName: 'Chief', position: 'Head of design' } });
  // Eva answers to Carl; so does Kate, with her grade and salary.
  const hr = { chiefId: chief.id, grade: 'Middle', salary: 120000, salaryCurrency: 'eur' };
  expect((await s.client.admin.api.put(`/api/user/${s.employee.id}`, hr)).status).toBe(200);
  await s.client.user({ fields: { firstName: 'Kate', lastName: 'Brown', position: 'Illustrator', chiefId: chief.id, grade: 'Junior' } });
});

describe("chief's dashboard", () => {
  it('an admin switches two widgets on and the chief sees exactly those, at phone width too', async () => {
    const admin = (await open(s.client.admin)).page;
    await admin.goto('/admin/?tab=interface');
    const switches = admin.getByTestId('slot-switches-chief.dashboard');
    // Every widget is listed, and off until an admin switches it on.
    await expect.poll(() => switches.getByRole('switch').count()).toBe(5);
    expect(await switches.getByRole('switch', { checked: true }).count()).toBe(0);
    const saved = async () => (await s.client.admin.api.get(`/api/clients/${s.client.id}/slots/chief.dashboard`)).body.result.on;
    for (const [name, key] of [
      ['Subordinates', 'core.subordinates'],
      ['Salaries and grades', 'core.salaries'],
    ]) {
      await switches.getByRole('switch', { name }).click();
      await expect.poll(() => switches.getByRole('switch', { name }).isChecked()).toBe(true);
      // Saved before the next one: the save refreshes the session's data, which renders the tab anew.
      await expect.poll(saved).toContain(key);
    }
    await expect
      .poll(async () => (await s.client.admin.api.get(`/api/clients/${s.client.id}/slots/chief.dashboard`)).body.result.on)
      .toEqual(['core.subordinates', 'core.salaries']);
    await shots(admin, 'widget-switches');

    const { page } = await open(chief);
    await page.goto(`/chiefs_dashboard/${chief.id}`);
    const team = page.getByTestId('widget-subordinates');
    await expect.poll(() => team.getByText('Eva Green').count()).toBe(1);
    expect(await team.getByText('Kate Brown').count()).toBe(1);
    const salaries = page.getByTestId('widget-salaries');
    await expect.poll(() => salaries.getByRole('row', { name: /Eva Green Middle 120,000 EUR/ }).count()).toBe(1);
    // Only the two switched on: no other widget shows.
    expect(await page.getByTestId(/^widget-/).count()).toBe(2);
    await shots(page, 'chiefs-dashboard');

    // An employee opens no one else's dashboard.
    const eva = (await open(s.employee)).page;
    await eva.goto(`/chiefs_dashboard/${chief.id}`);
    await expect
      .poll(() => eva.getByTestId('chiefs-unavailable').textContent())
      .toBe('Only the chief themself and administrators open this dashboard.');
  });
});
