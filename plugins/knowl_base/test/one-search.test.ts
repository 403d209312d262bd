import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import type { TestUser } from '@atrium/sdk/testing';
import { KB_ADMIN_ROLE } from '../shared/constants.js';
import { article, folder, kbTeam } from './helpers.js';

let w: Awaited<ReturnType<typeof kbTeam>>;
let kbAdmin: TestUser;
let bob: TestUser;
let plan: string;

beforeAll(async () => {
  w = await kbTeam();
  kbAdmin = await w.acme.user({ rights: ['knowl_base'], roles: [KB_ADMIN_ROLE] });
  bob = await w.acme.user({ rights: ['knowl_base'] });
  // Read by Eva alone: the module's administrator opens it all the same (`isKbAdmin`), Bob does not.
  const box = await folder(w.admin, 'Board room', null, { grants: [{ level: 'read', audience: 'users', userIds: [w.eva.id] }] });
  plan = await article(w.admin, 'Merger timetable', box);
});
afterAll(() => w?.t.close());

const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'knowl_base' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => h._id);
};

describe('the knowledge base in the one search', () => {
  it('answers a restricted article to its readers and the module’s administrators, who open it, and to no one else', async () => {
    expect(await found(w.eva, 'merger')).toEqual([plan]);
    expect(await found(kbAdmin, 'merger')).toEqual([plan]);
    expect((await kbAdmin.api.get(`/api/article/${plan}`)).status).toBe(200);
    expect(await found(bob, 'merger')).toEqual([]);
    expect((await bob.api.get(`/api/article/${plan}`)).status).toBe(403);
  });

  it('answers an article to its author when its grants leave them out', async () => {
    const desk = await folder(w.admin, 'Shared desk', null, { grants: [{ level: 'write', audience: 'everyone' }] });
    const own = await article(bob, 'Acquisition shortlist', desk);
    expect(
      (await w.admin.api.put(`/api/article/${desk}/rights`, { grants: [{ level: 'read', audience: 'users', userIds: [w.eva.id] }] }))
        .status,
    ).toBe(200);
    expect(await found(bob, 'acquisition')).toEqual([own]);
    expect((await bob.api.get(`/api/article/${own}`)).status).toBe(200);
    expect(await found(w.eva, 'acquisition')).toEqual([own]);
    const carl = await w.acme.user({ rights: ['knowl_base'] });
    expect(await found(carl, 'acquisition')).toEqual([]);
  });
});
