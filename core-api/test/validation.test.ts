import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type MountedRoute } from '@atrium/core-api';
import { everyInstalledPlugin } from './support/installed.js';
import { type TestClient, type TestResponse } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import example from './fixtures/example-plugin/index.js';
import { jsonSchema, sample, validSample } from './isolation/sample.js';
import { snapshot } from './isolation/world.js';

/**
 * Malformed, mistyped, unknown-field and oversized requests, unknown ids and duplicates: every one is
 * refused with `{ name, message, key, details? }` and its status, and nothing is written.
 */
let t: CoreTestApp;
let acme: TestClient;
let routes: MountedRoute[];

beforeAll(async () => {
  const { plugins } = await everyInstalledPlugin();
  t = await startCoreTestApp({ plugins: [...plugins.filter((p) => p.code !== example.code), example] });
  acme = await t.client();
  routes = (t.app.routes as MountedRoute[]).filter(
    (r) => (r.opts.auth ?? 'user') !== 'public' && r.opts.auth !== 'superadmin' && r.method !== 'get' && r.opts.body && !r.opts.multipart,
  );
});
afterAll(() => t?.close());

function expectError(res: TestResponse, status: number, name: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ name, message: expect.any(String), key: expect.any(String) });
  expect(Object.keys(res.body).every((k) => ['name', 'message', 'key', 'details'].includes(k))).toBe(true);
}

/** The path of a route in the caller's client: own client ids, random ids elsewhere (the body is judged first). */
function pathOf(r: MountedRoute): string {
  const props = r.opts.params ? (jsonSchema(r.opts.params as z.ZodType).properties ?? {}) : {};
  return r.fullPath.replace(/:(\w+)\??/g, (_m, k: string) => {
    const p = props[k];
    if (p?.entity === 'Client') return p.field === 'workspace' ? acme.workspace : acme.id;
    if (p?.entity) return crypto.randomUUID();
    return encodeURIComponent(String(p ? sample(p, () => undefined) : 'x'));
  });
}

const tenantRows = () => snapshot(t.app.ds, acme.id);
const name = (r: MountedRoute) => `${r.method.toUpperCase()} ${r.fullPath}`;

describe('malformed and invalid requests', () => {
  it('refuses malformed JSON on every route with a body: 400, nothing written', async () => {
    const before = await tenantRows();
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await acme.admin.api.request(r.method, pathOf(r), undefined, {
        raw: '{"name": ',
        headers: { 'content-type': 'application/json' },
      });
      if (res.status !== 400 || res.body?.key !== 'errors.malformed') wrong.push(`${name(r)}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
    expect(await tenantRows()).toEqual(before);
    expect(routes.length).toBeGreaterThan(20);
  });

  it('refuses wrong types and unknown fields (strict bodies) with 400 and field details, nothing written', async () => {
    const before = await tenantRows();
    const wrong: string[] = [];
    let strict = 0;
    for (const r of routes) {
      const schema = r.opts.body as z.ZodType;
      const js = jsonSchema(schema);
      // every field of the wrong type: an object where a scalar is expected and the other way round
      const mistyped = Object.fromEntries(
        Object.entries(js.properties ?? {}).map(([k, p]) => [k, p.type === 'object' || p.type === 'array' ? 12345 : { wrong: true }]),
      );
      if (Object.keys(mistyped).length) {
        const res = await acme.admin.api.request(r.method, pathOf(r), mistyped);
        if (res.status !== 400 || res.body?.name !== 'ValidationError' || !Array.isArray(res.body?.details))
          wrong.push(`${name(r)} wrong types: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
      if (js.additionalProperties !== false) continue;
      const sample = validSample(schema, (entity) => (entity === 'Client' ? acme.id : crypto.randomUUID()), r.opts.example);
      if ('error' in sample || !sample.value || typeof sample.value !== 'object') continue;
      strict++;
      const res = await acme.admin.api.request(r.method, pathOf(r), { ...(sample.value as object), notAField: 1 });
      if (res.status !== 400 || !JSON.stringify(res.body.details).includes('notAField'))
        wrong.push(`${name(r)} unknown field: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
    expect(strict).toBeGreaterThan(10);
    expect(await tenantRows()).toEqual(before);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const before = await tenantRows();
    const res = await acme.admin.api.post('/api/structure', { name: 'Big', description: 'x'.repeat(1_200_000) });
    expectError(res, 413, 'PayloadTooLarge');
    expect(await tenantRows()).toEqual(before);
  });

  it('answers 404 for unknown ids', async () => {
    const id = crypto.randomUUID();
    expectError(await acme.admin.api.get(`/api/user/${id}`), 404, 'NotFound');
    expectError(await acme.admin.api.put(`/api/structure/${id}`, { name: 'X' }), 404, 'NotFound');
    expectError(await acme.admin.api.delete(`/api/links/${id}`), 404, 'NotFound');
    expectError(await acme.admin.api.get('/api/no/such/route'), 404, 'NotFound');
  });

  it('answers 409 for a duplicate workspace, e-mail or login, and writes nothing', async () => {
    const clients = await t.app.ds.query('SELECT COUNT(*) AS n FROM client');
    const dupWs = await t.superadmin.api.post('/api/clients', { workspace: acme.workspace, name: 'Copy' });
    expectError(dupWs, 409, 'Conflict');
    expect(dupWs.body.message).toBe('workspace already exists');
    expect(await t.app.ds.query('SELECT COUNT(*) AS n FROM client')).toEqual(clients);

    const u = await acme.user();
    const before = await tenantRows();
    const body = { firstName: 'Ann', lastName: 'Lee', password: 'secret1', confirmPassword: 'secret1' };
    expectError(await acme.admin.api.post('/api/register', { ...body, email: u.email, login: 'fresh-login' }), 409, 'Conflict');
    expectError(await acme.admin.api.post('/api/register', { ...body, email: 'fresh@example.test', login: u.login }), 409, 'Conflict');
    expect(await tenantRows()).toEqual(before);
  });

  it('search text is matched literally, wildcards included', async () => {
    const c = await t.client();
    await c.user({ fields: { position: 'R_D lead' } });
    await c.user({ fields: { position: 'RxD lead' } });
    const res = await c.admin.api.post(`/api/user/filter/${c.workspace}`, { search: 'R_D' });
    expect(res.body.total).toBe(1);
    expect((await c.admin.api.post(`/api/user/filter/${c.workspace}`, { search: '%' })).body.total).toBe(0);
  });
});
