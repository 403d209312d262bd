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
    await page.getByRole('button', { name: 'Put on the track' }).click();
    await page.getByRole('link', { name: 'Nina New' }).waitFor();
    await page.getByText('0 of 3 steps').waitFor();
    await app.shot(page, 'participants');

    const nina = await app.open(newcomer);
    await nina.goto('/adaptation');
    await nina.getByRole('link', { name: 'First month' }).click();
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
    // Three people's pages one after another: longer than one page's test on a busy machine.
  }, 180_000);

  it('works at phone width', async () => {
    const page = await app.open(hr, { viewport: { width: 390, height: 844 } });
    await page.goto(`/adaptation/${trackId}`);
    await page.getByRole('tab', { name: 'Scenario' }).click();
    await page.getByText('First review').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone');
  });
});
