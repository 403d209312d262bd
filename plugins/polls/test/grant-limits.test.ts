import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { pollBody, pollsApp } from './helpers.js';

/**
 * A grant names at most 1,000 people (the SDK's `Grant`): a closed poll for that many recipients is
 * stored whole on both databases (SQLite once answered 500, "Expression tree is too large"); one more
 * is refused with the rule's text and no poll is made.
 */
let t: TestApp;
let acme: TestClient;
let author: TestUser;
let chosen: TestUser;
let left: TestUser;

beforeAll(async () => {
  ({ t, acme } = await pollsApp());
  [author, chosen, left] = await Promise.all([acme.user(), acme.user(), acme.user()]);
});
afterAll(() => t?.close());

const people = (n: number) => [chosen.id, ...Array.from({ length: n - 1 }, () => randomUUID())];
const closedFor = (userIds: string[]) =>
  pollBody({ type: 'closed', forAll: false, recipients: [{ level: 'read', audience: 'users', userIds }] });
const listed = async (u: TestUser) => (await u.api.get('/api/poll')).body.result.map((p: { _id: string }) => p._id);

describe('a poll for the most recipients a grant names', () => {
  it('POST api/poll with 1,000 user ids stores them all and reaches them; 1,001 is refused with the rule', async () => {
    const ids = people(1000);
    const res = await author.api.post('/api/poll', closedFor(ids));
    expect(res.status).toBe(200);
    const poll = res.body.result;
    const stored = (await author.api.get(`/api/poll/${poll._id}`)).body.result.recipients;
    expect(new Set(stored.flatMap((g: { userIds: string[] }) => g.userIds))).toEqual(new Set(ids));
    expect(await listed(chosen)).toContain(poll._id);
    expect(await listed(left)).not.toContain(poll._id);

    const before = (await listed(author)).length;
    const over = await author.api.post('/api/poll', closedFor(people(1001)));
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('a grant names at most 1000 people');
    expect(await listed(author)).toHaveLength(before);
  });
});
