import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { POLLS_ADMIN_ROLE } from '../shared/constants.js';
import { pollBody, pollsApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let author: TestUser;
let seller: TestUser;
let outsider: TestUser;
let sales: string;

beforeAll(async () => {
  ({ t, acme } = await pollsApp());
  author = await acme.user();
  sales = (await acme.admin.api.post('/api/structure', { name: 'Sales' })).body.result._id as string;
  seller = await acme.user({ fields: { departmentId: sales } });
  outsider = await acme.user();
});
afterAll(() => t?.close());

/** The polls the one search (`GET api/search`) answers `u` for `q`. */
const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'polls' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => h._id).sort();
};

const forSales = () => ({ forAll: false, recipients: [{ level: 'read', audience: 'departments', departmentIds: [sales] }] });

describe('polls in the one search', () => {
  it('finds a poll on create and edit, never after delete', async () => {
    const id = (await author.api.post('/api/poll', pollBody({ name: 'Office coffee survey' }))).body.result._id as string;
    expect(await found(outsider, 'coffee')).toEqual([id]);
    expect((await author.api.put(`/api/poll/${id}`, pollBody({ name: 'Office tea survey' }))).status).toBe(200);
    expect(await found(outsider, 'coffee')).toEqual([]);
    expect(await found(outsider, 'tea')).toEqual([id]);
    await author.api.delete(`/api/poll/${id}`);
    expect(await found(outsider, 'tea')).toEqual([]);
  });

  it('answers a poll to its recipients, author and the administrators only, and a rebuild answers the same', async () => {
    const id = (await author.api.post('/api/poll', pollBody({ name: 'Quota feelings', ...forSales() }))).body.result._id as string;
    // Admins and polls_admin open every poll (`isPollsAdmin`), so they find it too.
    const pollsAdmin = await acme.user({ roles: [POLLS_ADMIN_ROLE] });
    const readers = [author, seller, acme.admin, pollsAdmin, outsider];
    const answers = async () => Promise.all(readers.map((u) => found(u, 'quota')));
    const before = await answers();
    expect(before).toEqual([[id], [id], [id], [id], []]);
    expect((await pollsAdmin.api.get(`/api/poll/${id}`)).status).toBe(200);
    expect(await t.runJob('core:reindex_search', { client: acme })).toBe('done');
    expect(await answers()).toEqual(before);
  });
});
