import { afterAll, beforeAll, expect, it } from 'vitest';
import { installedPlugins } from '@atrium/sdk/testing';
import type { PluginDefinition } from '@atrium/sdk/server';
import groups from '../server/index.js';
import { ids, world, type World } from './helpers.js';

let w: World;
let wall: PluginDefinition;
beforeAll(async () => {
  w = await world();
  wall = (await installedPlugins()).plugins.find((p) => p.code === 'wall')!;
});
afterAll(() => w?.t.close());

it('the demo has a group of each type with members and posts, in installation order (groups, then the wall)', async () => {
  for (const plugin of [groups, wall]) await w.t.seed(plugin, w.acme, [w.admin, w.eva, w.bob, w.outsider, w.owner]);
  // Eva (the first employee) is in all three; Oscar only in the public one, and finds no private group.
  const evas = (await w.eva.api.get(`/api/group/byUser/${w.eva.id}`)).body.result;
  expect(evas.map((g: { type: string }) => g.type).sort()).toEqual(['closed', 'private', 'public']);
  for (const g of evas) {
    expect(g.membersCount).toBeGreaterThan(1);
    expect(ids(await w.eva.api.get(`/api/post/group/${g._id}`))).toHaveLength(1);
  }
  const oscars = (await w.outsider.api.get(`/api/group/byClient/${w.acme.id}`)).body.result;
  expect(oscars.map((g: { type: string }) => g.type)).not.toContain('private');
  expect(ids(await w.outsider.api.get(`/api/post/group/user/${w.eva.id}`))).toHaveLength(1);
  expect((await w.admin.api.get('/api/project')).body.result[0].participants[0]._id).toBe(w.admin.id);
});
