import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { ideasRoutes } from '../shared/routes.js';
import { ideaBody } from './helpers.js';

const app = useBrowserApp({ plugins: ['ideas'], results: 'ideas' });
let eva: TestUser;
let rita: TestUser;

beforeAll(async () => {
  eva = await app.client.user({ rights: ['ideas'], fields: { firstName: 'Eva', lastName: 'Green' } });
  rita = await app.client.user({ rights: ['ideas'], fields: { firstName: 'Rita', lastName: 'Review' } });
  await app.client.admin.api.put(`/api/clients/${app.client.id}/company`, { receivers: { ideas: [rita.id] } });
  await rita.api.call(ideasRoutes.send, { body: ideaBody({ improvement: 'Book rooms in the calendar' }) });
});

describe('the idea box', () => {
  it('an employee sends an idea (a blank field refused in place, the form kept) and supports another', async () => {
    const page = await app.open(eva);
    await page.goto('/idea');
    await page.getByRole('heading', { name: 'Book rooms in the calendar' }).waitFor();
    await page.getByRole('button', { name: 'Send an idea' }).click();
    expect(await page.getByLabel('Author').inputValue()).toBe('Eva Green');
    await page.getByLabel('Current process').fill('Invoices are typed in by hand.');
    await page.getByLabel('Improvement').fill('Scan invoices');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('required field').first().waitFor();
    expect(await page.getByLabel('Improvement').inputValue()).toBe('Scan invoices');
    await page.getByLabel('Changes').fill('Buy a scanner.');
    await page.getByLabel('Expected results').fill('Two hours saved a day.');
    await app.shot(page, 'form');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Scan invoices' }).waitFor();
    const other = page.getByRole('article', { name: 'Book rooms in the calendar' });
    await other.getByRole('button', { name: 'Support' }).click();
    await other.getByText('1 vote').waitFor();
    // The most supported idea comes first.
    expect(await page.getByRole('article').first().getAttribute('aria-label')).toBe('Book rooms in the calendar');
    await app.shot(page, 'list');
  }, 120_000);

  it('the receiver takes the idea for review and accepts it with a comment; the author reads it', async () => {
    const receiver = await app.open(rita);
    await receiver.goto('/idea');
    const idea = receiver.getByRole('article', { name: 'Scan invoices' });
    await idea.getByRole('button', { name: 'Take for review' }).click();
    await receiver.getByRole('button', { name: 'Confirm' }).click();
    await idea.getByText('Under review').waitFor();
    await idea.getByRole('button', { name: 'Accept' }).click();
    await receiver.getByLabel('Comment for the author').fill('We buy the scanner next week');
    await receiver.getByRole('button', { name: 'Confirm' }).click();
    await idea.getByText('Accepted').waitFor();
    await app.shot(receiver, 'receiver');

    const page = await app.open(eva);
    await page.goto('/idea');
    const mine = page.getByRole('article', { name: 'Scan invoices' });
    await mine.getByText('We buy the scanner next week').waitFor();
    expect(await mine.getByRole('button', { name: 'Accept' }).count()).toBe(0);
  }, 120_000);

  it('works at phone width', async () => {
    const page = await app.open(eva, { viewport: { width: 390, height: 844 } });
    await page.goto('/idea');
    await page.getByRole('heading', { name: 'Book rooms in the calendar' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone');
  });
});
