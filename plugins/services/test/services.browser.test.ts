import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { servicesRoutes } from '../shared/routes.js';

// The knowledge base is on: the editor chooses the article describing a service.
const app = useBrowserApp({ plugins: ['services', 'knowl_base'], results: 'services' });
let employee: TestUser;
let chief: TestUser;
let hr: TestUser;
let serviceId = '';
let articleId = '';

beforeAll(async () => {
  const admin = app.client.admin;
  chief = await app.client.user({ rights: ['services'], fields: { firstName: 'Carl', lastName: 'Chief' } });
  hr = await app.client.user({ rights: ['services'], fields: { firstName: 'Hanna', lastName: 'Hr' } });
  const sales = (await admin.api.post('/api/structure', { name: 'Sales', managerId: chief.id })).body.result._id;
  employee = await app.client.user({ rights: ['services'], fields: { firstName: 'Eva', lastName: 'Staff', departmentId: sales } });
  const hrGroup = (await admin.api.call(servicesRoutes.createGroup, { body: { name: 'HR' } })).body.result._id;
  await admin.api.call(servicesRoutes.createGroup, { body: { name: 'IT' } });
  // Called by path, as the plugin does: services import nothing of the knowledge base.
  articleId = (await admin.api.post('/api/article', { kind: 'article', title: 'Business trips', content: '<p>How trips are booked.</p>' }))
    .body.result._id;
  const made = await admin.api.call(servicesRoutes.create, {
    body: {
      name: 'Employment certificate',
      description: 'A certificate of employment for a bank or a visa.',
      groupId: hrGroup,
      type: 'multi',
      daysLimit: 2,
      receivers: [admin.id],
      steps: [
        {
          name: 'The direct chief approves',
          performers: { kind: 'chief' },
          form: { name: 'Certificate', fields: [{ name: 'For whom', type: 'string', required: true }] },
        },
        {
          name: 'HR issues it',
          performers: { kind: 'employees', userIds: [hr.id] },
          review: true,
          form: {
            name: 'Issued certificate',
            fields: [
              { name: 'Certificate number', type: 'string', required: true },
              { name: 'Issued on', type: 'date' },
            ],
          },
        },
      ],
    },
  });
  serviceId = made.body.result._id;
});

describe('the services catalogue', () => {
  it('an employee finds a service by search and reads its steps', async () => {
    const page = await app.open(employee);
    await page.goto('/services');
    await page.getByRole('heading', { name: 'HR' }).waitFor();
    // Employees see groups with services only, and no group form.
    expect(await page.getByRole('heading', { name: 'IT' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add group' }).count()).toBe(0);
    await app.shot(page, 'catalogue');
    await page.getByLabel('Search services').fill('visa');
    await page.getByRole('link', { name: 'Employment certificate' }).waitFor();
    await page.getByLabel('Search services').fill('laptop');
    await page.getByText('No services found').waitFor();
    await page.getByLabel('Search services').fill('');
    await page.getByRole('link', { name: 'Employment certificate' }).click();
    await page.waitForURL(`**/service/${serviceId}`);
    await page.getByText('The direct chief approves').waitFor();
    await page.getByText("Performed by the initiator's direct chief").waitFor();
    await page.getByText('For whom (line) *').waitFor();
    expect(await page.getByRole('button', { name: 'Delete service' }).count()).toBe(0);
    await app.shot(page, 'service');
  });

  it('an employee files a two-step request, the chief accepts, HR declines with a reason; the employee sees both', async () => {
    const page = await app.open(employee);
    await page.goto(`/service/${serviceId}`);
    // The first step's form is checked before sending: the required field's rule shows in place.
    await page.getByRole('button', { name: 'Send a request' }).click();
    await page.getByText('fill in this field').waitFor();
    await page.getByLabel('For whom').fill('Sberbank');
    await page.getByRole('button', { name: 'Send a request' }).click();
    await page.waitForURL(/request=/);
    await page.getByText('For whom: Sberbank').waitFor();
    const requestUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.getByText('In progress').waitFor();

    const boss = await app.open(chief);
    await boss.goto(requestUrl);
    await boss.getByRole('button', { name: 'Accept' }).click();
    await boss.getByText('Accepted', { exact: true }).waitFor();

    const clerk = await app.open(hr);
    await clerk.goto(requestUrl);
    await clerk.getByRole('button', { name: 'Decline' }).click();
    // The rule's text shows at the reason; nothing is decided yet.
    await clerk.getByText('decline reason missing').waitFor();
    await clerk.getByLabel('Reason').fill('Your contract is being renewed');
    await clerk.getByRole('button', { name: 'Decline' }).click();
    await clerk.getByText('Rejected').waitFor();
    await app.shot(clerk, 'declined');

    await page.reload();
    await page.getByText('Rejected').waitFor();
    await page.getByText('Accepted', { exact: true }).waitFor();
    await page.getByText('Reason: Your contract is being renewed').waitFor();
    await app.shot(page, 'request');
  });

  it('performers find the request waiting for them, HR fills its step’s form when accepting; the employee sees it among theirs', async () => {
    const page = await app.open(employee);
    await page.goto(`/service/${serviceId}`);
    await page.getByLabel('For whom').fill('Visa centre');
    await page.getByRole('button', { name: 'Send a request' }).click();
    await page.waitForURL(/request=/);

    const boss = await app.open(chief);
    await boss.goto('/services?tab=waiting');
    await boss.getByRole('link', { name: 'Employment certificate' }).click();
    await boss.getByRole('button', { name: 'Accept' }).click();
    await boss.getByText('Accepted', { exact: true }).waitFor();
    await boss.goto('/services?tab=waiting');
    await boss.getByText('Nothing waits for you').waitFor();

    const clerk = await app.open(hr);
    await clerk.goto('/services?tab=waiting');
    await clerk.getByText('at the step “HR issues it”').waitFor();
    await app.shot(clerk, 'waiting');
    await clerk.getByRole('link', { name: 'Employment certificate' }).click();
    // The later step's form is filled by its performer: the required field's rule shows in place, nothing is sent.
    await clerk.getByRole('region', { name: 'Request' }).getByText('Issued certificate').waitFor();
    await clerk.getByRole('button', { name: 'Accept' }).click();
    await clerk.getByText('fill in this field').waitFor();
    await clerk.getByLabel('Certificate number').fill('C-17');
    await clerk.getByRole('button', { name: 'Issued on' }).click();
    await clerk.locator('table button:not([data-outside])').filter({ hasText: /^15$/ }).click();
    await app.shot(clerk, 'later-step-form');
    await clerk.getByRole('button', { name: 'Accept' }).click();
    await clerk.getByText('Succeeded').waitFor();
    await clerk.getByText('Certificate number: C-17').waitFor();
    await clerk.getByText(`Issued on: ${new Date().toISOString().slice(0, 8)}15`).waitFor();

    await page.goto('/services?tab=mine');
    await page.getByText('You have no requests in progress').waitFor();
    await page.locator('label', { hasText: 'Finished' }).click();
    await page.getByText('Succeeded').waitFor();
    await page.getByText('Rejected').waitFor();
    await app.shot(page, 'my-requests');
  });

  it('an admin makes a two-step service in the editor, reorders its steps by keyboard, gives a step a form and names its article', async () => {
    const page = await app.open(app.client.admin);
    await page.goto('/services');
    await page.getByRole('link', { name: 'New service' }).click();
    await page.waitForURL('**/service/new');
    // The schema's rules show at their fields before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('service name required').waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Business trip');
    await page.getByRole('textbox', { name: /^Group/ }).click();
    await page.getByRole('option', { name: 'HR' }).click();
    await page.getByLabel('Description').fill('Travel for work: approved by the chief, then booked.');
    await page.locator('label', { hasText: 'Multi-step' }).click();
    await page.getByRole('textbox', { name: 'Receivers of new requests' }).fill('Hanna');
    await page.getByRole('option', { name: 'Hanna Hr' }).click();
    await page.getByRole('textbox', { name: 'Knowledge-base article' }).fill('trips');
    await page.getByRole('option', { name: 'Business trips' }).click();
    await page.getByLabel('Step name').fill('Book tickets');
    await page.getByRole('button', { name: 'Add a step' }).click();
    await page.getByLabel('Step name').nth(1).fill('The chief approves');
    await page.getByRole('textbox', { name: 'Who performs it' }).nth(1).click();
    await page.getByRole('option', { name: 'The direct chief' }).click();
    await page.getByRole('switch', { name: 'The step has a form' }).first().click();
    await page.getByLabel('Form name').fill('Trip');
    await page.getByRole('button', { name: 'Add a field' }).click();
    await page.getByLabel('Field name').fill('Destination');

    // The chief's step moves first: its handle, space, one place up, space.
    // One live region per sortable list (the steps, the form's fields).
    const live = () =>
      page
        .locator('[role="status"][aria-live]')
        .allTextContents()
        .then((all) => all.join(' '));
    await page.getByRole('button', { name: 'Drag The chief approves' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(live).toContain('The chief approves is in its place.');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await expect.poll(live).toContain('The chief approves is over Book tickets.');
    await page.keyboard.press('Space');
    await expect.poll(live).toContain('Dropped The chief approves.');
    await app.shot(page, 'editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/service\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('.mantine-Timeline-itemTitle').allTextContents()).toEqual(['The chief approves', 'Book tickets']);
    await page.getByText('Destination (line)').waitFor();
    expect(await page.getByRole('link', { name: 'Read about the service in the knowledge base' }).getAttribute('href')).toBe(
      `/article/${articleId}`,
    );
    await app.shot(page, 'edited');
  });

  it('an admin adds a group, a blank name refused in place', async () => {
    const page = await app.open(app.client.admin);
    await page.goto('/services');
    await page.getByRole('heading', { name: 'IT' }).waitFor();
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByText('group name required').waitFor();
    await page.getByLabel('New group').fill('Facilities');
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByRole('heading', { name: 'Facilities' }).waitFor();
    await app.shot(page, 'admin');
  });

  it('an employee draws their own route: refusals in place, kept as a template, started, and a step not reached yet changed', async () => {
    const page = await app.open(employee);
    await page.goto(`/service/${serviceId}`);
    await page.getByRole('button', { name: 'Draw my own route' }).click();
    const route = page.getByRole('region', { name: 'My own route' });
    await route.getByRole('button', { name: 'Start the request' }).click();
    await route.getByText('step name required').first().waitFor();
    await route.getByLabel('Step name').nth(0).fill('Chief signs');
    await route.getByRole('textbox', { name: 'Who performs it' }).nth(0).click();
    await page.getByRole('option', { name: 'The direct chief' }).click();
    await route.getByRole('button', { name: 'Remove the step', exact: true }).click();
    // One step is kept as a template but does not start.
    await route.getByRole('button', { name: 'Start the request' }).click();
    await route.getByText('a request needs at least 2 steps to start').waitFor();
    await route.getByLabel('Request name').fill('Certificate for the embassy');
    await route.getByRole('button', { name: 'Keep as a template' }).click();
    await page.getByText('Kept among your templates').waitFor();
    await page.getByRole('region', { name: 'My templates' }).getByText('Certificate for the embassy · 1 step').waitFor();

    await page.getByRole('button', { name: 'Draw my own route' }).click();
    await route.getByLabel('Step name').nth(0).fill('Chief signs');
    await route.getByRole('textbox', { name: 'Who performs it' }).nth(0).click();
    await page.getByRole('option', { name: 'The direct chief' }).click();
    await route.getByLabel('Step name').nth(1).fill('HR files');
    await route.getByRole('textbox', { name: 'Who performs it' }).nth(1).click();
    await page.getByRole('option', { name: 'Chosen employees' }).click();
    await route.getByRole('button', { name: 'Start the request' }).click();
    await route.getByText('choose the employees who perform the step').waitFor();
    await route.getByRole('textbox', { name: 'Employees (up to 5)' }).fill('Hanna');
    await page.getByRole('option', { name: 'Hanna Hr' }).click();
    await app.shot(page, 'route-drawn');
    await route.getByRole('button', { name: 'Start the request' }).click();
    await page.waitForURL(/request=/);

    // The waiting step stays as it is; the one after it is changed, a step is added and removed.
    const request = page.getByRole('region', { name: 'Request' });
    await request.getByText('In progress').waitFor();
    expect(await request.getByRole('button', { name: 'Change the step Chief signs' }).count()).toBe(0);
    await request.getByRole('button', { name: 'Change the step HR files' }).click();
    await request.getByLabel('Step name').fill('HR files it');
    await request.getByRole('button', { name: 'Save', exact: true }).click();
    await request.getByRole('button', { name: 'Change the step HR files it' }).waitFor();
    await request.getByRole('button', { name: 'Add a step' }).click();
    await request.getByRole('button', { name: 'Save', exact: true }).click();
    await request.getByText('step name required').waitFor();
    await request.getByLabel('Step name').fill('Archive');
    await request.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => request.locator('.mantine-Timeline-itemTitle').allTextContents())
      .toEqual(['Chief signs', 'HR files it', 'Archive']);
    await app.shot(page, 'route-changed');
    await request.getByRole('button', { name: 'Remove the step Archive' }).click();
    await expect.poll(() => request.locator('.mantine-Timeline-itemTitle').allTextContents()).toEqual(['Chief signs', 'HR files it']);
  });

  it('works at phone width', async () => {
    const page = await app.open(employee, { viewport: { width: 390, height: 844 } });
    await page.goto(`/service/${serviceId}`);
    await page.getByText('HR issues it').waitFor();
    await page.getByRole('button', { name: 'Draw my own route' }).click();
    await page.getByRole('region', { name: 'My own route' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone');
    await page.goto('/services?tab=mine');
    await page.locator('label', { hasText: 'Finished' }).click();
    await page.getByText('Succeeded').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone-requests');
    const admin = await app.open(app.client.admin, { viewport: { width: 390, height: 844 } });
    await admin.goto('/service/new');
    await admin.getByRole('button', { name: 'Save' }).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(admin, 'phone-editor');
  });
});
