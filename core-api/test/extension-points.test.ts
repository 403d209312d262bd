import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineExtensionPoint, defineManifest, definePlugin, z, type UserContext } from '@atrium/sdk/server';
import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';
import { refusal } from './support/refusal.js';

/*
 * Extension points, as the core sees them: it knows no point by name. `hub` serves a point; `alpha` (an
 * optional dependency) and `beta` (a hard one) register at it; none of these has a table.
 */

interface Thing {
  label: string;
  /** Said with the calling context: the core hands the registering plugin's own. */
  motto(ctx: UserContext): Promise<string>;
}
const things = defineExtensionPoint<Thing>('hub.things', { reserved: ['own'] });
const titles = (s: string) => ({ ru: s, en: s, uk: s });

const hub = definePlugin(defineManifest({ code: 'hub', titles: titles('hub'), sdk: '^1', rights: { hub: titles('hub') } }), {
  routes: (r, platform) => {
    // Every installed registration, switched on or not: a route of its own each.
    for (const thing of platform.installed(things)) r.get(`/hub/thing/${thing.key}`, { summary: thing.label }, () => ({ key: thing.key }));
    r.get('/hub/things', { summary: 'The things this user may use' }, async (ctx) => {
      const usable = await ctx.extensions.of(things).usable();
      return Promise.all(usable.map(async (t) => ({ key: t.key, plugin: t.plugin, motto: await t.motto(ctx) })));
    });
  },
});

/** A plugin registering `entries` at `hub.things`; its motto is its own settings' default. */
function thingsOf(code: string, deps: { dependsOn?: string[]; optionalDependsOn?: string[] }, entries: Record<string, Thing>) {
  return definePlugin(defineManifest({ code, titles: titles(code), sdk: '^1', ...deps, rights: { [code]: titles(code) } }), {
    settings: z.object({ motto: z.string().default(`${code} says hello`) }),
    extends: [things.register(entries)],
  });
}
const motto = async (ctx: UserContext) => (await ctx.settings<{ motto: string }>()).motto;
const alpha = thingsOf('alpha', { optionalDependsOn: ['hub'] }, { one: { label: 'One', motto } });
const beta = thingsOf('beta', { dependsOn: ['hub'] }, { two: { label: 'Two', motto } });

describe('registrations reach the plugin that serves the point', () => {
  let t: TestApp;
  let acme: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ plugins: [hub, alpha, beta] });
    acme = await t.client({ features: ['hub', 'alpha', 'beta'].map((feature) => ({ feature, active: true })) });
  });
  afterAll(() => t?.close());

  const keys = async (rights: string[]) => {
    const user = await acme.user({ rights });
    return (await user.api.get('/api/hub/things')).body.result;
  };

  it("at run time those of plugins on for the client whose right the user has, each called with its plugin's own context", async () => {
    expect(await keys(['hub', 'alpha', 'beta'])).toEqual([
      { key: 'one', plugin: 'alpha', motto: 'alpha says hello' },
      { key: 'two', plugin: 'beta', motto: 'beta says hello' },
    ]);
    expect((await keys(['hub', 'beta'])).map((x: { key: string }) => x.key)).toEqual(['two']);
    await acme.feature('beta', false);
    try {
      expect((await keys(['hub', 'alpha', 'beta'])).map((x: { key: string }) => x.key)).toEqual(['one']);
    } finally {
      await acme.feature('beta', true);
    }
  });

  it('while routes are declared, every installed one', async () => {
    const user = await acme.user({ rights: ['hub'] });
    expect((await user.api.get('/api/hub/thing/one')).body.result).toEqual({ key: 'one' });
    expect((await user.api.get('/api/hub/thing/two')).body.result).toEqual({ key: 'two' });
  });

  it('the registered entries are frozen: a server cannot change what another plugin registered', async () => {
    const ctx = await t.context(acme);
    const [one] = ctx.extensions.of(things).installed;
    expect(Object.isFrozen(one)).toBe(true);
  });
});

describe('optional dependencies', () => {
  it('a registration at a point whose server is not installed is skipped, without an error', async () => {
    const t = await startTestApp({ plugins: [alpha] });
    try {
      const acme = await t.client({ features: [{ feature: 'alpha', active: true }] });
      expect((await acme.admin.api.get('/api/hub/things')).status).toBe(404);
      expect((await t.context(acme)).extensions.of(things).installed).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('do not order the start: two plugins may name each other', async () => {
    const hubToo = definePlugin({ ...hub.manifest, optionalDependsOn: ['alpha'] }, { routes: hub.routes });
    const t = await startTestApp({ plugins: [hubToo, alpha] });
    await t.close();
  });

  it('a hard dependency that is not installed still refuses its plugin', async () => {
    expect(await refusal([beta])).toBe('plugin beta refused: depends on "hub", which is not installed');
  });
});

describe('refused at start, with one line naming the owners', () => {
  it('a key registered twice at one point', async () => {
    const gamma = thingsOf('gamma', { optionalDependsOn: ['hub'] }, { one: { label: 'Also one', motto } });
    expect(await refusal([hub, alpha, gamma])).toBe('duplicate key one at hub.things: registered by plugin alpha and by plugin gamma');
  });

  it('a registration at a point of a plugin named in neither dependsOn nor optionalDependsOn', async () => {
    const gamma = thingsOf('gamma', {}, { three: { label: 'Three', motto } });
    expect(await refusal([hub, gamma])).toBe(
      'plugin gamma refused: registers at hub.things of plugin hub, which it names in neither dependsOn nor optionalDependsOn',
    );
  });

  it('a badly formed key, one past 30 characters, or one the server keeps; 30 characters start', async () => {
    const rule = '2-30 lower-case letters, digits or _, not own';
    const keyed = (key: string) => [hub, thingsOf('gamma', { dependsOn: ['hub'] }, { [key]: { label: key, motto } })];
    expect(await refusal(keyed('Three'))).toBe(`key "Three" of plugin gamma at hub.things: ${rule}`);
    expect(await refusal(keyed('own'))).toBe(`key "own" of plugin gamma at hub.things: ${rule}`);
    expect(await refusal(keyed('k'.repeat(31)))).toBe(`key "${'k'.repeat(31)}" of plugin gamma at hub.things: ${rule}`);
    await (await startTestApp({ plugins: keyed('k'.repeat(30)) })).close();
  });
});
