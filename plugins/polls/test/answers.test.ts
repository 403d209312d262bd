import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { definePlugin, defineManifest } from '@atrium/sdk/server';
import type { PollCompleted } from '../shared/index.js';
import { pollRoutes } from '../shared/routes.js';
import { byKind, pollBody, pollsApp } from './helpers.js';
import { PollResult } from '../server/entities/index.js';

let t: TestApp;
let acme: TestClient;
let author: TestUser;
let employee: TestUser;
const completed: PollCompleted[] = [];

/** A subscriber standing in for the shop: records poll.completed events. */
const watcher = definePlugin(
  defineManifest({ code: 'pollwatch', titles: { ru: 'Наблюдатель', en: 'Watcher', uk: 'Спостерігач' }, sdk: '^1', rights: {} }),
  { on: { 'poll.completed': async (payload) => void completed.push(payload) } },
);

beforeAll(async () => {
  ({ t, acme } = await pollsApp([watcher]));
  author = await acme.user();
  employee = await acme.user();
});
afterAll(() => t?.close());

async function newPoll(over: Record<string, unknown> = {}) {
  const res = await author.api.post('/api/poll', pollBody(over));
  expect(res.status).toBe(200);
  return res.body.result;
}

const sheet = (poll: any, over: Record<string, unknown> = {}) => ({
  answers: [
    { questionId: byKind(poll, 'list1'), value: [1] },
    { questionId: byKind(poll, 'range'), value: 7 },
    { questionId: byKind(poll, 'list_m'), value: [0, 2] },
    { questionId: byKind(poll, 'short'), value: 'Fine' },
    ...((over.extra as unknown[]) ?? []),
  ],
});

const resultsCount = async (pollId: string) => (await author.api.get(`/api/poll/${pollId}/results`)).body.result.rows.length as number;

describe('answering', () => {
  it('stores one sheet, marks the user answered and emits poll.completed', async () => {
    const poll = await newPoll();
    const res = await employee.api.post(`/api/poll/${poll._id}/answer`, sheet(poll));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ answered: true, canAnswer: false, answeredCount: 1 });
    expect(res.body.result.myAnswers).toEqual(expect.arrayContaining([{ questionId: byKind(poll, 'range'), value: 7 }]));
    expect(completed).toContainEqual({ pollId: poll._id, userId: employee.id });
  });

  it('a second answer is refused and nothing more is stored', async () => {
    const poll = await newPoll();
    expect((await employee.api.post(`/api/poll/${poll._id}/answer`, sheet(poll))).status).toBe(200);
    const again = await employee.api.post(`/api/poll/${poll._id}/answer`, sheet(poll));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('you have already answered this poll');
    expect(await resultsCount(poll._id)).toBe(1);
  });

  it('a finished poll takes no answers', async () => {
    const poll = await newPoll();
    expect((await author.api.put(`/api/poll/${poll._id}/finish`)).body.result.finished).toBe(true);
    const res = await employee.api.post(`/api/poll/${poll._id}/answer`, sheet(poll));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('the poll is finished');
    expect(await resultsCount(poll._id)).toBe(0);
    expect((await author.api.put(`/api/poll/${poll._id}`, pollBody())).status).toBe(409);
  });

  it("answers to another poll's questions are refused, nothing stored", async () => {
    const poll = await newPoll();
    const other = await newPoll();
    const res = await employee.api.post(
      `/api/poll/${poll._id}/answer`,
      sheet(poll, { extra: [{ questionId: byKind(other, 'short'), value: 'x' }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('answer to a question of another poll');
    expect(await resultsCount(poll._id)).toBe(0);
    expect((await employee.api.get(`/api/poll/${poll._id}`)).body.result.answered).toBe(false);
  });

  it('out-of-range, wrong-option and missing mandatory answers are refused', async () => {
    const poll = await newPoll();
    const bad = async (answers: unknown[], text: string) => {
      const res = await employee.api.post(`/api/poll/${poll._id}/answer`, { answers });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(text);
    };
    const cuisine = { questionId: byKind(poll, 'list1'), value: [0] };
    await bad([cuisine, { questionId: byKind(poll, 'range'), value: 11 }], 'value out of range');
    await bad([cuisine, { questionId: byKind(poll, 'range'), value: 0 }], 'value out of range');
    await bad([{ questionId: byKind(poll, 'list1'), value: [0, 1] }], 'choose one answer');
    await bad([{ questionId: byKind(poll, 'list1'), value: [2] }], 'unknown answer option');
    await bad([cuisine, { questionId: byKind(poll, 'list_m'), value: [0, 0] }], 'unknown answer option');
    await bad([cuisine, { questionId: byKind(poll, 'short'), value: 'x'.repeat(501) }], 'answer too long');
    await bad([cuisine, { questionId: byKind(poll, 'short'), value: 3 }], 'wrong answer value');
    await bad([{ questionId: byKind(poll, 'short'), value: 'only optional' }], 'answer the mandatory questions');
    await bad([cuisine, cuisine], 'a question is answered twice');
    expect(await resultsCount(poll._id)).toBe(0);
    // At the limit: 10 on a 1-10 scale is fine, and optional questions may stay blank.
    expect(
      (
        await employee.api.post(`/api/poll/${poll._id}/answer`, {
          answers: [cuisine, { questionId: byKind(poll, 'range'), value: 10 }, { questionId: byKind(poll, 'short'), value: '' }],
        })
      ).status,
    ).toBe(200);
  });

  it('questions and type are fixed once answered, other fields still change', async () => {
    const poll = await newPoll();
    await employee.api.post(`/api/poll/${poll._id}/answer`, sheet(poll));
    const renamed = await author.api.put(`/api/poll/${poll._id}`, pollBody({ name: 'Lunch 2' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.result.name).toBe('Lunch 2');
    const changed = await author.api.put(
      `/api/poll/${poll._id}`,
      pollBody({ questions: [{ text: 'New', mandatory: true, kind: 'short' }] }),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('a poll with answers cannot change its questions');
    const retyped = await author.api.put(`/api/poll/${poll._id}`, pollBody({ name: 'Lunch 2', type: 'anonymous' }));
    expect(retyped.status).toBe(409);
    expect(retyped.body.message).toBe('a poll with answers cannot change its type');
    expect((await author.api.get(`/api/poll/${poll._id}`)).body.result.type).toBe('opened');
  });

  it('only the author or an administrator edits, finishes and deletes', async () => {
    const poll = await newPoll();
    expect((await employee.api.put(`/api/poll/${poll._id}`, pollBody({ name: 'Hijack' }))).status).toBe(403);
    expect((await employee.api.put(`/api/poll/${poll._id}/finish`)).status).toBe(403);
    expect((await employee.api.delete(`/api/poll/${poll._id}`)).status).toBe(403);
    const pollsAdmin = await acme.user({ roles: ['polls_admin'] });
    expect((await pollsAdmin.api.put(`/api/poll/${poll._id}`, pollBody({ name: 'By module admin' }))).status).toBe(200);
    await employee.api.post(`/api/poll/${poll._id}/answer`, sheet(poll));
    expect((await acme.admin.api.delete(`/api/poll/${poll._id}`)).status).toBe(200);
    expect((await author.api.get(`/api/poll/${poll._id}`)).status).toBe(404);
    expect(await t.rows(acme, PollResult, { pollId: poll._id })).toEqual([]);
    // Plugins that paid for answering it (the shop) hear of its deletion.
    expect(t.events('poll.deleted').map((e) => e.payload)).toContainEqual({ pollId: poll._id });
  });
});

describe('lists', () => {
  it('pending lists what the user still has to answer; access_for says the same', async () => {
    const me = await acme.user();
    const a = await newPoll({ name: 'Pending A' });
    const b = await newPoll({ name: 'Pending B' });
    await me.api.post(`/api/poll/${a._id}/answer`, sheet(a));
    const pending = (await me.api.call(pollRoutes.list, { query: { filter: 'pending', limit: 200 } })).body.result.map((p) => p._id);
    expect(pending).toContain(b._id);
    expect(pending).not.toContain(a._id);
    const access = await me.api.call(pollRoutes.pending, { params: { client: acme.id, userId: me.id }, query: { limit: 200 } });
    expect(access.status).toBe(200);
    expect(access.body.result.map((p) => p._id)).toEqual(pending);
    const all = (await me.api.call(pollRoutes.list, { query: { limit: 200 } })).body.result;
    expect(all.find((p) => p._id === a._id)!.answered).toBe(true);
    // An administrator may ask for another employee; an employee may not.
    expect(
      (
        await acme.admin.api.call(pollRoutes.pending, { params: { client: acme.id, userId: me.id }, query: { limit: 200 } })
      ).body.result.map((p) => p._id),
    ).toEqual(pending);
    expect((await employee.api.get(`/api/user/${acme.id}/polls/access_for/${me.id}`)).status).toBe(403);
  });

  it('mine lists the polls I created', async () => {
    const mine = (await author.api.call(pollRoutes.list, { query: { filter: 'mine', limit: 200 } })).body;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.result.every((p) => p.authorId === author.id)).toBe(true);
    expect((await employee.api.get('/api/poll?filter=mine')).body.total).toBe(0);
  });
});
