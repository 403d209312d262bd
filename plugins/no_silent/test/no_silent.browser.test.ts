import { beforeAll, describe, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';

const app = useBrowserApp({ plugins: ['no_silent'], results: 'no_silent' });
const phone = { viewport: { width: 390, height: 844 } };
let reporter: TestUser;
let receiver: TestUser;

beforeAll(async () => {
  reporter = await app.client.user({ rights: ['no_silent'], fields: { firstName: 'Eva', lastName: 'Staff' } });
  receiver = await app.client.user({ rights: ['no_silent'], fields: { firstName: 'Rita', lastName: 'Ethics' } });
  await app.client.admin.api.put(`/api/clients/${app.client.id}/company`, { receivers: { reports: [receiver.id] } });
});

describe("don't be silent", () => {
  it('an employee reports anonymously with a file, keeps the code, reads the answer by it and replies', async () => {
    const page = await app.open(reporter, phone);
    await page.goto('/report_violation');
    await page.getByRole('heading', { name: "Don't be silent" }).waitFor();
    // The description is required: the rule shows at the field and nothing is sent.
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('required field').waitFor();
    await page.getByLabel('Describe what happened in detail').fill('The cashier of shop 7 keeps the change.');
    await page.locator('input[type=file]').setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('receipt') });
    await app.shot(page, 'form');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Your report was sent anonymously.').waitFor();
    const code = (await page.getByTestId('report-code').textContent())!.trim();
    await app.shot(page, 'code');

    const rita = await app.open(receiver);
    await rita.goto('/report_violation');
    await rita.getByRole('tab', { name: 'Received reports' }).click();
    await rita.getByRole('button', { name: /^Anonymous/ }).click();
    await rita.getByText('The cashier of shop 7 keeps the change.').waitFor();
    await rita.getByRole('link', { name: 'receipt.txt' }).waitFor();
    await rita.getByLabel('Your message').fill('Since when?');
    await rita.getByRole('button', { name: 'Send', exact: true }).click();
    await rita.getByText('Since when?').waitFor();
    await app.shot(rita, 'thread');

    await page.getByRole('tab', { name: 'Follow by code' }).click();
    await page.getByLabel('Code', { exact: true }).fill('WRONG-CODE');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByText('no report has this code').waitFor();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByText('Since when?').waitFor();
    await page.getByLabel('Your message').fill('Since March.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Since March.').waitFor();
    await app.shot(page, 'follow');
    // Three pages in one story: more than the default minute on a shared machine.
  }, 180_000);
});
