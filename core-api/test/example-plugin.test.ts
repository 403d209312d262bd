import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import example from './fixtures/example-plugin/index.js';

let t: CoreTestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp({ plugins: [example] });
  acme = await t.client();
});
afterAll(() => t?.close());

describe('example plugin: the whole server contract', () => {
  it("its rights are assignable, and all but its administrative ones are a new client's initial rights", async () => {
    const rights = (await acme.admin.api.get(`/api/clients/${acme.id}/rights`)).body.result;
    expect(rights.assignable).toEqual(expect.arrayContaining(['example', 'example_publish']));
    expect(rights.initial).toEqual(['example', 'profile_edit']);
  });

  it('its migration made the table and its calls create, read, list, change and delete', async () => {
    const u = await acme.user({ rights: ['example'] });
    const created = await u.api.post('/api/links', { title: 'Docs', url: 'https://example.com/docs' });
    expect(created.status).toBe(200);
    const id = created.body.result._id;
    expect(created.body.result).toMatchObject({ title: 'Docs', ownerId: u.id, pinned: false });
    expect((await u.api.get(`/api/links/${id}`)).body.result.title).toBe('Docs');
    const list = await u.api.get(`/api/links?ownerId=${u.id}&page=1&limit=10`);
    expect(list.body).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(list.body.result[0]._id).toBe(id);
    expect((await u.api.put(`/api/links/${id}`, { title: 'Docs 2' })).body.result.title).toBe('Docs 2');
    expect((await u.api.delete(`/api/links/${id}`)).status).toBe(200);
    expect((await u.api.get(`/api/links/${id}`)).status).toBe(404);
    expect((await u.api.delete(`/api/links/${id}`)).status).toBe(404);
  });

  it('validates bodies and queries', async () => {
    const u = await acme.user({ rights: ['example'] });
    const bad = await u.api.post('/api/links', { title: '', url: 'not a url' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['title', 'url']);
    expect((await u.api.post('/api/links', { title: 'x', url: 'https://e.com', extra: 1 })).status).toBe(400);
    expect((await u.api.get('/api/links?pinned=maybe')).status).toBe(400);
    expect((await u.api.get('/api/links?page=0')).status).toBe(400);
    expect((await u.api.get('/api/links?limit=1000')).status).toBe(400);
  });

  it('needs its right, and answers 403 feature disabled when the client switched it off', async () => {
    const c = await t.client();
    const without = await c.user({ rights: [] });
    const res = await without.api.get('/api/links');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('feature disabled');
    const admin = c.admin;
    expect((await admin.api.get('/api/links')).status).toBe(200);
    await c.feature('example', false);
    const off = await admin.api.get('/api/links');
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('feature disabled');
    expect((await admin.api.get('/api/plugins')).body.result.map((p: { code: string }) => p.code)).not.toContain('example');
    await c.feature('example', true);
    expect((await admin.api.get('/api/links')).status).toBe(200);
  });

  it('answers its count to an employee without its right, and to nobody with the feature off', async () => {
    const c = await t.client();
    const without = await c.user({ rights: [] });
    await c.admin.api.post('/api/links', { title: 'Docs', url: 'https://example.com/docs' });
    expect((await without.api.get('/api/example/count')).body.result).toEqual({ count: 1 });
    expect((await without.api.get('/api/links')).status).toBe(403);
    await c.feature('example', false);
    expect((await without.api.get('/api/example/count')).body.message).toBe('feature disabled');
  });

  it('its abilities let only the owner (or an admin) change a link', async () => {
    const owner = await acme.user({ rights: ['example'] });
    const other = await acme.user({ rights: ['example'] });
    const id = (await owner.api.post('/api/links', { title: 'Mine', url: 'https://example.com/m' })).body.result._id;
    expect((await other.api.put(`/api/example/links/${id}/pin`, { pinned: true })).status).toBe(403);
    expect((await other.api.put(`/api/links/${id}`, { title: 'Theirs' })).status).toBe(403);
    expect((await owner.api.put(`/api/example/links/${id}/pin`, { pinned: true })).body.result.pinned).toBe(true);
    expect((await acme.admin.api.put(`/api/links/${id}`, { title: 'Admin edit' })).status).toBe(200);
    const me = await other.api.get('/api/me');
    expect(JSON.stringify(me.body.result.rules)).toContain('Link');
  });

  it('its seed fills a client, and another client sees none of it', async () => {
    const a = await t.client();
    const b = await t.client();
    for (const c of [a, b]) await t.seed(example, c, [c.admin]);
    const listA = await a.admin.api.get('/api/links');
    expect(listA.body.total).toBe(2);
    const listB = await b.admin.api.get('/api/links');
    for (const link of listA.body.result) {
      expect(JSON.stringify(listB.body)).not.toContain(link._id);
      expect((await b.admin.api.get(`/api/links/${link._id}`)).status).toBe(404);
      expect((await b.admin.api.put(`/api/links/${link._id}`, { title: 'stolen' })).status).toBe(404);
      expect((await b.admin.api.delete(`/api/links/${link._id}`)).status).toBe(404);
    }
    expect((await a.admin.api.get('/api/links')).body.total).toBe(2);
  });
});
