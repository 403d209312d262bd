import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIMIT } from '@atrium/sdk/shared';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { assessmentRoutes } from '../shared/routes.js';
import type { QuestionnaireView } from '../shared/types.js';
import { questionnaireBody, stepsBody } from './fixture.js';

let t: TestApp;
let acme: TestClient;
let boss: TestUser;
let eva: TestUser;
let ann: TestUser;
let tom: TestUser;
let q: QuestionnaireView;
let cycleId: string;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'assessment', active: true }] });
  boss = await acme.user({ fields: { firstName: 'Boris', lastName: 'Boss' } });
  eva = await acme.user({ fields: { chiefId: boss.id, firstName: 'Eva', lastName: 'Lind' } });
  ann = await acme.user({ fields: { chiefId: boss.id, firstName: 'Ann', lastName: 'Berg' } });
  tom = await acme.user({ fields: { chiefId: boss.id, firstName: 'Tom', lastName: 'Hall' } });
  q = (await acme.admin.api.call(assessmentRoutes.createQuestionnaire, { body: questionnaireBody() as never })).body.result;
  cycleId = (
    await acme.admin.api.call(assessmentRoutes.createCycle, {
      body: {
        name: 'Autumn',
        steps: stepsBody(q._id, ['self', 'choose_reviewers', 'chief']),
        participants: [eva, ann, tom].map((u) => ({ userId: u.id })),
      } as never,
    })
  ).body.result._id;
  await acme.admin.api.call(assessmentRoutes.start, { params: { id: cycleId } });
});
afterAll(() => t?.close());

/** Answers by option index (weights 1, 3, 5) for Explains, Listens, Keeps promises. */
const answersOf = (picks: number[]) =>
  q.competencies
    .flatMap((c) => c.questions)
    .slice(0, picks.length)
    .map((x, i) => ({ questionId: x._id, optionId: q.options[picks[i]!]!._id }));
const form = (u: TestUser, step: string, picks: number[], complete: boolean) =>
  u.api.put(`/api/cycle/${cycleId}/poll/${step}/${q._id}/${eva.id}`, { answers: answersOf(picks), complete });

describe('names instead of ids', () => {
  it('a cycle names everyone it holds; the lists name the person under review', async () => {
    const cycle = (await acme.admin.api.call(assessmentRoutes.cycle, { params: { id: cycleId } })).body.result;
    expect(cycle.people.map((p) => p.fullName).sort()).toEqual(['Ann Berg', 'Boris Boss', 'Eva Lind', 'Tom Hall']);
    const reviews = (await boss.api.call(assessmentRoutes.myReviews)).body.result;
    expect(reviews.map((r) => r.userName).sort()).toEqual(['Ann Berg', 'Eva Lind', 'Tom Hall']);
    const poll = await boss.api.call(assessmentRoutes.poll, {
      params: { id: cycleId, stepId: 'chief', questionnaireId: q._id, userId: eva.id },
    });
    expect(poll.body.result.userName).toBe('Eva Lind');
  });

  it('the person, and only they, is offered to choose peers while the step is open; the chosen are named', async () => {
    const [mine] = (await eva.api.call(assessmentRoutes.myAssessments)).body.result;
    expect(mine).toMatchObject({ userName: 'Eva Lind', choosePeers: true, peers: [] });
    await eva.api.call(assessmentRoutes.reviewers, { params: { id: cycleId, userId: eva.id }, body: { peers: [ann.id] } });
    expect((await eva.api.call(assessmentRoutes.myAssessments)).body.result[0]!.peers.map((p) => p.fullName)).toEqual(['Ann Berg']);
    const line = (await boss.api.call(assessmentRoutes.mySubordinates)).body.result;
    expect(line.map((a) => [a.userName, a.choosePeers, a.peers])).toEqual(
      expect.arrayContaining([
        ['Eva Lind', false, []],
        ['Ann Berg', false, []],
      ]),
    );
  });
});

describe('analytics of a cycle', () => {
  it('counts the forms by step and state', async () => {
    expect((await form(eva, 'self', [2, 2, 0], true)).status).toBe(200);
    expect((await form(boss, 'chief', [0], false)).status).toBe(200);
    const counts = (await acme.admin.api.call(assessmentRoutes.formsByStatus, { params: { id: cycleId } })).body.result;
    const of = (step: string, status: string) => counts.find((c) => c.step === step && c.status === status)?.count;
    expect([of('self', 'completed'), of('self', 'not_started'), of('chief', 'started'), of('chief', 'not_started')]).toEqual([1, 2, 1, 2]);
    // Ann became Eva's peer, but the peer step is off: no peer forms.
    expect(of('peer', 'not_started')).toBeUndefined();
  });

  it("pages people's scores, weighted, self apart", async () => {
    expect((await form(boss, 'chief', [0, 1, 1], true)).status).toBe(200);
    const first = (await acme.admin.api.call(assessmentRoutes.scores, { params: { id: cycleId }, query: { page: 1, limit: 2 } })).body;
    const second = (await acme.admin.api.call(assessmentRoutes.scores, { params: { id: cycleId }, query: { page: 2, limit: 2 } })).body;
    expect([first.total, first.result.length, second.result.length]).toEqual([3, 2, 1]);
    const all = [...first.result, ...second.result];
    expect(all.map((p) => p.userName).sort()).toEqual(['Ann Berg', 'Eva Lind', 'Tom Hall']);
    // The chief's answers only: Explains 1, Listens 3 → Communication 2; Keeps promises 3; total 2.5.
    expect(all.find((p) => p.userId === eva.id)).toMatchObject({
      total: 2.5,
      competencies: [
        expect.objectContaining({ name: 'Communication', score: 2 }),
        expect.objectContaining({ name: 'Ownership', score: 3 }),
      ],
    });
    expect(all.find((p) => p.userId === tom.id)!.total).toBeNull();
  });

  it('takes a page of the platform limit and refuses one past it', async () => {
    const path = `/api/cycle/${cycleId}/scores`;
    expect((await acme.admin.api.get(`${path}?limit=${MAX_LIMIT}`)).status).toBe(200);
    expect((await acme.admin.api.get(`${path}?limit=${MAX_LIMIT + 1}`)).status).toBe(400);
  });

  it('is for managers only; another client finds nothing', async () => {
    for (const path of [`/api/cycle/${cycleId}/scores`, `/api/cycle/${cycleId}/forms_by_status`]) {
      expect((await boss.api.get(path)).status).toBe(403);
      const other = await t.client({ features: [{ feature: 'assessment', active: true }] });
      expect((await other.admin.api.get(path)).status).toBe(404);
    }
  });
});
