import { afterAll, beforeAll, expect, it } from 'vitest';
import { installedPlugins, type MountedRoute } from '@atrium/core-api';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import example from './fixtures/example-plugin/index.js';

let t: CoreTestApp;

beforeAll(async () => {
  const { plugins } = await installedPlugins(() => undefined);
  t = await startCoreTestApp({ plugins: [...plugins.filter((p) => p.code !== example.code), example] });
});
afterAll(() => t?.close());

it('serves an OpenAPI document with every mounted route, built from the zod schemas, without a session', async () => {
  const res = await t.api.get('/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = res.body as { openapi: string; paths: Record<string, Record<string, any>> };
  expect(doc.openapi).toBe('3.1.0');
  const missing = (t.app.routes as MountedRoute[])
    .filter((r) => !doc.paths[r.fullPath.replace(/:(\w+)\??/g, '{$1}')]?.[r.method])
    .map((r) => `${r.method} ${r.fullPath}`);
  expect(missing).toEqual([]);
  const register = doc.paths['/api/register']!.post;
  const body = register.requestBody.content['application/json'].schema;
  expect(body.properties.firstName).toMatchObject({ type: 'string', maxLength: 20 });
  expect(body.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
  expect(register['x-atrium-auth']).toBe('admin');
  const links = doc.paths['/api/links/{id}']!.get;
  expect(links.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
  expect(links['x-atrium-feature']).toBe('example');
  expect(doc.paths['/api/env']!.get.security).toEqual([]);
});
