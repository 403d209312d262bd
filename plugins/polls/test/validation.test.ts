import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { pollBody, pollsApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let author: TestUser;

beforeAll(async () => {
  ({ t, acme } = await pollsApp());
  author = await acme.user();
});
afterAll(() => t?.close());

const count = async () => (await author.api.get('/api/poll?filter=mine')).body.total as number;

/** Posts a bad poll and checks the 400, the rule's text and that nothing was stored. */
async function refused(body: unknown, text: string) {
  const before = await count();
  const res = await author.api.post('/api/poll', body);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toContain(text);
  expect(await count()).toBe(before);
}

const q = (over: Record<string, unknown>) => ({ text: 'Q', mandatory: true, kind: 'short', ...over });

describe('poll validation (polls README, Rules)', () => {
  it('a valid poll is stored', async () => {
    const res = await author.api.post('/api/poll', pollBody());
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Lunch', type: 'opened', forAll: true, finished: false });
    expect(res.body.result.questions).toHaveLength(4);
  });

  it('name required', () => refused(pollBody({ name: '   ' }), 'poll name required'));
  it('a name, question or answer of only zero-width characters and Unicode spaces is blank', async () => {
    await refused(pollBody({ name: '\u200b\u200d\u3000' }), 'poll name required');
    await refused(pollBody({ questions: [q({ text: '\u2060\ufeff' })] }), 'all questions must be filled');
    await refused(pollBody({ questions: [q({ kind: 'list1', answers: ['Yes', '\u200b'] })] }), 'answers must not be empty');
  });
  it('at least one question', () => refused(pollBody({ questions: [] }), 'at least one question'));
  it('all questions filled', () => refused(pollBody({ questions: [q({}), q({ text: ' ' })] }), 'all questions must be filled'));
  it('at least one mandatory question', () =>
    refused(pollBody({ questions: [q({ mandatory: false }), q({ mandatory: false })] }), 'at least one mandatory question'));
  it('choice questions need answers', async () => {
    await refused(pollBody({ questions: [q({ kind: 'list1', answers: [] })] }), 'choice questions need answers');
    await refused(pollBody({ questions: [q({ kind: 'list_m' })] }), 'choice questions need answers');
  });
  it('no empty answers', () => refused(pollBody({ questions: [q({ kind: 'list_m', answers: ['a', ' '] })] }), 'answers must not be empty'));
  it('range scales are 1-5, 1-10 or 1-100', async () => {
    await refused(pollBody({ questions: [q({ kind: 'range', scale: 7 })] }), 'range scale must be 1-5, 1-10 or 1-100');
    await refused(pollBody({ questions: [q({ kind: 'range' })] }), 'range scale must be 1-5, 1-10 or 1-100');
    for (const scale of [5, 10, 100])
      expect((await author.api.post('/api/poll', pollBody({ questions: [q({ kind: 'range', scale })] }))).status).toBe(200);
  });
  it('closed poll needs recipients', async () => {
    await refused(pollBody({ type: 'closed', forAll: false, recipients: [] }), 'closed poll needs recipients');
    const ok = await author.api.post(
      '/api/poll',
      pollBody({ type: 'closed', forAll: false, recipients: [{ level: 'read', audience: 'departments', departmentIds: ['d1'] }] }),
    );
    expect(ok.status).toBe(200);
  });
});

describe('15 answers per question', () => {
  const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i + 1}`);
  it('15 answers are accepted', async () => {
    const res = await author.api.post('/api/poll', pollBody({ questions: [q({ kind: 'list1', answers: options(15) })] }));
    expect(res.status).toBe(200);
    expect(res.body.result.questions[0].answers).toHaveLength(15);
  });
  it('16 answers are refused, on create and on edit', async () => {
    await refused(pollBody({ questions: [q({ kind: 'list_m', answers: options(16) })] }), 'maximum 15 answers per question');
    const made = await author.api.post('/api/poll', pollBody());
    const edit = await author.api.put(
      `/api/poll/${made.body.result._id}`,
      pollBody({ questions: [q({ kind: 'list_m', answers: options(16) })] }),
    );
    expect(edit.status).toBe(400);
    expect(edit.body.message).toContain('maximum 15 answers per question');
    expect((await author.api.get(`/api/poll/${made.body.result._id}`)).body.result.questions).toHaveLength(4);
  });
});

describe('gates', () => {
  it('the feature switched off answers 403 feature disabled', async () => {
    const other = await t.client({ features: [{ feature: 'polls', active: false }] });
    const res = await other.admin.api.get('/api/poll');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('feature disabled');
  });
  it('an employee without the polls right gets 403', async () => {
    const u = await acme.user({ rights: [] });
    expect((await u.api.post('/api/poll', pollBody())).status).toBe(403);
    expect((await u.api.get('/api/poll')).status).toBe(403);
  });
  it('unauthenticated calls get 401', async () => {
    expect((await t.api.get('/api/poll')).status).toBe(401);
  });
});

describe('a PUT changes the fields sent and keeps the others', () => {
  it('keeps the description, recipients and questions left out', async () => {
    const recipients = [{ level: 'read', audience: 'departments', departmentIds: ['d1'] }];
    const made = (await author.api.post('/api/poll', pollBody({ type: 'closed', forAll: false, recipients }))).body.result;
    const res = await author.api.put(`/api/poll/${made._id}`, { name: 'Dinner' });
    expect(res.status).toBe(200);
    const kept = (await author.api.get(`/api/poll/${made._id}`)).body.result;
    expect(kept).toMatchObject({ name: 'Dinner', description: 'Where do we eat', type: 'closed', forAll: false });
    expect(kept.questions.map((x: { text: string }) => x.text)).toEqual(['Cuisine?', 'Score?', 'Days?', 'Comment?']);
    expect(kept.recipients).toEqual(recipients);
  });

  it('checks the poll it makes: a closed poll without recipients, a blank name', async () => {
    const made = (await author.api.post('/api/poll', pollBody())).body.result;
    const closed = await author.api.put(`/api/poll/${made._id}`, { type: 'closed', forAll: false });
    expect(closed.status).toBe(400);
    expect(closed.body.details).toEqual([expect.objectContaining({ path: 'recipients', message: 'closed poll needs recipients' })]);
    expect((await author.api.put(`/api/poll/${made._id}`, { name: '\u200b' })).status).toBe(400);
    expect((await author.api.get(`/api/poll/${made._id}`)).body.result).toMatchObject({ name: 'Lunch', type: 'opened' });
  });
});
