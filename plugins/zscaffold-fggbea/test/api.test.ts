import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { ZscaffoldFggbeaItem } from '../server/entities/item.js';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'zscaffold-fggbea', active: true }] });
});
afterAll(() => t?.close());

describe('zscaffold-fggbea', () => {
  it('creates, lists, reads and deletes items', async () => {
    const u = await acme.user();
    const created = await u.api.post('/api/zscaffold-fggbea', { name: 'Hello' });
    expect(created.status).toBe(200);
    const id = created.body.result._id;
    // Stored for this client with its author: the harness reads rows through the client's repository.
    expect(await t.rows(acme, ZscaffoldFggbeaItem, { id })).toEqual([expect.objectContaining({ name: 'Hello', authorId: u.id })]);
    const list = await u.api.get('/api/zscaffold-fggbea');
    expect(list.body).toMatchObject({ page: 1, limit: 25, total: 1 });
    expect((await u.api.get(`/api/zscaffold-fggbea/${id}`)).body.result.name).toBe('Hello');
    expect((await u.api.delete(`/api/zscaffold-fggbea/${id}`)).status).toBe(200);
    expect((await u.api.get(`/api/zscaffold-fggbea/${id}`)).status).toBe(404);
    expect(await t.rows(acme, ZscaffoldFggbeaItem, { id })).toEqual([]);
  });

  it('validates the body with the shared schema', async () => {
    const res = await acme.admin.api.post('/api/zscaffold-fggbea', { name: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('name required');
  });

  it('answers 403 without the feature or the right, 404 for another client\'s item', async () => {
    const off = await t.client({ features: [{ feature: 'zscaffold-fggbea', active: false }] });
    expect((await off.admin.api.get('/api/zscaffold-fggbea')).status).toBe(403);
    expect((await (await acme.user({ rights: [] })).api.get('/api/zscaffold-fggbea')).status).toBe(403);
    const item = (await acme.admin.api.post('/api/zscaffold-fggbea', { name: 'Mine' })).body.result;
    const other = await t.client({ features: [{ feature: 'zscaffold-fggbea', active: true }] });
    expect((await other.admin.api.get(`/api/zscaffold-fggbea/${item._id}`)).status).toBe(404);
    expect((await other.admin.api.delete(`/api/zscaffold-fggbea/${item._id}`)).status).toBe(404);
    expect(await t.rows(acme, ZscaffoldFggbeaItem, { id: item._id })).toHaveLength(1);
    expect(await t.rows(other, ZscaffoldFggbeaItem)).toEqual([]);
  });

  it('shows up in GET /api/plugins once the feature is on', async () => {
    const codes = (await acme.admin.api.get('/api/plugins')).body.result.map((p: { code: string }) => p.code);
    expect(codes).toContain('zscaffold-fggbea');
  });
});
