import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedPlugins, openApiDrift, type MountedRoute } from '@atrium/core-api';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

type Doc = { openapi: string; paths: Record<string, Record<string, any>> } & Record<string, unknown>;

/** The committed document, written by `npm run openapi` from the same installed plugins. */
const committedFile = path.resolve(import.meta.dirname, '../../docs/api/openapi.json');
const committed = (): Doc => JSON.parse(fs.readFileSync(committedFile, 'utf8'));

let t: CoreTestApp;
let served: Doc;

beforeAll(async () => {
  const { plugins } = await installedPlugins(() => undefined);
  t = await startCoreTestApp({ plugins });
  served = (await t.api.get('/api/openapi.json')).body;
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('is served without a session, with every mounted route, built from the zod schemas', () => {
    expect(served.openapi).toBe('3.1.0');
    const missing = (t.app.routes as MountedRoute[])
      .filter((r) => !served.paths[r.fullPath.replace(/:(\w+)\??/g, '{$1}')]?.[r.method])
      .map((r) => `${r.method} ${r.fullPath}`);
    expect(missing).toEqual([]);
    const register = served.paths['/api/register']!.post;
    const body = register.requestBody.content['application/json'].schema;
    expect(body.properties.firstName).toMatchObject({ type: 'string', maxLength: 20 });
    expect(body.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
    expect(register['x-atrium-auth']).toBe('admin');
    const poll = served.paths['/api/poll/{id}']!.get;
    expect(poll.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(poll).toMatchObject({ 'x-atrium-feature': 'polls', 'x-atrium-right': 'polls' });
    expect(served.paths['/api/env']!.get.security).toEqual([]);
  });

  it('is committed as served: regenerate docs/api/openapi.json with `npm run openapi` when this fails', () => {
    expect(openApiDrift(committed(), served)).toEqual([]);
  });

  it("names a plugin's route missing from, changed in or left over in a stale document", () => {
    const stale = committed();
    const pollPaths = Object.keys(stale.paths).filter((p) => p.startsWith('/api/poll/') && stale.paths[p]!.get);
    expect(pollPaths.length).toBeGreaterThan(2);
    delete stale.paths[pollPaths[0]!]!.get;
    stale.paths[pollPaths[1]!]!.get.summary = 'an older summary';
    stale.paths['/api/poll/gone'] = { get: { summary: 'a route since removed' } };
    stale.info = { ...(stale.info as object), version: '0.9.0' };
    expect(openApiDrift(stale, served).sort()).toEqual(
      [
        `GET ${pollPaths[0]}: mounted, missing from the document`,
        `GET ${pollPaths[1]}: differs from the mounted route`,
        'GET /api/poll/gone: in the document, not mounted',
        'info: differs',
      ].sort(),
    );
  });
});
