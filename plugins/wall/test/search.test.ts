import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import type { TestUser } from '@atrium/sdk/testing';
import { wallRoutes } from '../shared/routes.js';
import { world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

/** The posts the one search (`GET api/search`) answers `u` for `q`. */
const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'wall' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => h._id).sort();
};

const post = async (u: TestUser, body: Record<string, unknown>) => {
  const res = await u.api.post('/api/post', body);
  expect(res.status).toBe(200);
  return res.body.result._id as string;
};

describe('posts in the one search', () => {
  it('finds a post on create, by its new text after an edit, never after delete', async () => {
    const id = await post(w.alice, { text: 'Новогодняя ёлка in the lobby\nBring toys' });
    expect(await found(w.bob, 'елка')).toEqual([id]);
    expect(await found(w.bob, 'TOYS')).toEqual([id]);
    await w.alice.api.call(wallRoutes.updatePost, { params: { id }, body: { text: 'Spring picnic' } });
    expect(await found(w.bob, 'елка')).toEqual([]);
    expect(await found(w.bob, 'picnic')).toEqual([id]);
    await w.alice.api.call(wallRoutes.deletePost, { params: { id } });
    expect(await found(w.bob, 'picnic')).toEqual([]);
  });

  it('answers a restricted post to its author and those granted only, nothing to another client', async () => {
    const id = await post(w.alice, { text: 'Salary review schedule', grants: [{ level: 'read', audience: 'users', userIds: [w.bob.id] }] });
    expect(await found(w.alice, 'salary')).toEqual([id]);
    expect(await found(w.bob, 'salary')).toEqual([id]);
    expect(await found(w.carol, 'salary')).toEqual([]);
    expect(await found(w.stranger, 'salary')).toEqual([]);
    const noRight = await w.acme.user({ rights: [] });
    expect(await found(noRight, 'salary')).toEqual([]);
  });

  it('a rebuild from scratch answers as the index kept by writes', async () => {
    await post(w.alice, { text: 'Rebuilt kettle news' });
    await post(w.alice, { text: 'Rebuilt kettle secret', grants: [{ level: 'read', audience: 'users', userIds: [w.bob.id] }] });
    const before = [await found(w.bob, 'kettle'), await found(w.carol, 'kettle')];
    expect(await w.t.runJob('core:reindex_search', { client: w.acme })).toBe('done');
    expect([await found(w.bob, 'kettle'), await found(w.carol, 'kettle')]).toEqual(before);
    expect(before.map((b) => b.length)).toEqual([2, 1]);
  });
});
