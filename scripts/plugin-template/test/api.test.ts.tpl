import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { __PASCAL__Item } from '../server/entities/item.js';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: '__CODE__', active: true }] });
});
afterAll(() => t?.close());

describe('__CODE__', () => {
  it('creates, lists, reads and deletes items', async () => {
    const u = await acme.user();
    const created = await u.api.post('/api/__CODE__', { name: 'Hello' });
    expect(created.status).toBe(200);
    const id = created.body.result._id;
    // Stored for this client with its author: the harness reads rows through the client's repository.
    expect(await t.rows(acme, __PASCAL__Item, { id })).toEqual([expect.objectContaining({ name: 'Hello', authorId: u.id })]);
    const list = await u.api.get('/api/__CODE__');
    expect(list.body).toMatchObject({ page: 1, limit: 25, total: 1 });
    expect((await u.api.get(`/api/__CODE__/${id}`)).body.result.name).toBe('Hello');
    expect((await u.api.delete(`/api/__CODE__/${id}`)).status).toBe(200);
    expect((await u.api.get(`/api/__CODE__/${id}`)).status).toBe(404);
    expect(await t.rows(acme, __PASCAL__Item, { id })).toEqual([]);
  });

  it('validates the body with the shared schema', async () => {
    const res = await acme.admin.api.post('/api/__CODE__', { name: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('name required');
  });

  it('answers 403 without the feature or the right, 404 for another client\'s item', async () => {
    const off = await t.client({ features: [{ feature: '__CODE__', active: false }] });
    expect((await off.admin.api.get('/api/__CODE__')).status).toBe(403);
    expect((await (await acme.user({ rights: [] })).api.get('/api/__CODE__')).status).toBe(403);
    const item = (await acme.admin.api.post('/api/__CODE__', { name: 'Mine' })).body.result;
    const other = await t.client({ features: [{ feature: '__CODE__', active: true }] });
    expect((await other.admin.api.get(`/api/__CODE__/${item._id}`)).status).toBe(404);
    expect((await other.admin.api.delete(`/api/__CODE__/${item._id}`)).status).toBe(404);
    expect(await t.rows(acme, __PASCAL__Item, { id: item._id })).toHaveLength(1);
    expect(await t.rows(other, __PASCAL__Item)).toEqual([]);
  });

  it('shows up in GET /api/plugins once the feature is on', async () => {
    const codes = (await acme.admin.api.get('/api/plugins')).body.result.map((p: { code: string }) => p.code);
    expect(codes).toContain('__CODE__');
  });
});
