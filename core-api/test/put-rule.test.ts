import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MountedRoute } from '@atrium/core-api';
import { everyInstalledPlugin } from './support/installed.js';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

/**
 * The platform's rule for every PUT (docs/plugin-guide.md, "PUT is a partial update"): a field left out
 * keeps its stored value, so nothing may fill it in. For each PUT of the core and of every installed
 * plugin whose body is an object, `{}` parses to `{}` (when it parses at all) and no field left out takes
 * a value of its own (a default that would overwrite what is stored, as a project's description was
 * wiped by `PUT api/project` with only a name). New routes and plugins are walked by themselves.
 */
let t: CoreTestApp;
let routes: MountedRoute[];

beforeAll(async () => {
  const { plugins } = await everyInstalledPlugin();
  t = await startCoreTestApp({ plugins });
  routes = (t.app.routes as MountedRoute[]).filter((r) => r.method === 'put' && r.opts.body);
}, 120_000);
afterAll(() => t?.close());

/** What a PUT's body schema fills in for fields that were not sent, one line each. */
function filledIn(r: MountedRoute): string[] {
  const body = r.opts.body as z.ZodType;
  const name = `${r.plugin ?? 'core'}: PUT ${r.fullPath}`;
  const out: string[] = [];
  const empty = body.safeParse({});
  if (empty.success && JSON.stringify(empty.data) !== '{}') out.push(`${name}: {} parses to ${JSON.stringify(empty.data)}`);
  if (body instanceof z.ZodObject)
    for (const [key, field] of Object.entries(body.shape as Record<string, z.ZodType>)) {
      const left = field.safeParse(undefined);
      if (left.success && left.data !== undefined) out.push(`${name}: ${key} left out becomes ${JSON.stringify(left.data)}`);
    }
  return out;
}

describe('every PUT is a partial update: nothing fills a field that was not sent', () => {
  it('walks the PUTs of the core and of the installed plugins', () => {
    expect(routes.some((r) => r.plugin === null)).toBe(true);
    expect(new Set(routes.map((r) => r.plugin)).size).toBeGreaterThan(5);
  });

  it('holds for every PUT of the core', () => {
    expect(routes.filter((r) => r.plugin === null).flatMap(filledIn)).toEqual([]);
  });

  it('holds for every PUT of every installed plugin', () => {
    expect(routes.filter((r) => r.plugin !== null).flatMap(filledIn)).toEqual([]);
  });
});
