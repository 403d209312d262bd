import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { lmsRoutes } from '../shared/routes.js';

const app = useBrowserApp({ plugins: ['lms'], results: 'lms' });
let learner: TestUser;
let chief: TestUser;
let courseId = '';
let testId = '';

beforeAll(async () => {
  const admin = app.client.admin;
  chief = await app.client.user({ rights: ['lms'], fields: { firstName: 'Carl', lastName: 'Chief' } });
  learner = await app.client.user({ rights: ['lms'], fields: { firstName: 'Lena', lastName: 'Learner', chiefId: chief.id } });
  courseId = (await admin.api.call(lmsRoutes.createCourse, { body: { title: 'Fire safety', description: 'Exits and extinguishers' } })).body
    .result._id;
  await admin.api.call(lmsRoutes.createLesson, {
    body: { course: courseId, title: 'Exits', content: '<p>Know <strong>two</strong> ways out.</p>' },
  });
  testId = (
    await admin.api.call(lmsRoutes.createTest, {
      body: {
        course: courseId,
        title: 'Fire check',
        timeLimit: 10,
        showRight: true,
        questions: [
          { text: 'Where do you go in a fire?', answers: [{ text: 'The nearest exit', right: true }, { text: 'The lift' }] },
          { text: 'What do you use on burning oil?', answers: [{ text: 'A fire blanket', right: true }, { text: 'Water' }] },
        ],
      },
    })
  ).body.result._id;
});

describe('learning', () => {
  it('an admin appoints the course; the learner fails the test, tries again and passes; analytics show it', async () => {
    const admin = await app.open(app.client.admin);
    await admin.goto(`/courses/${courseId}`);
    await admin.getByRole('tab', { name: 'Participants' }).click();
    await admin.getByRole('textbox', { name: 'Appoint to employees' }).fill('Lena');
    await admin.getByRole('option', { name: 'Lena Learner' }).click();
    await admin.getByRole('listbox').waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Appoint', exact: true }).click();
    await admin.getByRole('cell', { name: 'Not started' }).waitFor();
    await app.shot(admin, 'participants');

    const page = await app.open(learner);
    await page.goto('/courses');
    await page.getByRole('tab', { name: 'My learning' }).click();
    await page.getByRole('link', { name: 'Fire safety' }).click();
    await page.getByRole('link', { name: 'Exits' }).click();
    await page.getByText('two ways out').waitFor();
    await page.getByRole('button', { name: 'Mark as learned' }).click();
    await page.getByText('Learned', { exact: true }).waitFor();
    await page.goto(`/courses/${courseId}/tests/${testId}`);

    // First try: the right exit, the wrong extinguisher: 50 %, below the pass mark of 80 %.
    await page.getByRole('button', { name: 'Start the test' }).click();
    await page.getByRole('timer').waitFor();
    await page.getByRole('checkbox', { name: 'The nearest exit' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Water' }).check();
    await app.shot(page, 'player');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Failed').waitFor();
    await page.getByText('Score: 50 %').waitFor();
    await app.shot(page, 'failed');

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('checkbox', { name: 'The nearest exit' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByRole('checkbox', { name: 'The nearest exit' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'A fire blanket' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Passed', { exact: true }).waitFor();
    await page.getByText('Score: 100 %').waitFor();

    await admin.goto('/courses/analytics');
    const row = admin.getByRole('row', { name: /Lena Learner/ });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Fire safety751002/);
    await admin.getByRole('cell', { name: 'Learned' }).waitFor();
    await app.shot(admin, 'analytics');
    // Two users, two tries and a re-render per step on a shared 2-core machine.
  }, 240_000);

  it("shows the team's learning on the chief's dashboard", async () => {
    await app.client.admin.api.call(lmsRoutes.addMembers, { params: { id: courseId }, body: { empl: [learner.id] } });
    // A new widget starts off: the company switches it on.
    await app.client.admin.api.put(`/api/clients/${app.client.id}/slots/chief.dashboard`, { on: ['lms'] });
    const page = await app.open(chief);
    await page.goto(`/chiefs_dashboard/${chief.id}`);
    const widget = page.getByTestId('lms-team');
    await widget.getByText('Team learning').waitFor();
    await expect.poll(() => widget.textContent()).toMatch(/1Assigned/);
    await app.shot(page, 'chief-dashboard');
  });

  it('reads the course and a lesson at phone width in Russian', async () => {
    await app.client.admin.api.call(lmsRoutes.addMembers, { params: { id: courseId }, body: { empl: [learner.id] } });
    const page = await app.open(learner, { viewport: { width: 390, height: 844 } });
    // Russian from the shell's switch, as a user picks it.
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await page.goto(`/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Содержание' }).waitFor();
    await page.getByRole('link', { name: 'Exits' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone-course-ru');
    await page.getByRole('link', { name: 'Exits' }).click();
    await page.getByText('two ways out').waitFor();
    // Learned in the journey above (a badge), or a button to mark it when this test runs alone.
    await page.getByText(/^(Изучен|Отметить изученным)$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone-lesson-ru');
  });
});
