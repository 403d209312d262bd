import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { AdaptSettings, AdaptTrack, AdaptUserTrack } from '../server/entities/index.js';
import { MAX_DELAY } from '../shared/constants.js';
import { adaptationRoutes as routes } from '../shared/routes.js';

let t: TestApp;
let acme: TestClient;
let manager: TestUser;
let hrSpecialist: TestUser;
let eva: TestUser;
let mentor: TestUser;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'adaptation', active: true }] });
  manager = await acme.user({ roles: ['adaptation_admin'] });
  hrSpecialist = await acme.user();
  eva = await acme.user();
  mentor = await acme.user();
});
afterAll(() => t?.close());

const newTrack = async (name = 'Onboarding') => (await manager.api.call(routes.create, { body: { name } })).body.result;
const addStage = async (track: string, name: string) =>
  (await manager.api.call(routes.addStage, { params: { track }, body: { name } })).body.result._id;
const addStep = async (track: string, stage: string, name: string, extra: Record<string, unknown> = {}) =>
  (await manager.api.post(`/api/adaptation/track/${track}/step`, { stage, name, ...extra })).body.result._id as string;

/** Expects a 400 with the rule's text at the field. */
function expect400(res: { status: number; body: any }, path: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
}

describe('tracks', () => {
  it('creates a track not running with one empty scenario, reads, renames and lists it with its counts', async () => {
    const track = await newTrack('Sales onboarding');
    expect(track).toMatchObject({ name: 'Sales onboarding', state: 'not_running', stages: [], members: 0 });
    expect(track.scenarios).toHaveLength(1);
    const renamed = await manager.api.call(routes.update, { params: { id: track._id }, body: { name: 'Sales start' } });
    expect(renamed.body.result).toMatchObject({ name: 'Sales start', state: 'not_running' });
    const list = await manager.api.call(routes.list, { query: { limit: 200 } });
    expect(list.body).toMatchObject({ page: 1, limit: 200 });
    expect(list.body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: track._id, name: 'Sales start', members: 0 })]),
    );
  });

  it("counts the module's tracks, the running ones and the adaptations in the database, for managers only", async () => {
    const other = await t.client({ features: [{ feature: 'adaptation', active: true }] });
    const boss = await other.user({ roles: ['adaptation_admin'] });
    const [newcomer, buddy] = [await other.user(), await other.user()];
    await boss.api.call(routes.create, { body: { name: 'Draft' } });
    const live = (await boss.api.call(routes.create, { body: { name: 'Live', state: 'running' } })).body.result._id;
    expect((await boss.api.post('/api/adaptation/add_user', { track: live, user: newcomer.id, mentor: buddy.id })).status).toBe(200);
    const summary = await boss.api.get('/api/adaptation/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.result).toEqual({ tracks: 2, running: 1, members: 1 });
    expect((await newcomer.api.get('/api/adaptation/summary')).status).toBe(403);
  });

  it('refuses a blank track name (400 track name required), storing nothing', async () => {
    const before = (await t.rows(acme, AdaptTrack)).length;
    expect400(await manager.api.post('/api/adaptation', { name: '  ' }), 'name', 'track name required');
    expect(await t.rows(acme, AdaptTrack)).toHaveLength(before);
  });

  it('lets managers only manage tracks: an employee gets 403, an HR specialist of the settings may', async () => {
    expect((await eva.api.post('/api/adaptation', { name: 'Mine' })).status).toBe(403);
    expect((await hrSpecialist.api.get('/api/adaptation')).status).toBe(403);
    await manager.api.call(routes.saveSettings, { params: { client: acme.id }, body: { hrs: [hrSpecialist.id] } });
    expect((await hrSpecialist.api.post('/api/adaptation', { name: 'By HR' })).status).toBe(200);
    await manager.api.call(routes.saveSettings, { params: { client: acme.id }, body: {} });
  });

  it('adds, renames and deletes stages and steps, and orders a stage’s steps in a scenario', async () => {
    const track = await newTrack();
    const first = await addStage(track._id, 'Week one');
    const second = await addStage(track._id, 'Month one');
    const a = await addStep(track._id, first, 'Meet the team');
    const b = await addStep(track._id, first, 'Get a laptop', { delay: 2, reward: true });
    const c = await addStep(track._id, second, 'Review');
    await manager.api.call(routes.updateStage, { params: { track: track._id }, body: { _id: first, name: 'First week' } });
    // The reward alone changes; the name stays.
    const rewarded = await manager.api.call(routes.updateStage, { params: { track: track._id }, body: { _id: second, reward: true } });
    expect(rewarded.body.result).toMatchObject({ name: 'Month one', reward: true });
    const changed = await manager.api.call(routes.updateStep, { params: { track: track._id }, body: { _id: b, name: 'Laptop' } });
    expect(changed.body.result).toMatchObject({ name: 'Laptop', delay: 2, reward: true });
    const scenario = track.scenarios[0]!._id;
    const ordered = await manager.api.call(routes.stageSteps, {
      params: { track: track._id, scenario, stage: first },
      body: { steps: [c, b, a] },
    });
    expect(ordered.body.result.stages.map((s) => [s.name, s.steps.map((st) => st.name)])).toEqual([
      ['First week', ['Review', 'Laptop', 'Meet the team']],
      ['Month one', []],
    ]);
    expect((await manager.api.delete(`/api/adaptation/track/${track._id}/step?step=${a}`)).status).toBe(200);
    expect((await manager.api.delete(`/api/adaptation/track/${track._id}/stage?stage=${second}`)).status).toBe(200);
    const read = (await manager.api.call(routes.get, { params: { id: track._id } })).body.result;
    expect(read.stages.map((s) => s.steps.length)).toEqual([2]);
    expect(read.scenarios[0]!.stages).toEqual([first]);
  });

  it('checks a step’s fields: name required, days after the start 0 to 365, a valid link', async () => {
    const track = await newTrack();
    const stage = await addStage(track._id, 'Only');
    const post = (body: Record<string, unknown>) => manager.api.post(`/api/adaptation/track/${track._id}/step`, { stage, ...body });
    expect400(await post({ name: '' }), 'name', 'step name required');
    expect((await post({ name: 'Late', delay: MAX_DELAY })).status).toBe(200);
    expect400(await post({ name: 'Too late', delay: MAX_DELAY + 1 }), 'delay', 'days after the start are 0 to 365');
    expect400(await post({ name: 'Link', link: 'javascript:alert(1)' }), 'link', 'link must be a valid URL');
    expect((await manager.api.post(`/api/adaptation/track/${track._id}/stage`, { name: ' ' })).status).toBe(400);
  });

  it('keeps several scenarios, each named, and puts a new stage at the end of the one named', async () => {
    const track = await newTrack();
    const first = track.scenarios[0]!;
    const put = (scenarios: unknown) => manager.api.put(`/api/adaptation/${track._id}`, { scenarios });
    expect400(await put([first, { name: ' ', stages: [] }]), 'scenarios.1.name', 'scenario name required');
    const two = (await put([first, { name: 'Remote', stages: [] }])).body.result as typeof track;
    expect(two.scenarios.map((s) => s.name)).toEqual([first.name, 'Remote']);
    const remote = two.scenarios[1]!._id;
    const stage = (await manager.api.call(routes.addStage, { params: { track: track._id }, body: { name: 'Online', scenario: remote } }))
      .body.result._id;
    const read = (await manager.api.call(routes.get, { params: { id: track._id } })).body.result;
    expect(read.scenarios.map((s) => s.stages)).toEqual([[], [stage]]);
  });

  it('copies a track with its stages and steps under new ids, not running and without participants', async () => {
    const track = await newTrack('Original');
    const stage = await addStage(track._id, 'Stage');
    await addStep(track._id, stage, 'Step');
    await manager.api.call(routes.update, { params: { id: track._id }, body: { state: 'running' } });
    const copy = (await manager.api.call(routes.copy, { params: { id: track._id } })).body.result;
    expect(copy).toMatchObject({ name: 'Original (copy)', state: 'not_running', members: 0 });
    expect(copy.stages[0]!.name).toBe('Stage');
    expect(copy.stages[0]!._id).not.toBe(stage);
    expect(copy.scenarios[0]!.stages).toEqual([copy.stages[0]!._id]);
  });
});

describe('settings', () => {
  const save = (body: Record<string, unknown>) => manager.api.post(`/api/adaptation/${acme.id}/settings`, body);

  it('stores mentors, HR specialists, tenure awards and polls, and everyone with the right reads them', async () => {
    const body = { mentors: [mentor.id], hrs: [hrSpecialist.id], awards: [{ days: 30 }, { days: 90 }], polls: [{ days: 7, poll: 'p1' }] };
    expect((await save(body)).status).toBe(200);
    const read = await eva.api.call(routes.settings, { params: { client: acme.id } });
    expect(read.body.result).toEqual({ ...body, mayManage: false });
    expect((await eva.api.post(`/api/adaptation/${acme.id}/settings`, body)).status).toBe(403);
    await save({});
  });

  it('refuses a repeated day or poll in the tenure lists, storing nothing', async () => {
    await save({ awards: [{ days: 30 }] });
    expect400(await save({ awards: [{ days: 30 }, { days: 30 }] }), 'awards.1.days', 'day numbers must not repeat');
    expect400(
      await save({
        polls: [
          { days: 7, poll: 'a' },
          { days: 7, poll: 'b' },
        ],
      }),
      'polls.1.days',
      'day numbers must not repeat',
    );
    expect400(
      await save({
        polls: [
          { days: 7, poll: 'a' },
          { days: 8, poll: 'a' },
        ],
      }),
      'polls.1.poll',
      'tenure polls must not repeat polls',
    );
    expect((await save({ awards: [{ days: 30 }, { days: 31 }] })).status).toBe(200);
    expect((await t.rows(acme, AdaptSettings))[0]!.awards).toEqual([{ days: 30 }, { days: 31 }]);
    await save({});
  });
});

describe('isolation', () => {
  it("answers 404 for another client's tracks", async () => {
    const track = await newTrack('Ours');
    const other = await t.client({ features: [{ feature: 'adaptation', active: true }] });
    expect((await other.admin.api.get(`/api/adaptation/${track._id}`)).status).toBe(404);
    expect((await other.admin.api.put(`/api/adaptation/${track._id}`, { name: 'Theirs' })).status).toBe(404);
    expect((await other.admin.api.post(`/api/adaptation/copy/${track._id}`)).status).toBe(404);
    expect((await other.admin.api.post(`/api/adaptation/delete/${track._id}`)).status).toBe(404);
    expect((await other.admin.api.post(`/api/adaptation/track/${track._id}/stage`, { name: 'X' })).status).toBe(404);
    expect((await other.admin.api.get(`/api/adaptation/track/${track._id}/members`)).status).toBe(404);
    expect((await t.rows(acme, AdaptTrack, { id: track._id }))[0]!.name).toBe('Ours');
  });
});

describe('demo data', () => {
  it('seeds a running track of two stages with a newcomer halfway through it', async () => {
    const demo = await t.client({ features: [{ feature: 'adaptation', active: true }] });
    const people = [demo.admin, await demo.user(), await demo.user()];
    await t.seed(plugin, demo, people);
    const [track] = await t.rows(demo, AdaptTrack);
    expect(track).toMatchObject({ name: 'First month', state: 'running' });
    expect(track!.stages.map((s) => s.steps.length)).toEqual([3, 2]);
    const [adaptation] = await t.rows(demo, AdaptUserTrack);
    expect(adaptation).toMatchObject({ userId: people[1]!.id, mentorId: people[2]!.id, end: null });
    expect(adaptation!.finished.map((f) => f.step)).toEqual(track!.stages[0]!.steps.map((s) => s.id));
  });
});
