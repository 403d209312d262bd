import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { idpRoutes } from '../shared/routes.js';
import { day, planBody } from './fixture.js';

const app = useBrowserApp({ plugins: ['idp'], results: 'idp' });
let chief: TestUser;
let eva: TestUser;
let planId = '';

beforeAll(async () => {
  chief = await app.client.user({ rights: ['idp'], fields: { firstName: 'Bob', lastName: 'Chief' } });
  eva = await app.client.user({ rights: ['idp'], fields: { firstName: 'Eva', lastName: 'Lind', chiefId: chief.id } });
  const body = planBody(eva.id, { tasks: [{ title: 'Read a book', deadline: day(-2) }], notes: [{ text: 'Agreed at the one-to-one' }] });
  planId = (await chief.api.call(idpRoutes.create, { body: body as never })).body.result._id;
});

describe('development plans', () => {
  it("a chief finds Eva's plan, is told to finish its task first, finishes both and reads the change log", async () => {
    const page = await app.open(chief);
    await page.goto('/idp');
    await page.getByRole('tab', { name: "My employees' plans" }).click();
    await page.getByRole('link', { name: 'Grow as a lead' }).click();
    await page.getByRole('heading', { name: 'Grow as a lead' }).waitFor();
    await app.shot(page, 'plan');
    await page.getByRole('button', { name: 'Finish the plan' }).click();
    await page.getByText('all tasks must be finished').waitFor();
    await page.getByRole('checkbox', { name: 'Read a book' }).click();
    await page.getByRole('checkbox', { name: 'Read a book' }).and(page.locator(':checked')).waitFor();
    await page.getByRole('button', { name: 'Finish the plan' }).click();
    await page.getByText('Finished', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Change log' }).click();
    await page.getByText('Bob Chief: finished the plan').waitFor();
    await app.shot(page, 'history');
    expect((await chief.api.call(idpRoutes.item, { params: { id: planId } })).body.result.status).toBe('finished');
  });

  it("the analytics and the chief's dashboard show the team's overdue task, at phone width too", async () => {
    const late = planBody(eva.id, { title: 'Speak up', tasks: [{ title: 'Give a talk', deadline: day(-3) }] });
    await chief.api.call(idpRoutes.create, { body: late as never });
    const page = await app.open(chief);
    await page.goto('/idp');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Plans by status').waitFor();
    await page.getByRole('link', { name: 'Give a talk — Eva Lind' }).waitFor();
    await app.shot(page, 'analytics');
    // A widget shows once the company switched it on.
    await app.client.admin.api.put(`/api/clients/${app.client.id}/slots/chief.dashboard`, { on: ['idp'] });
    await page.goto(`/chiefs_dashboard/${chief.id}`);
    const widget = page.getByTestId('idp-team');
    await widget.getByRole('link', { name: 'Give a talk — Eva Lind' }).waitFor();
    expect(await widget.getByText('overdue tasks').count()).toBe(1);
    await app.shot(page, 'dashboard');
    const phone = await app.open(chief, { viewport: { width: 375, height: 740 } });
    await phone.goto(`/chiefs_dashboard/${chief.id}`);
    await phone.getByTestId('idp-team').getByRole('link', { name: 'Give a talk — Eva Lind' }).waitFor();
    await app.shot(phone, 'dashboard-phone');
  });

  it('the form shows its rules at the fields before sending', async () => {
    const page = await app.open(chief);
    await page.goto('/idp/new');
    await page.getByRole('button', { name: 'Add a task' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('title required', { exact: true }).waitFor();
    await page.getByText('task title required', { exact: true }).waitFor();
    await app.shot(page, 'new');
  });

  it('Eva reads her plans at phone width', async () => {
    const page = await app.open(eva, { viewport: { width: 375, height: 740 } });
    await page.goto('/idp');
    await page.getByRole('tab', { name: 'My plans' }).click();
    await page.getByRole('link', { name: 'Grow as a lead' }).click();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByText('Agreed at the one-to-one').waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await app.shot(page, 'phone');
  });
});
