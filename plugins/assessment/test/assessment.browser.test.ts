import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { assessmentRoutes as routes } from '../shared/routes.js';

const app = useBrowserApp({ plugins: ['assessment'], results: 'assessment' });
let manager: TestUser;
let bob: TestUser;
let eva: TestUser;
let cycleId = '';

beforeAll(async () => {
  manager = await app.client.user({
    rights: ['assessment'],
    roles: ['assessment_admin'],
    fields: { firstName: 'Mira', lastName: 'Manager' },
  });
  bob = await app.client.user({ rights: ['assessment'], fields: { firstName: 'Bob', lastName: 'Chief' } });
  eva = await app.client.user({ rights: ['assessment'], fields: { firstName: 'Eva', lastName: 'Lind', chiefId: bob.id } });
});

describe('a 360 cycle', () => {
  it('a manager builds a questionnaire and a cycle and starts it, Eva fills her form, the manager completes it and sees her result', async () => {
    const page = await app.open(manager);
    await page.goto('/assessment');
    await page.getByRole('tab', { name: 'Questionnaires' }).click();
    await page.getByText('No questionnaires yet').waitFor();
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    // The shared schema's rules show at their fields before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('name required', { exact: true }).waitFor();
    await page.getByText('answer option not filled').first().waitFor();
    await app.shot(page, 'questionnaire-rules');
    await page.getByRole('textbox', { name: 'Name' }).fill('Teamwork 360');
    await page.getByText('Published', { exact: true }).click();
    await page.getByRole('button', { name: 'Remove answer option 5' }).click();
    await page.getByRole('button', { name: 'Remove answer option 4' }).click();
    for (const [n, text] of ['Rarely', 'Often', 'Always'].entries())
      await page.getByRole('textbox', { name: `Answer option ${n + 1}` }).fill(text);
    await page.getByRole('textbox', { name: 'Competency 1', exact: true }).fill('Teamwork');
    await page.getByRole('textbox', { name: 'Question 1 of competency 1' }).fill('Shares knowledge');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Teamwork 360' }).waitFor();
    await app.shot(page, 'questionnaire');

    await page.goto('/assessment/cycle/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Autumn review');
    await page.getByRole('tab', { name: 'Steps' }).click();
    for (const i of [0, 1]) {
      await page.getByRole('textbox', { name: 'Questionnaire' }).nth(i).click();
      await page.getByRole('option', { name: 'Teamwork 360' }).click();
    }
    await app.shot(page, 'cycle-steps');
    await page.getByRole('tab', { name: 'People under review' }).click();
    await page.getByRole('textbox', { name: 'People under review' }).fill('Eva');
    await page.getByRole('option', { name: 'Eva Lind' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Autumn review' }).waitFor();
    cycleId = page.url().split('/').pop()!;
    // Her chief came from the structure when the cycle was saved.
    await page.getByRole('tab', { name: 'People under review' }).click();
    await page.getByRole('region', { name: 'Eva Lind' }).getByText('Bob Chief').waitFor();
    await app.shot(page, 'cycle-participants');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog').getByText('Every respondent gets their forms').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.getByText('Active', { exact: true }).first().waitFor();
    expect((await app.client.admin.api.call(routes.cycle, { params: { id: cycleId } })).body.result.status).toBe('active');

    const evaPage = await app.open(eva);
    await evaPage.goto('/assessment');
    await evaPage.getByRole('link', { name: 'Autumn review: Self-assessment — Eva Lind' }).click();
    await evaPage.getByRole('radio', { name: 'Often' }).check();
    await app.shot(evaPage, 'poll');
    await evaPage.getByRole('button', { name: 'Hand in' }).click();
    await evaPage.getByRole('tab', { name: 'My reviews' }).waitFor();
    await evaPage.getByText('Completed', { exact: true }).waitFor();
    await app.shot(evaPage, 'reviews');

    // Her chief answers too, so the result has a score (the self-assessment is kept apart): 'Always' weighs 3.
    const q = (await app.client.admin.api.call(routes.questionnaires, { query: {} as never })).body.result[0]!;
    const always = q.options.find((o) => o.text === 'Always')!._id;
    const question = q.competencies[0]!.questions[0]!._id;
    const handedIn = await bob.api.put(`/api/cycle/${cycleId}/poll/chief/${q._id}/${eva.id}`, {
      answers: [{ questionId: question, optionId: always, comment: 'Always helps the team' }],
      complete: true,
    });
    expect(handedIn.status).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
    await page.getByText('Completed', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('link', { name: 'Eva Lind' }).click();
    await page.getByText('Total: 3').waitFor();
    await page.getByText('«Always helps the team»').waitFor();
    await app.shot(page, 'result');

    await page.goto('/assessment');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Forms by status' }).waitFor();
    await page.getByRole('cell', { name: 'Eva Lind' }).waitFor();
    await app.shot(page, 'analytics');
  }, 240_000);

  it('Eva chooses her peer; the manager calibrates and approves her result', async () => {
    const admin = app.client.admin;
    const peer = await app.client.user({ rights: ['assessment'], fields: { firstName: 'Pia', lastName: 'Peer' } });
    const q = (
      await admin.api.call(routes.createQuestionnaire, {
        body: {
          name: 'Winter form',
          status: 'published',
          options: ['Rarely', 'Often', 'Always'].map((text, i) => ({ text, weight: i + 1 })),
          competencies: [{ name: 'Teamwork', questions: [{ text: 'Shares knowledge' }] }],
        } as never,
      })
    ).body.result;
    const id = (
      await admin.api.call(routes.createCycle, {
        body: {
          name: 'Winter review',
          steps: ['self', 'choose_reviewers', 'chief', 'peer', 'subordinate', 'calibration', 'approval', 'access'].map((kind) => ({
            kind,
            active: ['chief', 'peer', 'choose_reviewers', 'calibration', 'approval'].includes(kind),
            questionnaireId: ['chief', 'peer'].includes(kind) ? q._id : null,
          })),
          participants: [{ userId: eva.id }],
        } as never,
      })
    ).body.result._id;
    await admin.api.call(routes.start, { params: { id } });

    const evaPage = await app.open(eva);
    await evaPage.goto('/assessment');
    await evaPage.getByRole('tab', { name: 'My assessments' }).click();
    await evaPage.getByRole('textbox', { name: 'My peers (reviewers)' }).fill('Pia');
    await evaPage.getByRole('option', { name: 'Pia Peer' }).click();
    await evaPage.getByRole('button', { name: 'Save peers' }).click();
    await evaPage.getByRole('button', { name: 'Peers saved' }).waitFor();
    await app.shot(evaPage, 'choose-peers');
    const cycle = (await admin.api.call(routes.cycle, { params: { id } })).body.result;
    expect(cycle.participants[0]!.peers).toEqual([peer.id]);

    const options = new Map(q.options.map((o) => [o.text, o._id]));
    const question = q.competencies[0]!.questions[0]!._id;
    for (const [u, step, pick] of [
      [bob, 'chief', 'Often'],
      [peer, 'peer', 'Always'],
    ] as const)
      await u.api.put(`/api/cycle/${id}/poll/${step}/${q._id}/${eva.id}`, {
        answers: [{ questionId: question, optionId: options.get(pick) }],
        complete: true,
      });

    const page = await app.open(manager);
    await page.goto(`/assessment/result/${id}/${eva.id}`);
    await page.getByText('Total: 2.5').waitFor();
    await page.getByRole('textbox', { name: 'Teamwork' }).fill('3');
    await page.getByRole('button', { name: 'Save calibration' }).click();
    await page.getByText('Total: 3').waitFor();
    await app.shot(page, 'calibration');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Save calibration' }).count()).resolves.toBe(0);
    await app.shot(page, 'approved');
  }, 180_000);

  it('works at phone width', async () => {
    const page = await app.open(manager, { viewport: { width: 390, height: 844 } });
    await page.goto(`/assessment/cycle/${cycleId}`);
    await page.getByRole('heading', { name: 'Autumn review' }).waitFor();
    await page.getByRole('tab', { name: 'Steps' }).click();
    await page.getByText('Self-assessment').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.shot(page, 'phone');
  });
});
