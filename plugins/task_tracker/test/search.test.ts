import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { trackerRoutes } from '../shared/routes.js';
import { addTask, makeDesk, trackerApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let owner: TestUser;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ({ t, acme } = await trackerApp());
  [owner, manager, member, outsider] = [await acme.user(), await acme.user(), await acme.user(), await acme.user()];
});
afterAll(() => t?.close());

/** The tasks the one search (`GET api/search`) answers `u` for `q`. */
const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'task_tracker' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => h._id).sort();
};

describe('tasks in the one search', () => {
  it('finds a task on create and edit, never after delete', async () => {
    const desk = await makeDesk(owner, { members: [member] });
    const id = await addTask(owner, desk, 0, 'Renew the parking permits');
    expect(await found(member, 'parking')).toEqual([id]);
    expect((await owner.api.call(trackerRoutes.updateTask, { params: { id }, body: { name: 'Renew the badges' } })).status).toBe(200);
    expect(await found(member, 'parking')).toEqual([]);
    expect(await found(member, 'badges')).toEqual([id]);
    expect((await owner.api.call(trackerRoutes.removeTask, { params: { id } })).status).toBe(200);
    expect(await found(member, 'badges')).toEqual([]);
  });

  it("answers a task to its desk's owner, managers, members and the client's admins only, and a rebuild answers the same", async () => {
    const desk = await makeDesk(owner, { admins: [manager], members: [member] });
    const id = await addTask(owner, desk, 1, 'Quarterly invoices');
    const hidden = await makeDesk(owner, { admins: [manager], members: [member] }, { status: 'hidden' });
    const secret = await addTask(owner, hidden, 0, 'Quarterly layoffs');
    // An admin of the client opens every desk (`placeOn`), so finds the tasks of desks they are not on, hidden ones too.
    const answers = async () => Promise.all([owner, manager, member, acme.admin, outsider].map((u) => found(u, 'quarterly')));
    const both = [id, secret].sort();
    const before = await answers();
    expect(before).toEqual([both, both, [id], both, []]);
    expect((await acme.admin.api.call(trackerRoutes.desk, { params: { id: hidden._id } })).status).toBe(200);
    expect(await t.runJob('core:reindex_search', { client: acme })).toBe('done');
    expect(await answers()).toEqual(before);
  });
});
