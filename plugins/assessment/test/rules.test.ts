import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { AssessmentCycle, AssessmentQuestionnaire } from '../server/entities/index.js';
import { assessmentRoutes } from '../shared/routes.js';
import { day, questionnaireBody, stepsBody } from './fixture.js';

let t: TestApp;
let acme: TestClient;
let chief: TestUser;
let eva: TestUser;
let loner: TestUser;
let q: string;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'assessment', active: true }] });
  chief = await acme.user();
  eva = await acme.user({ fields: { chiefId: chief.id } });
  loner = await acme.user();
  q = (await acme.admin.api.call(assessmentRoutes.createQuestionnaire, { body: questionnaireBody() as never })).body.result._id;
});
afterAll(() => t?.close());

const cycleBody = (over: Record<string, unknown> = {}) => ({
  name: 'Spring',
  steps: stepsBody(q, ['self', 'chief']),
  participants: [{ userId: eva.id }],
  ...over,
});
const count = async (entity: typeof AssessmentQuestionnaire | typeof AssessmentCycle) =>
  (await t.context(acme)).db.repo(entity as typeof AssessmentCycle).count();

/** A refused body: 400 with the rule's text at the field, and nothing written. */
async function refused(path: string, body: unknown, field: string, message: string) {
  const entity = path === '/api/cycle' ? AssessmentCycle : AssessmentQuestionnaire;
  const before = await count(entity);
  const res = await acme.admin.api.post(path, body);
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message })]));
  expect(await count(entity)).toBe(before);
}

describe('questionnaire rules', () => {
  it('refuses each broken rule at its field and stores nothing', async () => {
    await refused('/api/questionnaire', questionnaireBody({ name: '  ' }), 'name', 'name required');
    await refused('/api/questionnaire', questionnaireBody({ competencies: [] }), 'competencies', 'at least one competency');
    await refused(
      '/api/questionnaire',
      questionnaireBody({ competencies: [{ name: 'A', questions: [] }] }),
      'competencies.0.questions',
      'at least one question',
    );
    await refused(
      '/api/questionnaire',
      questionnaireBody({ competencies: [{ name: 'A', questions: [{ text: ' ' }] }] }),
      'competencies.0.questions.0.text',
      'question text not filled',
    );
    await refused('/api/questionnaire', questionnaireBody({ options: [] }), 'options', 'at least one answer option');
    await refused(
      '/api/questionnaire',
      questionnaireBody({
        options: [
          { text: 'Yes', weight: 1 },
          { text: '', weight: 0 },
        ],
      }),
      'options.1.text',
      'answer option not filled',
    );
    await refused(
      '/api/questionnaire',
      questionnaireBody({ commentsAllowed: false, commentsRequired: true }),
      'commentsRequired',
      'required comments need comments allowed',
    );
  });

  it('takes one competency, one question and one option, and required comments with comments allowed', async () => {
    const res = await acme.admin.api.call(assessmentRoutes.createQuestionnaire, {
      body: questionnaireBody({
        commentsRequired: true,
        options: [{ text: 'Yes', weight: 1 }],
        competencies: [{ name: 'A', questions: [{ text: 'Q' }] }],
      }) as never,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'published', commentsRequired: true });
    // An update is checked against the stored values.
    const off = await acme.admin.api.put(`/api/questionnaire/${res.body.result._id}`, { commentsAllowed: false });
    expect(off.status).toBe(400);
    expect(off.body.details).toEqual([expect.objectContaining({ path: 'commentsRequired' })]);
  });

  it('is managed by admins and assessment_admin only', async () => {
    expect((await eva.api.post('/api/questionnaire', questionnaireBody())).status).toBe(403);
    const moduleAdmin = await acme.user({ roles: ['assessment_admin'] });
    expect((await moduleAdmin.api.call(assessmentRoutes.createQuestionnaire, { body: questionnaireBody() as never })).status).toBe(200);
  });
});

describe('cycle rules', () => {
  it('refuses each broken rule at its field and stores nothing', async () => {
    await refused('/api/cycle', cycleBody({ name: '' }), 'name', 'name required');
    await refused('/api/cycle', cycleBody({ steps: stepsBody(q, ['calibration']) }), 'steps', 'at least one active step');
    const noQuestionnaire = stepsBody(q, ['self', 'chief']);
    noQuestionnaire[2]!.questionnaireId = null;
    await refused(
      '/api/cycle',
      cycleBody({ steps: noQuestionnaire }),
      'steps.2.questionnaireId',
      'choose a questionnaire for the active step',
    );
    await refused('/api/cycle', cycleBody({ participants: [] }), 'participants', 'choose the people under review');
    // Loner has no chief and no subordinates in the structure, and no peers were chosen.
    await refused(
      '/api/cycle',
      cycleBody({ participants: [{ userId: loner.id }] }),
      'participants.0',
      'each person under review needs at least one reviewer',
    );
    const backwards = stepsBody(q, ['self', 'chief']);
    backwards[0]!.endAt = day(-1);
    await refused('/api/cycle', cycleBody({ steps: backwards }), 'steps.0.endAt', "a step's end is before its start");
  });

  it('takes a step ending the day it starts, and fills chiefs and subordinates from the structure', async () => {
    const steps = stepsBody(q, ['self', 'chief']);
    steps[0]!.endAt = steps[0]!.startAt;
    const res = await acme.admin.api.call(assessmentRoutes.createCycle, {
      body: cycleBody({ steps, participants: [{ userId: eva.id }, { userId: chief.id, peers: [loner.id] }] }) as never,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe('draft');
    expect(res.body.result.participants).toHaveLength(2);
    expect(res.body.result.participants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: eva.id, chiefs: [chief.id], subordinates: [], peers: [] }),
        expect.objectContaining({ userId: chief.id, chiefs: [], subordinates: [eva.id], peers: [loner.id] }),
      ]),
    );
  });
});

describe('states', () => {
  it('starts once, freezes its questionnaire, completes once, closes forms, archives', async () => {
    const draftQ = (
      await acme.admin.api.call(assessmentRoutes.createQuestionnaire, { body: questionnaireBody({ status: 'draft' }) as never })
    ).body.result._id;
    const id = (
      await acme.admin.api.call(assessmentRoutes.createCycle, { body: cycleBody({ steps: stepsBody(draftQ, ['self']) }) as never })
    ).body.result._id;
    // Completing or archiving out of order changes nothing.
    expect((await acme.admin.api.put(`/api/cycle/${id}/manual_complete`)).body.message).toBe('the cycle is not active');
    const unpublished = await acme.admin.api.put(`/api/cycle/${id}/start`);
    expect([unpublished.status, unpublished.body.message]).toEqual([409, 'a questionnaire of the cycle is not published']);
    await acme.admin.api.call(assessmentRoutes.updateQuestionnaire, { params: { id: draftQ }, body: { status: 'published' } });

    const started = await acme.admin.api.call(assessmentRoutes.start, { params: { id } });
    expect(started.body.result.status).toBe('active');
    const again = await acme.admin.api.put(`/api/cycle/${id}/start`);
    expect([again.status, again.body.message]).toEqual([409, 'only a draft cycle is started']);
    // Its questionnaire is not edited nor archived while the cycle runs.
    for (const res of [
      await acme.admin.api.put(`/api/questionnaire/${draftQ}`, { name: 'New' }),
      await acme.admin.api.put(`/api/questionnaire/${draftQ}/archive`),
    ])
      expect([res.status, res.body.message]).toEqual([409, 'the questionnaire is used by an active cycle']);
    // An active cycle keeps its people and steps.
    expect((await acme.admin.api.put(`/api/cycle/${id}`, { participants: [{ userId: chief.id }] })).status).toBe(409);
    expect((await acme.admin.api.call(assessmentRoutes.updateCycle, { params: { id }, body: { name: 'Spring 2' } })).body.result.name).toBe(
      'Spring 2',
    );
    expect((await acme.admin.api.put(`/api/cycle/${id}/archive`)).body.message).toBe('complete the cycle before archiving it');

    const completed = await acme.admin.api.call(assessmentRoutes.complete, { params: { id } });
    expect(completed.body.result).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const twice = await acme.admin.api.put(`/api/cycle/${id}/manual_complete`);
    expect([twice.status, twice.body.message]).toEqual([409, 'the cycle is completed and its forms are closed']);
    expect((await acme.admin.api.put(`/api/cycle/${id}/start`)).status).toBe(409);
    expect((await acme.admin.api.put(`/api/cycle/${id}`, { name: 'Later' })).status).toBe(409);
    // Eva's self-assessment form no longer takes answers.
    const late = await eva.api.put(`/api/cycle/${id}/poll/self/${draftQ}/${eva.id}`, { answers: [] });
    expect([late.status, late.body.message]).toEqual([409, 'the cycle is completed and its forms are closed']);
    expect(
      (await eva.api.call(assessmentRoutes.poll, { params: { id, stepId: 'self', questionnaireId: draftQ, userId: eva.id } })).body.result
        .open,
    ).toBe(false);

    const archived = await acme.admin.api.call(assessmentRoutes.archive, { params: { id } });
    expect(archived.body.result.status).toBe('archived');
    expect((await acme.admin.api.put(`/api/cycle/${id}/archive`)).status).toBe(409);
    // The questionnaire is free again, but a cycle still names it.
    expect((await acme.admin.api.call(assessmentRoutes.archiveQuestionnaire, { params: { id: draftQ } })).body.result.status).toBe(
      'archived',
    );
    expect((await acme.admin.api.delete(`/api/questionnaire/${draftQ}`)).body.message).toBe('the questionnaire is used by a cycle');
    expect((await acme.admin.api.delete(`/api/cycle/${id}`)).status).toBe(409);
  });

  it('lists cycles with their number of people, paged', async () => {
    const res = await acme.admin.api.call(assessmentRoutes.cycles, { query: { limit: 1 } });
    expect(res.body).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(res.body.result).toHaveLength(1);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
  });
});
