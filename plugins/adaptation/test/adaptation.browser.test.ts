import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { adaptationRoutes as routes } from '../shared/routes.js';

const app = useBrowserApp({ plugins: ['adaptation'], results: 'adaptation' });
let hr: TestUser;
let newcomer: TestUser;
let mentor: TestUser;
let trackId = '';

beforeAll(async () => {
  const admin = app.client.admin;
  hr = await app.client.user({ rights: ['adaptation'], roles: ['adaptation_admin'], fields: { firstName: 'Hanna', lastName: 'Hr' } });
  newcomer = await app.client.user({ rights: ['adaptation'], fields: { firstName: 'Nina', lastName: 'New' } });
  mentor = await app.client.user({ rights: ['adaptation'], fields: { firstName: 'Max', lastName: 'Mentor' } });
  trackId = (await admin.api.call(routes.create, { body: { name: 'First month', state: 'running' } })).body.result._id;
  for (const [stage, steps] of [
    ['Week one', ['Meet the team', 'Set up the laptop']],
    ['Month one', ['First review']],
  ] as const) {
    const id = (await admin.api.call(routes.addStage, { params: { track: trackId }, body: { name: stage } })).body.result._id;
    for (const name of steps) await admin.api.post(`/api/adaptation/track/${trackId}/step`, { stage: id, name });
  }
});

describe('an adaptation', () => {
  it('HR puts a newcomer on a two-stage track with a mentor, the newcomer finishes the first step, the mentor sees it', async () => {
    const page = await app.open(hr);
    await page.goto(`/adaptation/${trackId}`);
    await page.getByRole('tab', { name: 'Scenario' }).click();
    await page.getByText('Set up the laptop').waitFor();
    await app.shot(page, 'scenario');
    // A step's fields: a link the shared schema refuses shows its rule at the field, a good one is kept.
    await page.getByRole('button', { name: 'Edit step Meet the team' }).click();
    await page.getByRole('textbox', { name: 'Task' }).fill('Say hello at the stand-up');
    await page.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('The link must be a valid URL').waitFor();
    await page.getByRole('textbox', { name: 'Link' }).fill('https://example.com/team');
    await app.shot(page, 'step');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // A second scenario, shown once added.
    await page.getByRole('textbox', { name: 'New scenario' }).fill('Remote');
    await page.getByRole('button', { name: 'Add scenario' }).click();
    await page.getByRole('textbox', { name: 'Scenario name' }).and(page.locator('[value="Remote"]')).waitFor();
    await page.getByText('No stages yet').waitFor();
    await page.getByRole('tab', { name: 'Participants' }).click();
    await page.getByRole('button', { name: 'Put on the track' }).click();
    // The shared schema's rule shows in place before anything is sent.
    await page.getByText('Choose the employee').waitFor();
    await page.getByRole('textbox', { name: 'Newcomer' }).fill('Nina');
    await page.getByRole('option', { name: 'Nina New' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Mentor' }).fill('Max');
    await page.getByRole('option', { name: 'Max Mentor' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // Two scenarios now: the newcomer gets the first, which holds the stages.
    await page.getByRole('textbox', { name: 'Scenario' }).waitFor();
    await page.getByRole('button', { name: 'Put on the track' }).click();
    await page.getByRole('link', { name: 'Nina New' }).waitFor();
    await page.getByText('0 of 3 steps').waitFor();
    await app.shot(page, 'participants');

    const nina = await app.open(newcomer);
    await nina.goto('/adaptation');
    await nina.getByRole('link', { name: 'First month' }).click();
    await nina.getByRole('link', { name: 'https://example.com/team' }).waitFor();
    await nina.locator('[aria-label="Meet the team"]').getByRole('button', { name: 'Done' }).click();
    await nina.getByText('1 of 3 steps').first().waitFor();
    await app.shot(nina, 'journey');

    const max = await app.open(mentor);
    await max.goto('/adaptation');
    await max.getByText('1 of 3 steps').waitFor();
    await max.getByRole('link', { name: 'First month' }).click();
    await max.locator('[aria-label="Meet the team"]').getByText('Finished').waitFor();
    expect(await max.getByRole('button', { name: 'Back one step' }).count()).toBe(1);
    await app.shot(max, 'mentor');

    // HR's figures: Nina in progress, her steps due today not overdue yet.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('In progress: 1').waitFor();
    await page.getByRole('row', { name: /Nina New 1 of 3 steps 0/ }).waitFor();
    await app.shot(page, 'analytics');
    // Three people's pages one after another: longer than one page's test on a busy machine.
  }, 180_000);

  it('module admins name mentors and HR and set tenure awards, each refusal at its field', async () => {
    const page = await app.open(hr);
    await page.goto('/adaptation');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Mentors' }).fill('Max');
    await page.getByRole('option', { name: 'Max Mentor' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    for (const days of ['30', '30']) {
      await page.getByRole('button', { name: 'Add award' }).click();
      await page.getByRole('textbox', { name: 'Day of line' }).last().fill(days);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Day numbers must not repeat').waitFor();
    await page.getByRole('textbox', { name: 'Day of line 2' }).fill('90');
    await app.shot(page, 'settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await hr.api.get(`/api/adaptation/${app.client.id}/settings`)).body.result)
      .toMatchObject({
        mentors: [mentor.id],
        awards: [{ days: 30 }, { days: 90 }],
      });
  });

  it('works at phone width', async () => {
    const page = await app.open(hr, { viewport: { width: 390, height: 844 } });
    await page.goto(`/adaptation/${trackId}`);
    await page.getByRole('tab', { name: 'Scenario' }).click();
    await page.getByText('First review').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Newcomers by state').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone-analytics');
  });
});
