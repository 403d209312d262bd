import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { MENTION_SEARCH_LIMIT } from '../shared/index.js';
import { world, type World } from './helpers.js';

let w: World;
let zoya: TestUser, zorin: TestUser;
beforeAll(async () => {
  w = await world();
  zoya = await w.acme.user({
    rights: ['wall'],
    fields: { firstName: 'Zoya', lastName: 'Kim' },
  });
  zorin = await w.acme.user({
    rights: ['wall'],
    fields: { firstName: 'Pavel', lastName: 'Zorin' },
  });
});
afterAll(() => w?.t.close());

const search = (u: TestUser, q: string, extra = '') => u.api.get(`/api/post/mention_search?q=${encodeURIComponent(q)}${extra}`);
const ids = (res: { body: { result: { _id: string }[] } }) => res.body.result.map((p) => p._id);

describe('mention search (2 characters: wall README, Rules)', () => {
  it('answers people at 2 characters, ordered by name, as employee cards', async () => {
    const res = await search(w.alice, 'zo');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([zoya.id, zorin.id]);
    expect(res.body.result[0]).toEqual({
      _id: zoya.id,
      firstName: 'Zoya',
      lastName: 'Kim',
      middleName: null,
      fullName: 'Zoya Kim',
      avatar: null,
      position: null,
      departmentId: null,
      deleted: false,
    });
    expect(ids(await search(w.alice, ' ZOYA KIM '))).toEqual([zoya.id]);
  });

  it('refuses 1 character (spaces aside) with 400 "mention search needs 2 characters" and answers no people', async () => {
    for (const q of ['z', ' z ', '']) {
      const res = await search(w.alice, q);
      expect(res.status).toBe(400);
      expect(res.body.result).toBeUndefined();
      expect(res.body.details).toEqual([
        expect.objectContaining({
          path: 'q',
          message: 'mention search needs 2 characters',
        }),
      ]);
    }
    expect((await w.alice.api.get('/api/post/mention_search')).status).toBe(400);
  });

  it('leaves out the caller and limits the list (default 10, at most 20)', async () => {
    expect(ids(await search(zoya, 'zo'))).toEqual([zorin.id]);
    // every test employee is "Test User…"
    for (let i = 0; i < 12; i++) await w.acme.user({ rights: ['wall'] });
    const byDefault = await search(w.alice, 'test user');
    expect(byDefault.body.result).toHaveLength(MENTION_SEARCH_LIMIT.default);
    expect(ids(byDefault)).not.toContain(w.alice.id);
    const atMax = await search(w.alice, 'test user', '&limit=20');
    expect(atMax.status).toBe(200);
    expect(atMax.body.result.length).toBeGreaterThan(MENTION_SEARCH_LIMIT.default);
    expect((await search(w.alice, 'test user', '&limit=21')).status).toBe(400);
    expect(ids(await search(w.alice, 'zo', '&limit=1'))).toEqual([zoya.id]);
  });

  it("never answers another client's people", async () => {
    const ghost = await w.other.user({
      rights: ['wall'],
      fields: { firstName: 'Zoya', lastName: 'Ghost' },
    });
    expect(ids(await search(w.alice, 'zoya'))).toEqual([zoya.id]);
    expect(ids(await search(w.stranger, 'zoya'))).toEqual([ghost.id]);
  });

  it('never answers deleted people', async () => {
    const gone = await w.acme.user({
      rights: ['wall'],
      fields: { firstName: 'Zlata', lastName: 'Fired' },
    });
    expect(ids(await search(w.alice, 'zlata'))).toEqual([gone.id]);
    expect((await w.acme.admin.api.put(`/api/user/delete/${gone.id}`)).status).toBe(200);
    expect(ids(await search(w.alice, 'zlata'))).toEqual([]);
  });

  it('needs the wall right and the wall feature', async () => {
    const noRight = await w.acme.user({ rights: [] });
    expect((await search(noRight, 'zo')).status).toBe(403);
    const off = await w.t.client();
    const offUser = await off.user({ rights: ['wall'] });
    await off.feature('wall', false);
    expect((await search(offUser, 'te')).status).toBe(403);
  });
});
