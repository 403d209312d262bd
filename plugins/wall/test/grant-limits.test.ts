import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, world, type World } from './helpers.js';
import { wallRoutes } from '../shared/routes.js';

/**
 * A grant names at most 1,000 people (the SDK's `Grant`): a post granted to that many is stored whole on
 * both databases (SQLite once answered 500, "Expression tree is too large"), one more is refused.
 */
let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

/** `n` user ids: Bob and Carol among strangers' ids. */
const people = (n: number) => [w.bob.id, w.carol.id, ...Array.from({ length: n - 2 }, () => randomUUID())];
const toUsers = (userIds: string[]) => [{ level: 'read', audience: 'users', userIds }];
const grantedIds = async (id: string) =>
  (await w.alice.api.call(wallRoutes.post, { params: { id } })).body.result.grants.flatMap((g) => g.userIds);
const seen = async (u: typeof w.bob, id: string) => (await news(u, w.acme.id)).body.result.some((p: { _id: string }) => p._id === id);

describe('a post granted to the most people a grant names', () => {
  it('POST api/post with 1,000 user ids stores them all; 1,001 is refused with the rule and writes nothing', async () => {
    const ids = people(1000);
    const res = await w.alice.api.post('/api/post', { text: 'For a thousand', grants: toUsers(ids) });
    expect(res.status).toBe(200);
    const id = res.body.result._id;
    expect(new Set(await grantedIds(id))).toEqual(new Set(ids));
    expect(await seen(w.bob, id)).toBe(true);
    expect(await seen(w.carol, id)).toBe(true);

    const before = (await news(w.alice, w.acme.id)).body.total;
    const over = await w.alice.api.post('/api/post', { text: 'For a thousand and one', grants: toUsers(people(1001)) });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('a grant names at most 1000 people');
    expect((await news(w.alice, w.acme.id)).body.total).toBe(before);
  });

  it('PUT api/post/{id} with 1,000 user ids replaces the grant whole; 1,001 is refused and keeps it', async () => {
    const post = (await w.alice.api.post('/api/post', { text: 'Widening', grants: toUsers([w.bob.id]) })).body.result;
    const ids = people(1000).filter((x) => x !== w.bob.id);
    ids.push(randomUUID());
    const res = await w.alice.api.put(`/api/post/${post._id}`, { grants: toUsers(ids) });
    expect(res.status).toBe(200);
    expect(new Set(await grantedIds(post._id))).toEqual(new Set(ids));
    expect(await seen(w.carol, post._id)).toBe(true);
    expect(await seen(w.bob, post._id)).toBe(false);

    const over = await w.alice.api.put(`/api/post/${post._id}`, { grants: toUsers(people(1001)) });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('a grant names at most 1000 people');
    expect(new Set(await grantedIds(post._id))).toEqual(new Set(ids));
  });
});
