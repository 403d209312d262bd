import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { AUTHOR_MAX, TEXT_MAX, type IdeaState } from '../shared/constants.js';
import { ideasRoutes } from '../shared/routes.js';
import { Idea, IdeaVote } from '../server/entities/index.js';
import { ideaBody, ideasApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let eva: TestUser;
let rita: TestUser;

beforeAll(async () => {
  ({ t, acme, other } = await ideasApp());
  eva = await acme.user({ rights: ['ideas'], fields: { firstName: 'Eva' } });
  rita = await acme.user({ rights: ['ideas'], fields: { firstName: 'Rita' } });
  expect((await acme.admin.api.put(`/api/clients/${acme.id}/company`, { receivers: { ideas: [rita.id] } })).status).toBe(200);
});
afterAll(() => t?.close());

const send = async (u: TestUser = eva, over: Record<string, unknown> = {}) =>
  (await u.api.call(ideasRoutes.send, { body: ideaBody(over) })).body.result;
const move = (u: TestUser, id: string, state: IdeaState, comment?: string) =>
  u.api.post(`/api/idea/${id}/move`, comment === undefined ? { state } : { state, comment });
const told = async (u: TestUser, name: string) => (await t.notifications(u)).filter((n) => n.name === name).length;

describe('sending an idea', () => {
  it('stores the form as sent and tells the receivers, not the author', async () => {
    const before = await told(rita, 'idea.new');
    const idea = await send();
    expect(idea).toMatchObject({ ...ideaBody(), authorId: eva.id, state: 'new', votes: 0, voted: false, mayVote: true, moves: [] });
    expect(await told(rita, 'idea.new')).toBe(before + 1);
    expect(await told(eva, 'idea.new')).toBe(0);
    expect(await told(acme.admin, 'idea.new')).toBe(0);
    expect((await eva.api.call(ideasRoutes.get, { params: { id: idea._id } })).body.result.improvement).toBe(ideaBody().improvement);
  });

  for (const field of ['author', 'currentProcess', 'improvement', 'changes', 'expectedResults'])
    it(`refuses a missing or blank ${field} with "required field" at it, storing nothing`, async () => {
      const before = (await t.rows(acme, Idea)).length;
      for (const value of [undefined, '', '  \u200b ']) {
        const res = await eva.api.post('/api/user/send_idea', ideaBody({ [field]: value }));
        expect(res.status).toBe(400);
        expect(res.body.details).toContainEqual(expect.objectContaining({ path: field, message: 'required field' }));
      }
      expect(await t.rows(acme, Idea)).toHaveLength(before);
    });

  it(`takes ${AUTHOR_MAX} characters of author and ${TEXT_MAX} of each text, not one more`, async () => {
    const long = { author: 'a'.repeat(AUTHOR_MAX), currentProcess: 'c'.repeat(TEXT_MAX), expectedResults: 'e'.repeat(TEXT_MAX) };
    expect((await send(eva, long)).expectedResults).toHaveLength(TEXT_MAX);
    const before = (await t.rows(acme, Idea)).length;
    const res = await eva.api.post(
      '/api/user/send_idea',
      ideaBody({ author: 'a'.repeat(AUTHOR_MAX + 1), changes: 'c'.repeat(TEXT_MAX + 1) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'author', message: `at most ${AUTHOR_MAX} characters` }),
        expect.objectContaining({ path: 'changes', message: `at most ${TEXT_MAX} characters` }),
      ]),
    );
    expect(await t.rows(acme, Idea)).toHaveLength(before);
  });
});

describe('receivers', () => {
  it('with none named, every admin receives and moves ideas; named ones do while employed, and admins always', async () => {
    const c = await t.client({ features: [{ feature: 'ideas', active: true }] });
    const admin2 = await c.user({ roles: ['admin'] });
    const [ann, ben] = [await c.user({ rights: ['ideas'] }), await c.user({ rights: ['ideas'] })];
    const idea = (await ann.api.call(ideasRoutes.send, { body: ideaBody() })).body.result;
    expect([await told(c.admin, 'idea.new'), await told(admin2, 'idea.new'), await told(ben, 'idea.new')]).toEqual([1, 1, 0]);
    const movesOf = async (u: TestUser) => (await u.api.call(ideasRoutes.get, { params: { id: idea._id } })).body.result.moves;
    expect([await movesOf(admin2), await movesOf(ben)]).toEqual([['review', 'declined'], []]);
    expect((await c.admin.api.put(`/api/clients/${c.id}/company`, { receivers: { ideas: [ben.id] } })).status).toBe(200);
    expect([await movesOf(admin2), await movesOf(ben), await movesOf(ann)]).toEqual([['review', 'declined'], ['review', 'declined'], []]);
    await ann.api.call(ideasRoutes.send, { body: ideaBody() });
    expect([await told(c.admin, 'idea.new'), await told(ben, 'idea.new')]).toEqual([1, 1]);
    expect((await c.admin.api.put(`/api/user/delete/${ben.id}`)).status).toBe(200);
    await ann.api.call(ideasRoutes.send, { body: ideaBody() });
    expect([await told(c.admin, 'idea.new'), await told(admin2, 'idea.new')]).toEqual([2, 2]);
  });

  it('the admins are told of a new idea when no receiver is still employed', async () => {
    const gone = await acme.user({ rights: ['ideas'] });
    await acme.admin.api.put(`/api/clients/${acme.id}/company`, { receivers: { ideas: [gone.id] } });
    await acme.admin.api.put(`/api/user/delete/${gone.id}`);
    const [admin, receiver] = [await told(acme.admin, 'idea.new'), await told(rita, 'idea.new')];
    await send();
    expect(await told(acme.admin, 'idea.new')).toBe(admin + 1);
    expect(await told(rita, 'idea.new')).toBe(receiver);
    await acme.admin.api.put(`/api/clients/${acme.id}/company`, { receivers: { ideas: [rita.id] } });
  });
});

describe('moving an idea', () => {
  it('new → under review → accepted → implemented by a receiver; the author is told each time, with the comment', async () => {
    const idea = await send();
    const steps: [IdeaState, IdeaState[]][] = [
      ['review', ['accepted', 'declined']],
      ['accepted', ['implemented']],
      ['implemented', []],
    ];
    for (const [state, next] of steps) {
      const before = await told(eva, `idea.${state}`);
      const res = await move(rita, idea._id, state, `Now ${state}`);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ state, moves: next, comment: `Now ${state}` });
      expect(await told(eva, `idea.${state}`)).toBe(before + 1);
    }
    const [note] = (await t.notifications(eva)).filter((n) => n.name === 'idea.implemented');
    expect(JSON.stringify(note)).toContain('Now implemented');
  });

  it('declines from new or under review; the author is told', async () => {
    const [a, b] = [await send(), await send()];
    const before = await told(eva, 'idea.declined');
    expect((await move(rita, a._id, 'declined', 'Not now')).body.result).toMatchObject({ state: 'declined', moves: [] });
    await move(rita, b._id, 'review');
    expect((await move(acme.admin, b._id, 'declined')).body.result.state).toBe('declined');
    expect(await told(eva, 'idea.declined')).toBe(before + 2);
  });

  it('refuses with 409 every move the states do not allow, changing nothing', async () => {
    const allowed: Record<IdeaState, IdeaState[]> = {
      new: ['review', 'declined'],
      review: ['accepted', 'declined'],
      accepted: ['implemented'],
      implemented: [],
      declined: [],
    };
    const path: Record<IdeaState, IdeaState[]> = {
      new: [],
      review: ['review'],
      accepted: ['review', 'accepted'],
      implemented: ['review', 'accepted', 'implemented'],
      declined: ['declined'],
    };
    const all = Object.keys(allowed) as IdeaState[];
    for (const from of all) {
      const idea = await send();
      for (const s of path[from]) expect((await move(rita, idea._id, s)).status).toBe(200);
      for (const to of all.filter((s) => !allowed[from].includes(s))) {
        const res = await move(rita, idea._id, to);
        expect([from, to, res.status, res.body.message]).toEqual([from, to, 409, 'the idea cannot move to this state']);
      }
      expect((await t.rows(acme, Idea, { id: idea._id }))[0]!.state).toBe(from);
    }
  });

  it('refuses an unknown state (400) and a comment over 2000 characters', async () => {
    const idea = await send();
    expect((await move(rita, idea._id, 'done' as IdeaState)).body).toMatchObject({
      details: [{ path: 'state', message: 'invalid state' }],
    });
    expect((await move(rita, idea._id, 'review', 'x'.repeat(2001))).status).toBe(400);
    expect((await move(rita, idea._id, 'review', 'x'.repeat(2000))).status).toBe(200);
  });

  it('refuses (403) an employee who is neither a receiver nor an admin, even the author', async () => {
    const idea = await send();
    expect((await move(eva, idea._id, 'review')).status).toBe(403);
    expect((await t.rows(acme, Idea, { id: idea._id }))[0]!.state).toBe('new');
  });
});

describe('votes', () => {
  const vote = (u: TestUser, id: string) => u.api.post(`/api/idea/${id}/vote`, {});
  const unvote = (u: TestUser, id: string) => u.api.delete(`/api/idea/${id}/vote`);

  it('one per employee, withdrawn and given again; a second is 409 and counts nothing', async () => {
    const idea = await send();
    expect((await vote(rita, idea._id)).body.result).toEqual({ votes: 1, voted: true });
    const again = await vote(rita, idea._id);
    expect([again.status, again.body.message]).toEqual([409, 'you have already voted for this idea']);
    expect((await vote(eva, idea._id)).body.result).toEqual({ votes: 2, voted: true });
    expect((await unvote(rita, idea._id)).body.result).toEqual({ votes: 1, voted: false });
    expect((await vote(rita, idea._id)).body.result).toEqual({ votes: 2, voted: true });
    expect(await t.rows(acme, IdeaVote, { ideaId: idea._id })).toHaveLength(2);
    expect((await rita.api.call(ideasRoutes.get, { params: { id: idea._id } })).body.result).toMatchObject({
      votes: 2,
      voted: true,
      mayVote: false,
    });
  });

  it('two votes of one employee at once count once', async () => {
    const idea = await send();
    const both = await Promise.all([vote(rita, idea._id), vote(rita, idea._id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await t.rows(acme, Idea, { id: idea._id }))[0]!.votes).toBe(1);
  });

  it('counts under review, closes once decided (409 both ways)', async () => {
    const idea = await send();
    await move(rita, idea._id, 'review');
    expect((await vote(eva, idea._id)).status).toBe(200);
    await move(rita, idea._id, 'declined');
    for (const res of [await vote(rita, idea._id), await unvote(eva, idea._id)])
      expect([res.status, res.body.message]).toEqual([409, 'voting is closed for this idea']);
    expect((await eva.api.call(ideasRoutes.get, { params: { id: idea._id } })).body.result).toMatchObject({
      votes: 1,
      voted: true,
      mayVote: false,
    });
  });

  it('the list shows the most supported first, then the newest, paged in the database; by state and mine', async () => {
    const c = await t.client({ features: [{ feature: 'ideas', active: true }] });
    const [p1, p2, p3] = [await c.user({ rights: ['ideas'] }), await c.user({ rights: ['ideas'] }), await c.user({ rights: ['ideas'] })];
    const sent = [];
    for (const n of [0, 1, 2, 3])
      sent.push((await p1.api.call(ideasRoutes.send, { body: ideaBody({ improvement: `Idea ${n}` }) })).body.result._id);
    for (const u of [p1, p2, p3]) await vote(u, sent[1]!);
    for (const u of [p2, p3]) await vote(u, sent[2]!);
    const page = async (u: TestUser, query: Record<string, string | number>) => (await u.api.call(ideasRoutes.list, { query })).body;
    const first = await page(p2, { limit: 2 });
    expect(first).toMatchObject({ page: 1, limit: 2, total: 4 });
    expect(first.result.map((i) => [i.improvement, i.votes, i.voted])).toEqual([
      ['Idea 1', 3, true],
      ['Idea 2', 2, true],
    ]);
    expect((await page(p2, { limit: 2, page: 2 })).result.map((i) => [i.improvement, i.voted])).toEqual([
      ['Idea 3', false],
      ['Idea 0', false],
    ]);
    await c.admin.api.post(`/api/idea/${sent[3]}/move`, { state: 'review' });
    expect((await page(p2, { state: 'review' })).result.map((i) => i.improvement)).toEqual(['Idea 3']);
    expect((await page(p2, { mine: '1' })).total).toBe(0);
    expect((await page(p1, { mine: '1' })).total).toBe(4);
    expect((await acme.admin.api.call(ideasRoutes.list, { query: {} })).body.result.map((i) => i._id)).not.toContain(sent[0]);
  });
});

describe('access', () => {
  it('403 without the right or with the feature off', async () => {
    const idea = await send();
    const noRight = await acme.user({ rights: [] });
    for (const res of [
      await noRight.api.post('/api/user/send_idea', ideaBody()),
      await noRight.api.get('/api/idea'),
      await noRight.api.post(`/api/idea/${idea._id}/vote`, {}),
    ])
      expect(res.status).toBe(403);
    const off = await t.client({ features: [{ feature: 'ideas', active: false }] });
    const admin = off.admin;
    for (const res of [await admin.api.post('/api/user/send_idea', ideaBody()), await admin.api.get('/api/idea')])
      expect([res.status, res.body.message]).toEqual([403, 'feature disabled']);
  });

  it("another client's idea is 404 to read, move and vote for, and nothing changes", async () => {
    const idea = await send();
    const stranger = other.admin;
    for (const res of [
      await stranger.api.get(`/api/idea/${idea._id}`),
      await stranger.api.post(`/api/idea/${idea._id}/move`, { state: 'review' }),
      await stranger.api.post(`/api/idea/${idea._id}/vote`, {}),
      await stranger.api.delete(`/api/idea/${idea._id}/vote`),
    ])
      expect(res.status).toBe(404);
    expect((await t.rows(acme, Idea, { id: idea._id }))[0]).toMatchObject({ state: 'new', votes: 0 });
    expect((await stranger.api.call(ideasRoutes.list, { query: {} })).body.total).toBe(0);
  });
});
