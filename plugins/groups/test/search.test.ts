import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import type { TestUser } from '@atrium/sdk/testing';
import { groupRoutes } from '../shared/routes.js';
import { makeGroup, world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

/** The groups the one search (`GET api/search`) answers `u` for `q`. */
const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'groups' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => h._id).sort();
};

describe('groups in the one search', () => {
  it('finds a group on create, by its new name after an edit, never after delete', async () => {
    const id = await makeGroup(w.owner, { name: 'Ёжики chess', description: 'Blitz on Fridays' });
    expect(await found(w.eva, 'ежики')).toEqual([id]);
    expect(await found(w.eva, 'blitz')).toEqual([id]);
    await w.owner.api.call(groupRoutes.update, { params: { id }, body: { name: 'Go players' } });
    expect(await found(w.eva, 'ежики')).toEqual([]);
    expect(await found(w.eva, 'players')).toEqual([id]);
    await w.owner.api.call(groupRoutes.remove, { params: { id } });
    expect(await found(w.eva, 'players')).toEqual([]);
  });

  it('answers a private group only to those who may find it; the module off answers none', async () => {
    const secret = await makeGroup(w.owner, { name: 'Hidden saxophones', type: 'private' });
    const closed = await makeGroup(w.owner, { name: 'Closed saxophones', type: 'closed' });
    expect(await found(w.owner, 'saxophones')).toEqual([secret, closed].sort());
    expect(await found(w.outsider, 'saxophones')).toEqual([closed]);
    const noRight = await w.acme.user({ rights: ['wall'] });
    expect(await found(noRight, 'saxophones')).toEqual([]);
    await w.acme.feature('groups', false);
    expect(await found(w.owner, 'saxophones')).toEqual([]);
    await w.acme.feature('groups', true);
  });

  it('a rebuild from scratch answers as the index kept by writes', async () => {
    await makeGroup(w.owner, { name: 'Rebuilt trumpets', type: 'private' });
    await makeGroup(w.owner, { name: 'Rebuilt trumpets open' });
    const before = [await found(w.owner, 'trumpets'), await found(w.outsider, 'trumpets')];
    expect((await w.admin.api.post(`/api/clients/${w.acme.id}/maintenance/reindex_search`)).status).toBe(200);
    expect(await w.t.runJob('core:reindex_search', { client: w.acme })).toBe('done');
    expect([await found(w.owner, 'trumpets'), await found(w.outsider, 'trumpets')]).toEqual(before);
    expect(before[0]).toHaveLength(2);
  });
});
