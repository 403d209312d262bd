import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { assessmentRoutes } from '../shared/routes.js';
import type { QuestionnaireView } from '../shared/types.js';
import { day, questionnaireBody, stepsBody } from './fixture.js';

let t: TestApp;
let acme: TestClient;
let boss: TestUser;
let chief: TestUser;
let eva: TestUser;
let pete: TestUser;
let paula: TestUser;
let moduleAdmin: TestUser;
let q: QuestionnaireView;
let cycleId: string;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'assessment', active: true }] });
  boss = await acme.user();
  chief = await acme.user({ fields: { chiefId: boss.id } });
  eva = await acme.user({ fields: { chiefId: chief.id, firstName: 'Eva', lastName: 'Lind' } });
  pete = await acme.user({ fields: { chiefId: boss.id } });
  paula = await acme.user({ fields: { chiefId: boss.id } });
  moduleAdmin = await acme.user({ roles: ['assessment_admin'] });
  q = (await acme.admin.api.call(assessmentRoutes.createQuestionnaire, { body: questionnaireBody() as never })).body.result;
  cycleId = (
    await acme.admin.api.call(assessmentRoutes.createCycle, {
      body: {
        name: 'Spring',
        steps: stepsBody(q._id, ['self', 'chief', 'peer', 'calibration', 'approval', 'access']),
        visibility: { chief: 'extended', employee: 'brief' },
        participants: [{ userId: eva.id, peers: [pete.id, paula.id] }],
      } as never,
    })
  ).body.result._id;
});
afterAll(() => t?.close());

const [comm, own] = [0, 1];
/** Answers by option index (weights 1, 3, 5) for Explains, Listens, Keeps promises. */
const answersOf = (picks: [number, number, number], comment = '') => {
  const questions = q.competencies.flatMap((c) => c.questions);
  return questions.map((x, i) => ({ questionId: x._id, optionId: q.options[picks[i]!]!._id, comment: i === 0 ? comment : '' }));
};
const fill = (u: TestUser, step: string, picks: [number, number, number], comment = '') =>
  u.api.put(`/api/cycle/${cycleId}/poll/${step}/${q._id}/${eva.id}`, { answers: answersOf(picks, comment), complete: true });
const names = async (u: TestUser) => (await t.notifications(u)).map((n) => n.name);

describe('a cycle from start to results', () => {
  it('hands out forms and tells each respondent once that the step is open', async () => {
    await acme.admin.api.call(assessmentRoutes.start, { params: { id: cycleId } });
    // The notices go out at 09:00 UTC of the start day: queued before, run at once by the queue after it.
    const opened = (await t.jobs({ name: 'assessment:open', client: acme, data: { cycleId } })).map((j) => j.data.step);
    if (Date.now() < Date.parse(`${day(0)}T09:00:00Z`)) expect(opened.sort()).toEqual(['chief', 'peer', 'self']);
    expect(
      (await t.jobs({ name: 'assessment:remind', client: acme, data: { cycleId } })).map((j) => j.nextRunAt?.toISOString().slice(0, 10)),
    ).toEqual([day(8), day(8), day(8)]);
    // Two nodes running the same job (and the queue's own run) tell each respondent once.
    for (const step of ['self', 'chief', 'peer', 'peer']) await t.runJob('assessment:open', { client: acme, data: { cycleId, step } });
    for (const told of [eva, chief, pete, paula]) expect((await names(told)).filter((n) => n === 'step.open')).toHaveLength(1);
    const mine = await pete.api.call(assessmentRoutes.myReviews);
    expect(mine.body.result).toEqual([expect.objectContaining({ cycleId, step: 'peer', userId: eva.id, status: 'not_started' })]);
  });

  it('checks the answers: a form is handed in whole, with known options', async () => {
    const partial = await pete.api.put(`/api/cycle/${cycleId}/poll/peer/${q._id}/${eva.id}`, {
      answers: answersOf([1, 1, 1]).slice(0, 2),
      complete: true,
    });
    expect([partial.status, partial.body.message]).toEqual([400, 'answer every question']);
    const saved = await pete.api.call(assessmentRoutes.answer, {
      params: { id: cycleId, stepId: 'peer', questionnaireId: q._id, userId: eva.id },
      body: { answers: answersOf([1, 1, 1]).slice(0, 2) },
    });
    expect(saved.body.result.status).toBe('started');
    const unknown = await pete.api.put(`/api/cycle/${cycleId}/poll/peer/${q._id}/${eva.id}`, {
      answers: [{ questionId: q.competencies[0]!.questions[0]!._id, optionId: 'nope' }],
    });
    expect(unknown.body.details).toEqual([
      expect.objectContaining({ path: 'answers.0.optionId', message: 'not an answer option of the question' }),
    ]);
    // Someone else's form is not found.
    expect((await paula.api.get(`/api/cycle/${cycleId}/poll/chief/${q._id}/${eva.id}`)).status).toBe(404);
  });

  it('weights the answers, keeps self apart, calibrates, and fixes the result on approval', async () => {
    expect((await fill(eva, 'self', [2, 2, 0])).status).toBe(200);
    expect((await fill(chief, 'chief', [0, 1, 1], 'Talk more')).status).toBe(200);
    expect((await fill(pete, 'peer', [1, 2, 2])).status).toBe(200);
    expect((await fill(paula, 'peer', [1, 2, 0])).status).toBe(200);
    const twice = await fill(paula, 'peer', [2, 2, 2]);
    expect([twice.status, twice.body.message]).toEqual([409, 'the form is handed in']);

    // Explains (1+3+3)/3 = 2.33, Listens (3+5+5)/3 = 4.33, Communication 3.33; Keeps promises (3+5+1)/3 = 3;
    // total (3.333 + 3)/2 = 3.17. Self: Communication 5, Ownership 1.
    const result = (await acme.admin.api.call(assessmentRoutes.result, { params: { id: cycleId, userId: eva.id } })).body.result;
    expect(result).toMatchObject({ detail: 'extended', total: 3.17, respondents: 3, approved: false, userName: 'Eva Lind' });
    expect(result.competencies[comm]).toMatchObject({ name: 'Communication', score: 3.33, calculated: 3.33, self: 5 });
    expect(result.competencies[own]).toMatchObject({ name: 'Ownership', score: 3, self: 1 });
    expect(result.competencies[comm]!.questions!.map((x) => [x.score, x.comments])).toEqual([
      [2.33, ['Talk more']],
      [4.33, []],
    ]);

    const ownId = result.competencies[own]!._id;
    const calibrated = await acme.admin.api.call(assessmentRoutes.calibrate, {
      params: { id: cycleId, userId: eva.id },
      body: { competencies: [{ competencyId: ownId, score: 4 }] },
    });
    // (3.333 + 4)/2 = 3.67
    expect(calibrated.body.result).toMatchObject({
      total: 3.67,
      competencies: [expect.anything(), expect.objectContaining({ score: 4, calculated: 3 })],
    });
    expect((await chief.api.put(`/api/cycle/${cycleId}/calibration/${eva.id}`, { competencies: [] })).status).toBe(403);

    // Results open only once approved.
    expect((await eva.api.get(`/api/cycle/${cycleId}/result/${eva.id}`)).status).toBe(403);
    const approved = await acme.admin.api.call(assessmentRoutes.approve, { params: { id: cycleId, userId: eva.id } });
    expect(approved.body.result).toMatchObject({ approved: true, total: 3.67 });
    const recalibrate = await acme.admin.api.put(`/api/cycle/${cycleId}/calibration/${eva.id}`, {
      competencies: [{ competencyId: ownId, score: 1 }],
    });
    expect([recalibrate.status, recalibrate.body.message]).toEqual([409, 'the results are approved and no longer change']);
    expect((await eva.api.call(assessmentRoutes.myAssessments)).body.result).toEqual([
      expect.objectContaining({ cycleId, resultsOpen: true }),
    ]);
    expect((await boss.api.call(assessmentRoutes.mySubordinates)).body.result).toEqual([
      expect.objectContaining({ userId: eva.id, resultsOpen: true }),
    ]);
  });
});

/** The Excel file's first column: its rows' titles. */
async function excelTitles(u: TestUser, path: string) {
  const res = await u.api.get(path);
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw);
  const titles: string[] = [];
  wb.getWorksheet('Result')!.eachRow((row) => titles.push(String(row.getCell(1).value)));
  return titles;
}

describe('visibility, on the page and in Excel', () => {
  const page = () => `/api/cycle/${cycleId}/result/${eva.id}`;
  const excel = () => `/api/cycle/${cycleId}/excel/${eva.id}`;
  const extendedRows = [
    'Competency / question',
    'Spring: Eva Lind',
    'Total',
    'Communication',
    'Explains decisions',
    'Listens',
    'Ownership',
    'Keeps promises',
  ];
  const briefRows = ['Competency / question', 'Spring: Eva Lind', 'Total', 'Communication', 'Ownership'];

  it.each([
    ['the employee', 'brief', () => eva],
    ['the chief', 'extended', () => chief],
    ["the chief's chief", 'extended', () => boss],
    ['the module admin', 'extended', () => moduleAdmin],
    ['the admin', 'extended', () => acme.admin],
  ] as const)('%s sees the %s result', async (_who, detail, user) => {
    const res = await user().api.call(assessmentRoutes.result, { params: { id: cycleId, userId: eva.id } });
    expect(res.body.result.detail).toBe(detail);
    expect(res.body.result.competencies[comm]!.questions === undefined).toBe(detail === 'brief');
    expect(await excelTitles(user(), excel())).toEqual(detail === 'brief' ? briefRows : extendedRows);
  });

  it('a peer sees nothing, another client finds nothing', async () => {
    for (const path of [page(), excel()]) expect((await pete.api.get(path)).status).toBe(403);
    const other = await t.client({ features: [{ feature: 'assessment', active: true }] });
    for (const path of [page(), excel()]) expect((await other.admin.api.get(path)).status).toBe(404);
    // Nobody sees the chief's result: the chief is not under review here.
    expect((await acme.admin.api.get(`/api/cycle/${cycleId}/result/${chief.id}`)).status).toBe(404);
  });

  it('the employee sees nothing when the cycle says so', async () => {
    await acme.admin.api.call(assessmentRoutes.updateCycle, {
      params: { id: cycleId },
      body: { visibility: { chief: 'brief', employee: 'none' } },
    });
    expect((await eva.api.get(page())).status).toBe(403);
    expect((await eva.api.get(excel())).status).toBe(403);
    expect((await boss.api.call(assessmentRoutes.result, { params: { id: cycleId, userId: eva.id } })).body.result.detail).toBe('brief');
  });

  it('reminds only those who have not handed in, once, and the schedule follows the cycle', async () => {
    const extra = await acme.user({ fields: { chiefId: boss.id } });
    await acme.admin.api.call(assessmentRoutes.reviewers, {
      params: { id: cycleId, userId: eva.id },
      body: { peers: [pete.id, paula.id, extra.id] },
    });
    expect(await names(extra)).toContain('step.open');
    await t.runJob('assessment:remind', { client: acme, data: { cycleId, step: 'peer' } });
    await t.runJob('assessment:remind', { client: acme, data: { cycleId, step: 'peer' } });
    expect((await names(extra)).filter((n) => n === 'step.remind')).toHaveLength(1);
    expect(await names(pete)).not.toContain('step.remind');
    await acme.admin.api.call(assessmentRoutes.complete, { params: { id: cycleId } });
    expect(await t.jobs({ name: 'assessment:remind', client: acme, data: { cycleId } })).toEqual([]);
  });
});
