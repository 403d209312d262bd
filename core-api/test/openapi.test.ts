import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDrift, type MountedRoute } from '@atrium/core-api';
import { laterShape } from '@atrium/sdk/shared';
import { everyInstalledPlugin } from './support/installed.js';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

type Doc = { openapi: string; paths: Record<string, Record<string, any>> } & Record<string, unknown>;

/** The committed document, written by `npm run openapi` from the same installed plugins. */
const committedFile = path.resolve(import.meta.dirname, '../../docs/api/openapi.json');
const committed = (): Doc => JSON.parse(fs.readFileSync(committedFile, 'utf8'));

let t: CoreTestApp;
let served: Doc;

beforeAll(async () => {
  // The committed document covers the workspace's own plugins: scripts/create-plugin.test.ts puts a
  // scaffold (zscaffold-xxxxxx) into plugins/ for a moment, and a run that overlaps it must not count it.
  const { plugins } = await everyInstalledPlugin();
  t = await startCoreTestApp({ plugins: plugins.filter((p) => !/^zscaffold-?[a-j]{6}$/.test(p.code)) });
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

  it('documents request bodies with the field names their routes parse (`id` stays `id`; `_id` is for answers)', () => {
    /** Every property name of a JSON schema with its path, at any depth. */
    const names = (schema: unknown, at = ''): string[] => {
      if (!schema || typeof schema !== 'object') return [];
      if (Array.isArray(schema)) return schema.flatMap((s, i) => names(s, `${at}[${i}]`));
      return Object.entries(schema as Record<string, unknown>).flatMap(([k, v]) =>
        k === 'properties' && v && typeof v === 'object'
          ? Object.entries(v).flatMap(([name, s]) => [`${at}.${name}`, ...names(s, `${at}.${name}`)])
          : names(v, at),
      );
    };
    const routes = (t.app.routes as MountedRoute[]).filter((r) => r.opts.body && !r.opts.multipart && r.method !== 'get');
    expect(routes.length).toBeGreaterThan(20);
    const differing = routes.flatMap((r) => {
      const documented = served.paths[r.fullPath.replace(/:(\w+)\??/g, '{$1}')]![r.method].requestBody.content['application/json'].schema;
      // A part the handler checks afterwards (a row of register_many) is parsed with the shape it is documented with.
      const parsed = z.toJSONSchema(r.opts.body as z.ZodType, {
        io: 'input',
        unrepresentable: 'any',
        override: ({ zodSchema, jsonSchema }) => {
          const later = laterShape(zodSchema);
          if (later) Object.assign(jsonSchema, z.toJSONSchema(later, { io: 'input', unrepresentable: 'any' }));
        },
      });
      const a = names(documented).sort();
      const b = names(parsed).sort();
      return a.join() === b.join()
        ? []
        : [`${r.method} ${r.fullPath}: documents ${a.filter((n) => !b.includes(n))}, parses ${b.filter((n) => !a.includes(n))}`];
    });
    expect(differing).toEqual([]);
  });

  it('a like built from the documented body is accepted by POST /api/post/like', async () => {
    const acme = await t.client();
    const alice = await acme.user({ rights: ['wall'] });
    const post = (await alice.api.post('/api/post', { text: 'Like me' })).body.result._id as string;
    const schema = served.paths['/api/post/like']!.post.requestBody.content['application/json'].schema;
    const values: Record<string, unknown> = { like_type: 'post', id: post, _id: post, dislike: false };
    const body = Object.fromEntries(Object.keys(schema.properties).map((k) => [k, values[k]]));
    const res = await alice.api.post('/api/post/like', body);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ likes: 1, my_like: 1 });
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
