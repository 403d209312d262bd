import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import shop from '@atrium/plugin-shop/server/index.js';
import { shopRoutes } from '@atrium/plugin-shop/shared/routes.js';
import { ShopAccrual } from '@atrium/plugin-shop/server/entities/accrual.js';
import plugin from '../server/index.js';
import { AdaptMark, AdaptTrack, AdaptUserTrack } from '../server/entities/index.js';
import { adaptationRoutes as routes } from '../shared/routes.js';

let t: TestApp;
let acme: TestClient;
let hr: TestUser;
let chief: TestUser;
let mentor: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  // The shop pays the steps' and tenure's rewards.
  t = await startTestApp({ plugins: [plugin, shop] });
  acme = await t.client({
    features: [
      { feature: 'adaptation', active: true },
      { feature: 'shop', active: true },
    ],
  });
  hr = await acme.user({ roles: ['adaptation_admin'] });
  chief = await acme.user();
  mentor = await acme.user();
  stranger = await acme.user();
});
afterAll(() => t?.close());

/** A running track of two stages: today's step with a reward, a step for tomorrow, and a second stage's step today. */
async function twoStageTrack() {
  const track = (await hr.api.call(routes.create, { body: { name: 'First month', state: 'running' } })).body.result._id;
  const stage = async (name: string) => (await hr.api.call(routes.addStage, { params: { track }, body: { name } })).body.result._id;
  const step = async (stage: string, name: string, extra: Record<string, unknown> = {}) =>
    (await hr.api.post(`/api/adaptation/track/${track}/step`, { stage, name, ...extra })).body.result._id as string;
  const first = await stage('Week one');
  const second = await stage('Month one');
  const steps = {
    meet: await step(first, 'Meet the team', { reward: true }),
    laptop: await step(first, 'Get a laptop', { delay: 1 }),
    review: await step(second, 'Review'),
  };
  return { track, steps };
}

/** A newcomer in a department headed by `chief`, so the chief comes by default. */
async function newcomer() {
  const dept = (await acme.admin.api.post('/api/structure', { name: `Dept ${Math.random()}`, managerId: chief.id })).body.result._id;
  return acme.user({ fields: { departmentId: dept } });
}

const put = (track: string, user: TestUser, extra: Record<string, unknown> = {}) =>
  hr.api.post('/api/adaptation/add_user', { track, user: user.id, mentor: mentor.id, ...extra });

describe('putting a newcomer on a track', () => {
  it('adds the newcomer with the mentor and their chief, opens today’s steps and tells the people', async () => {
    const { track } = await twoStageTrack();
    const eva = await newcomer();
    const res = await put(track, eva);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ userId: eva.id, mentorId: mentor.id, chiefId: chief.id, total: 3, finished: 0, active: true });
    const view = (await eva.api.call(routes.onTrack, { params: { id: res.body.result._id } })).body.result;
    expect(view.stages.flatMap((s) => s.steps.map((st) => [st.name, st.status]))).toEqual([
      ['Meet the team', 'open'],
      ['Get a laptop', 'waiting'],
      ['Review', 'open'],
    ]);
    expect((await t.notifications(eva)).map((n) => n.name)).toEqual(expect.arrayContaining(['adaptation.added', 'step.open']));
    expect((await t.notifications(mentor)).some((n) => n.name === 'adaptation.added')).toBe(true);
  });

  it('refuses a missing employee or mentor, the newcomer as mentor or HR, and a second time on the track', async () => {
    const { track } = await twoStageTrack();
    const eva = await newcomer();
    const post = (body: Record<string, unknown>) => hr.api.post('/api/adaptation/add_user', { track, ...body });
    const refused = async (body: Record<string, unknown>, path: string, message: string) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    };
    await refused({ mentor: mentor.id }, 'user', 'employee required');
    await refused({ user: eva.id }, 'mentor', 'mentor required');
    await refused({ user: eva.id, mentor: eva.id }, 'mentor', 'mentor cannot be the newcomer');
    await refused({ user: eva.id, mentor: mentor.id, hr: eva.id }, 'hr', 'HR cannot be the newcomer');
    expect(await t.rows(acme, AdaptUserTrack, { trackId: track })).toEqual([]);
    expect((await put(track, eva)).status).toBe(200);
    await refused({ user: eva.id, mentor: mentor.id }, 'user', 'employee already on the track');
    expect(await t.rows(acme, AdaptUserTrack, { trackId: track })).toHaveLength(1);
  });
});

describe('going through the steps', () => {
  it('finishes, rolls back, deletes and resumes steps; the last step ends the adaptation', async () => {
    const { track, steps } = await twoStageTrack();
    const eva = await newcomer();
    const id = (await put(track, eva)).body.result._id;
    // Tomorrow's step is not open yet.
    const early = await eva.api.post(`/api/adaptation/${id}/finish/${steps.laptop}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('the step is not open yet');
    const done = await eva.api.call(routes.finish, { params: { user_track: id, step: steps.meet } });
    expect(done.body.result.adaptation).toMatchObject({ finished: 1, end: null });
    expect((await eva.api.post(`/api/adaptation/${id}/finish/${steps.meet}`)).status).toBe(409);
    // The newcomer may not roll back; the mentor may.
    expect((await eva.api.post(`/api/adaptation/${id}/unfinish`)).status).toBe(403);
    const back = await mentor.api.call(routes.unfinish, { params: { id } });
    expect(back.body.result.adaptation.finished).toBe(0);
    expect((await mentor.api.post(`/api/adaptation/${id}/unfinish`)).body.message).toBe('no finished step to roll back');
    // HR deletes tomorrow's step for this newcomer; finishing the rest ends the adaptation.
    expect((await mentor.api.post(`/api/adaptation/${id}/del/${steps.laptop}`)).status).toBe(403);
    await hr.api.call(routes.del, { params: { track: id, step: steps.laptop } });
    await mentor.api.call(routes.finish, { params: { user_track: id, step: steps.meet } });
    const last = await eva.api.call(routes.finish, { params: { user_track: id, step: steps.review } });
    expect(last.body.result.adaptation).toMatchObject({ total: 2, finished: 2 });
    expect(last.body.result.adaptation.end).not.toBeNull();
    const after = await eva.api.post(`/api/adaptation/${id}/finish/${steps.laptop}`);
    expect([after.status, after.body.message]).toEqual([409, 'the adaptation has ended']);
    // Resuming the deleted step unfinishes the adaptation again.
    const resumed = await hr.api.call(routes.resume, { params: { track: id, step: steps.laptop } });
    expect(resumed.body.result.adaptation).toMatchObject({ total: 3, finished: 2, end: null });
    expect((await hr.api.post(`/api/adaptation/${id}/resume/${steps.laptop}`)).status).toBe(409);
  });

  it('takes no finish while the adaptation is paused, and takes them again once resumed', async () => {
    const { track, steps } = await twoStageTrack();
    const eva = await newcomer();
    const id = (await put(track, eva)).body.result._id;
    expect((await mentor.api.put('/api/adaptation/active', { _id: id, active: false })).status).toBe(403);
    await hr.api.call(routes.active, { body: { _id: id, active: false } });
    const paused = await eva.api.post(`/api/adaptation/${id}/finish/${steps.meet}`);
    expect([paused.status, paused.body.message]).toEqual([409, 'the adaptation is paused']);
    await hr.api.call(routes.active, { body: { _id: id, active: true } });
    expect((await eva.api.post(`/api/adaptation/${id}/finish/${steps.meet}`)).status).toBe(200);
  });

  it('shows the adaptation to each role as that role, refuses a role not held (403) and hides it from others (404)', async () => {
    const { track, steps } = await twoStageTrack();
    const eva = await newcomer();
    const id = (await put(track, eva)).body.result._id;
    await hr.api.call(routes.del, { params: { track: id, step: steps.laptop } });
    const as = (u: TestUser, role: string) => u.api.get(`/api/adaptation/on/${id}/as/${role}`);
    const novice = (await as(eva, 'novice')).body.result;
    expect(novice.may).toMatchObject({ finish: true, rollback: false });
    expect(novice.stages.flatMap((s: any) => s.steps.map((st: any) => st.name))).toEqual(['Meet the team', 'Review']);
    const asMentor = (await as(mentor, 'mentor')).body.result;
    expect(asMentor.stages[0].steps.map((st: any) => st.status)).toEqual(['open', 'deleted']);
    expect(asMentor.may).toMatchObject({ finish: true, rollback: true, del: false });
    expect((await as(chief, 'chief')).body.result.may).toMatchObject({ finish: false });
    expect((await as(hr, 'hr')).body.result.may).toMatchObject({ del: true, active: true });
    expect((await as(eva, 'mentor')).status).toBe(403);
    expect((await as(eva, 'boss')).status).toBe(403);
    expect((await as(stranger, 'novice')).status).toBe(404);
    expect((await stranger.api.get(`/api/adaptation/on_track/${id}`)).status).toBe(404);
    expect((await chief.api.post(`/api/adaptation/${id}/finish/${steps.meet}`)).status).toBe(403);
  });

  it('lists a user’s adaptations in every role, to the user and to managers', async () => {
    const { track } = await twoStageTrack();
    const eva = await newcomer();
    await put(track, eva);
    const mine = (await mentor.api.call(routes.listFor, { params: { user: mentor.id } })).body.result;
    expect(mine.some((a) => a.trackId === track && a.roles.includes('mentor'))).toBe(true);
    expect((await eva.api.call(routes.listFor, { params: { user: eva.id } })).body.result).toEqual([
      expect.objectContaining({ trackId: track, roles: ['novice'] }),
    ]);
    expect((await stranger.api.get(`/api/adaptation/list_for/${eva.id}`)).status).toBe(403);
    const members = await hr.api.call(routes.members, { params: { id: track } });
    expect(members.body).toMatchObject({ total: 1, page: 1 });
  });
});

describe('deleting', () => {
  it('deletes no step while an adaptation is in progress and no track while one is unfinished (409), then both', async () => {
    const { track, steps } = await twoStageTrack();
    const eva = await newcomer();
    const id = (await put(track, eva)).body.result._id;
    const step = await hr.api.delete(`/api/adaptation/track/${track}/step?step=${steps.review}`);
    expect([step.status, step.body.message]).toEqual([409, 'a step cannot be deleted while an adaptation on the track is in progress']);
    const whole = await hr.api.post(`/api/adaptation/delete/${track}`);
    expect([whole.status, whole.body.message]).toEqual([409, 'the track has unfinished adaptations']);
    expect(await t.rows(acme, AdaptTrack, { id: track })).toHaveLength(1);
    expect((await t.rows(acme, AdaptTrack, { id: track }))[0]!.stages[1]!.steps).toHaveLength(1);
    // Taking the newcomer off the track frees both.
    expect((await hr.api.call(routes.removeUser, { params: { track, user_track: id } })).status).toBe(200);
    expect((await hr.api.delete(`/api/adaptation/track/${track}/step?step=${steps.review}`)).status).toBe(200);
    expect((await hr.api.post(`/api/adaptation/delete/${track}`)).status).toBe(200);
    expect(await t.rows(acme, AdaptTrack, { id: track })).toEqual([]);
    expect(await t.rows(acme, AdaptMark, { userTrackId: id })).toEqual([]);
  });
});

describe('running by itself', () => {
  it('registers the daily job; run twice on one day it opens and notifies once', async () => {
    const { track, steps } = await twoStageTrack();
    const eva = await newcomer();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const id = (await put(track, eva, { start: yesterday })).body.result._id;
    const [job] = await t.jobs({ name: 'adaptation:open', client: acme });
    expect(job!.repeatInterval).toBe('1 day');
    // Undo what adding opened, so the job is the one that opens.
    await t.context(acme).then((ctx) => ctx.db.repo(AdaptMark).delete({ userTrackId: id }));
    const before = (await t.notifications(eva)).filter((n) => n.name === 'step.open').length;
    expect(await t.runJob('adaptation:open', { client: acme })).toBe('done');
    expect(await t.runJob('adaptation:open', { client: acme })).toBe('done');
    expect((await t.notifications(eva)).filter((n) => n.name === 'step.open').length - before).toBe(3);
    expect((await t.rows(acme, AdaptMark, { userTrackId: id })).map((m) => m.mark).sort()).toEqual(
      [steps.meet, steps.laptop, steps.review].map((s) => `step:${s}`).sort(),
    );
  });

  it('pays a step’s reward once however often it is finished, and a tenure award once on its day', async () => {
    const { track, steps } = await twoStageTrack();
    const eva = await newcomer();
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    await hr.api.post(`/api/adaptation/${acme.id}/settings`, { awards: [{ days: 30 }, { days: 60 }] });
    const id = (await put(track, eva, { start: longAgo })).body.result._id;
    await t.runJob('adaptation:open', { client: acme });
    await eva.api.call(routes.finish, { params: { user_track: id, step: steps.meet } });
    await mentor.api.call(routes.unfinish, { params: { id } });
    await eva.api.call(routes.finish, { params: { user_track: id, step: steps.meet } });
    const balance = await eva.api.call(shopRoutes.balance, { params: { user: eva.id } });
    // The step's default 10 once and the 30-day award's default 50 once; the 60-day award's day has not come.
    expect(balance.body.result.amount).toBe(60);
    await hr.api.post(`/api/adaptation/${acme.id}/settings`, {});
  });

  it('pays a step’s and its stage’s rewards once each when the stage is finished, however often it is finished again', async () => {
    const track = (await hr.api.call(routes.create, { body: { name: 'Rewards', state: 'running' } })).body.result._id;
    const stage = (await hr.api.call(routes.addStage, { params: { track }, body: { name: 'Week one', reward: true } })).body.result;
    expect(stage.reward).toBe(true);
    const achievement = (
      await acme.admin.api.call(shopRoutes.createAchievement, {
        params: { client: acme.id },
        body: { name: 'First friends', description: '' },
      })
    ).body.result._id;
    const step = async (name: string, reward: boolean, achievementId: string | null = null) =>
      (await hr.api.call(routes.addStep, { params: { track }, body: { stage: stage._id, name, reward, achievementId } })).body.result._id;
    const paid = await step('Meet the team', true, achievement);
    const plain = await step('Read the handbook', false);
    const eva = await newcomer();
    const id = (await put(track, eva)).body.result._id;
    const balance = async () => (await eva.api.call(shopRoutes.balance, { params: { user: eva.id } })).body.result.amount;
    await eva.api.call(routes.finish, { params: { user_track: id, step: paid } });
    // The step's default 10, with the step's achievement; the stage is not finished yet.
    expect(await balance()).toBe(10);
    expect((await t.rows(acme, ShopAccrual, { userId: eva.id })).map((a) => a.achievementId)).toEqual([achievement]);
    await eva.api.call(routes.finish, { params: { user_track: id, step: plain } });
    // And the stage's default 30 with its last step.
    expect(await balance()).toBe(40);
    await mentor.api.call(routes.unfinish, { params: { id } });
    await eva.api.call(routes.finish, { params: { user_track: id, step: plain } });
    expect(await balance()).toBe(40);
    // Another client's achievement is not this client's to name.
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    const theirs = (
      await other.admin.api.call(shopRoutes.createAchievement, { params: { client: other.id }, body: { name: 'Theirs', description: '' } })
    ).body.result._id;
    const refused = await hr.api.call(routes.addStep, {
      params: { track },
      body: { stage: stage._id, name: 'x', reward: true, achievementId: theirs },
    });
    expect(refused.status).toBe(404);
  });

  it('with the shop off, the step says so instead of failing', async () => {
    const { track, steps } = await twoStageTrack();
    const eva = await newcomer();
    const id = (await put(track, eva)).body.result._id;
    await acme.feature('shop', false);
    try {
      const view = (await eva.api.call(routes.onTrack, { params: { id } })).body.result;
      expect(view.stages[0]!.steps.map((s) => s.unavailable)).toEqual([['shop'], []]);
      expect((await eva.api.post(`/api/adaptation/${id}/finish/${steps.meet}`)).status).toBe(200);
    } finally {
      await acme.feature('shop', true);
    }
  });

  it('counts a track’s newcomers by state and pages those in progress with their overdue steps, the longest-running first', async () => {
    const { track, steps } = await twoStageTrack();
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const [eva, bob, fay, pat, ned] = await Promise.all([newcomer(), newcomer(), newcomer(), newcomer(), newcomer()]);
    const evaId = (await put(track, eva, { start: daysAgo(5) })).body.result._id;
    await put(track, bob, { start: daysAgo(3) });
    await put(track, fay, { start: daysAgo(-2) });
    const patId = (await put(track, pat)).body.result._id;
    await hr.api.call(routes.active, { body: { _id: patId, active: false } });
    const nedId = (await put(track, ned, { start: daysAgo(5) })).body.result._id;
    for (const step of Object.values(steps)) await ned.api.call(routes.finish, { params: { user_track: nedId, step } });
    await eva.api.call(routes.finish, { params: { user_track: evaId, step: steps.meet } });
    const read = async (page: number) =>
      (await hr.api.call(routes.analytics, { params: { id: track }, query: { page, limit: 1 } })).body.result;
    const first = await read(1);
    expect(first.states).toEqual({ waiting: 1, running: 2, paused: 1, finished: 1 });
    expect(first.overdue.total).toBe(2);
    // Eva's two unfinished steps' days have passed; Bob's three.
    expect(first.overdue.result.map((a) => [a.userId, a.overdue])).toEqual([[eva.id, 2]]);
    expect((await read(2)).overdue.result.map((a) => [a.userId, a.overdue])).toEqual([[bob.id, 3]]);
    expect((await mentor.api.get(`/api/adaptation/track/${track}/analytics`)).status).toBe(403);
  });

  it("answers 404 for another client's adaptations", async () => {
    const { track, steps } = await twoStageTrack();
    const eva = await newcomer();
    const id = (await put(track, eva)).body.result._id;
    const other = await t.client({ features: [{ feature: 'adaptation', active: true }] });
    const admin = other.admin.api;
    expect((await admin.get(`/api/adaptation/on_track/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/adaptation/on/${id}/as/hr`)).status).toBe(404);
    expect((await admin.post(`/api/adaptation/${id}/finish/${steps.meet}`)).status).toBe(404);
    expect((await admin.post(`/api/adaptation/${id}/unfinish`)).status).toBe(404);
    expect((await admin.put('/api/adaptation/active', { _id: id, active: false })).status).toBe(404);
    expect((await admin.delete(`/api/adaptation/${track}/${id}`)).status).toBe(404);
    expect((await admin.post('/api/adaptation/add_user', { track, user: eva.id, mentor: mentor.id })).status).toBe(404);
    expect((await t.rows(acme, AdaptUserTrack, { id }))[0]!.active).toBe(true);
  });
});
