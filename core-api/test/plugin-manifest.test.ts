import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin, slot, type PluginDefinition } from '@atrium/sdk/server';
import { startTestApp, type TestApp } from '@atrium/sdk/testing';
import { orderPlugins, packageProblem, slotWarnings } from '../src/plugins/loader.js';

const titles = (en: string) => ({ ru: `${en} (ru)`, en, uk: `${en} (uk)` });
const icon = { paths: ['M4 4h16v16h-16z'] };

/** A plugin with every kind of declaration: two rights, routes and menu, a declared slot, a section of its own. */
const board = definePlugin(
  defineManifest({
    code: 'board',
    titles: titles('Board'),
    sdk: '^1',
    rights: { board: titles('Board'), board_manage: titles('Managing boards') },
    uiRight: 'board',
    routes: ['/board', '/board/:_id', '/board/settings', '/board/stats'],
    menu: [
      { key: 'board', to: '/board', order: 70, titles: titles('Board'), icon },
      { key: 'boardSettings', to: '/board/settings', order: 71, titles: titles('Board settings'), icon, right: 'board_manage' },
      { key: 'boardStats', to: '/board/stats', order: 72, titles: titles('Board statistics'), icon, roles: ['board_admin'] },
    ],
    slots: { fills: ['profile.tabs', 'board.side'], declares: { 'board.side': slot() } },
    notificationSections: { cards: titles('Cards') },
  }),
  {
    notifications: {
      'card.assigned': {
        section: 'cards',
        defaultTemplate: {
          en: { title: 'A card for you', short: '' },
          ru: { title: 'Карточка', short: '' },
          uk: { title: 'Картка', short: '' },
        },
      },
    },
    // Rules of its own: the shell loads CASL with its pages (GET /api/plugins says so).
    abilities: (b, me) => void (me.hasRight('board_manage') && b.can('manage', 'BoardCard')),
    routes: (r) => {
      r.post('/board/assign', {}, async (ctx) => {
        await ctx.notify([ctx.me.user.id], { name: 'card.assigned', section: 'cards' });
        return { ok: true };
      });
    },
  },
);

/** An administrative right written first: the UI still opens with the reader's right. */
const desk = definePlugin(
  defineManifest({
    code: 'desk',
    titles: titles('Desk'),
    sdk: '^1',
    rights: { desk_admin: titles('Managing desks'), desk: titles('Desk') },
    administrative: ['desk_admin'],
    uiRight: 'desk',
    routes: ['/desk', '/desk/admin'],
    menu: [
      { key: 'desk', to: '/desk', order: 72, titles: titles('Desk'), icon },
      { key: 'deskAdmin', to: '/desk/admin', order: 73, titles: titles('Desk admin'), icon, right: 'desk_admin' },
    ],
  }),
  {},
);

const manifestOf = (over: Record<string, unknown>) =>
  definePlugin({ ...defineManifest({ code: 'probe', titles: titles('Probe'), sdk: '^1', rights: {} }), ...over } as never, {});

describe('start-up checks of manifests', () => {
  const refusals = (defs: PluginDefinition[]) => {
    const lines: string[] = [];
    orderPlugins(defs, (l) => lines.push(l));
    return lines;
  };

  it('refuses a manifest with a missing title, a stray menu entry or first call, a foreign declared slot or a core section, in one line each', () => {
    expect(refusals([manifestOf({ rights: { probe: { en: 'Probe' } } })])).toEqual([
      'plugin probe refused: right "probe" needs titles in ru, en, uk',
    ]);
    expect(
      refusals([manifestOf({ routes: ['/probe'], menu: [{ key: 'p', to: '/elsewhere', order: 1, titles: titles('P'), icon }] })]),
    ).toEqual(['plugin probe refused: menu entry "p" leads to "/elsewhere", which is not one of its routes']);
    expect(refusals([manifestOf({ slots: { declares: { 'wall.widgets': slot() } } })])).toEqual([
      'plugin probe refused: declared slot "wall.widgets" must start with "probe."',
    ]);
    expect(refusals([manifestOf({ notificationSections: { other: titles('Other') } })])).toEqual([
      'plugin probe refused: notification section "other" is the core\'s',
    ]);
    expect(refusals([manifestOf({ routes: ['probe'] })])).toEqual(['plugin probe refused: route "probe" must be an absolute path']);
    expect(refusals([manifestOf({ routes: ['/probe'], firstCalls: { '/other': '/api/probe' } })])).toEqual([
      'plugin probe refused: a first call is declared for "/other", which is not one of its routes',
    ]);
    for (const calls of ['https://elsewhere.example/x', ['/api/probe', 'https://elsewhere.example/x'], []])
      expect(refusals([manifestOf({ routes: ['/probe'], firstCalls: { '/probe': calls } })])).toEqual([
        'plugin probe refused: the first calls of "/probe" must be paths under /api/',
      ]);
    expect(refusals([manifestOf({ routes: ['/probe'], firstCalls: { '/probe': ['/api/probe', '/api/probe/more'] } })])).toEqual([]);
    expect(refusals([manifestOf({ rights: { probe: titles('Probe') }, uiRight: 'probe_admin' })])).toEqual([
      'plugin probe refused: uiRight "probe_admin" is not one of the rights the plugin declares',
    ]);
    expect(refusals([manifestOf({ rights: { probe: titles('Probe') }, routes: ['/probe'] })])).toEqual([
      'plugin probe refused: it has a UI and rights: uiRight must name the right that opens the UI',
    ]);
    expect(refusals([board])).toEqual([]);
  });

  it('refuses a package not named after the manifest code', () => {
    expect(packageProblem({ packageName: '@atrium/plugin-board' }, board)).toBeNull();
    expect(packageProblem({ packageName: '@acme/plugin-board' }, board)).toBeNull();
    expect(packageProblem({ packageName: '@atrium/plugin-boards' }, board)).toBe(
      "its package @atrium/plugin-boards is not named plugin-board after the manifest's code",
    );
  });

  it('warns once for a fill of a slot that neither the core nor an installed plugin declares', () => {
    const filler = manifestOf({ slots: { fills: ['board.side', 'wall.widgets', 'chief.dashboard'] } });
    expect(slotWarnings([filler])).toEqual([
      'plugin probe: fills slot "board.side", which neither the core nor an installed plugin declares',
      'plugin probe: fills slot "wall.widgets", which neither the core nor an installed plugin declares',
    ]);
    expect(slotWarnings([filler, board])).toEqual([
      'plugin probe: fills slot "wall.widgets", which neither the core nor an installed plugin declares',
    ]);
  });
});

describe('what the core answers from manifests', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The harness reports the version of the plugin's package, as the loader does for installed plugins.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-board-'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@acme/plugin-board', version: '2.3.4', atrium: {} }));
    t = await startTestApp({ plugins: [board, desk], pluginDirs: { board: dir } });
  });
  afterAll(() => t.close());

  it('GET /api/plugins answers routes, menu with icons, slots, rights and sections; entries needing a right or role the user lacks are left out', async () => {
    const acme = await t.client({ features: [{ feature: 'board', active: true }] });
    const [admin] = (await acme.admin.api.get('/api/plugins')).body.result;
    expect(admin).toMatchObject({
      code: 'board',
      version: '2.3.4',
      titles: titles('Board'),
      rights: { board: titles('Board'), board_manage: titles('Managing boards') },
      routes: ['/board', '/board/:_id', '/board/settings', '/board/stats'],
      slots: { fills: ['profile.tabs', 'board.side'], declares: ['board.side'] },
      notificationSections: { cards: titles('Cards') },
      visitModule: 'board',
      abilities: true,
      search: false,
    });
    expect(admin.menu.map((m: { key: string }) => m.key)).toEqual(['board', 'boardSettings']);
    expect(admin.menu[0]).toEqual({ key: 'board', to: '/board', order: 70, titles: titles('Board'), icon });

    const worker = await acme.user({ rights: ['board'] });
    const [mine] = (await worker.api.get('/api/plugins')).body.result;
    expect(mine.menu.map((m: { key: string }) => m.key)).toEqual(['board']);
    // An entry for a role (module administrators) shows to its holders only, admins included only when they hold it.
    const moduleAdmin = await acme.user({ rights: ['board'], roles: ['board_admin'] });
    const [theirs] = (await moduleAdmin.api.get('/api/plugins')).body.result;
    expect(theirs.menu.map((m: { key: string }) => m.key)).toEqual(['board', 'boardStats']);
    expect((await (await acme.user({ rights: [] })).api.get('/api/plugins')).body.result).toEqual([]);
  });

  it("the UI opens with the manifest's uiRight, and a menu entry needing an administrative right is hidden from readers", async () => {
    const acme = await t.client({ features: [{ feature: 'desk', active: true }] });
    const menuOf = async (rights: string[]) => {
      const list = (await (await acme.user({ rights })).api.get('/api/plugins')).body.result as { menu: { key: string }[] }[];
      return list.map((p) => p.menu.map((m) => m.key));
    };
    expect(await menuOf(['desk'])).toEqual([['desk']]);
    expect(await menuOf(['desk', 'desk_admin'])).toEqual([['desk', 'deskAdmin']]);
    // The administrative right alone does not open the UI: it is not the plugin's uiRight.
    expect(await menuOf(['desk_admin'])).toEqual([]);
  });

  it('GET /api/plugins/titles names every installed plugin, its rights, sections and menu entries', async () => {
    const acme = await t.client({ features: [{ feature: 'board', active: false }] });
    const res = await acme.admin.api.get('/api/plugins/titles');
    expect(res.body.result.board).toEqual({
      titles: titles('Board'),
      rights: { board: titles('Board'), board_manage: titles('Managing boards') },
      notificationSections: { cards: titles('Cards') },
      menu: [
        { key: 'board', to: '/board', order: 70, titles: titles('Board') },
        { key: 'boardSettings', to: '/board/settings', order: 71, titles: titles('Board settings') },
        { key: 'boardStats', to: '/board/stats', order: 72, titles: titles('Board statistics') },
      ],
    });
  });

  it("assignable rights are the core's and those the manifests of the client's plugins declare", async () => {
    const on = await t.client({
      features: [
        { feature: 'board', active: true },
        { feature: 'structures', active: true },
      ],
    });
    expect((await on.admin.api.get(`/api/clients/${on.id}/rights`)).body.result.assignable).toEqual([
      'board',
      'board_manage',
      'notifications_send',
      'profile_edit',
      'structures',
    ]);
    const u = await on.user({ rights: [] });
    expect((await on.admin.api.put(`/api/user/${u.id}/rights`, { rights: ['board_manage'] })).status).toBe(200);

    // A feature code that no installed plugin declares is no right; structures is one only while its feature is on.
    const off = await t.client({
      features: [
        { feature: 'board', active: false },
        { feature: 'groups', active: true },
      ],
    });
    expect((await off.admin.api.get(`/api/clients/${off.id}/rights`)).body.result.assignable).toEqual([
      'notifications_send',
      'profile_edit',
    ]);
  });

  it("notification sections are the core's and those of the client's plugins that are on; a kind is filed under its own", async () => {
    const on = await t.client({ features: [{ feature: 'board', active: true }] });
    expect((await on.admin.api.get('/api/notifications/sections')).body.result).toEqual([
      { section: 'all', plugin: null },
      { section: 'other', plugin: null },
      { section: 'cards', plugin: 'board' },
    ]);
    const off = await t.client({ features: [{ feature: 'board', active: false }] });
    expect((await off.admin.api.get('/api/notifications/sections')).body.result.map((s: { section: string }) => s.section)).toEqual([
      'all',
      'other',
    ]);

    const u = await on.user({ rights: ['board'] });
    const saved = await u.api.put('/api/user/notifications', { channels: { cards: ['center', 'email'] } });
    expect(saved.status).toBe(200);
    expect(saved.body.result.channels.cards).toEqual(['center', 'email']);
    expect((await u.api.put('/api/user/notifications', { channels: { nosuch: ['center'] } })).status).toBe(400);

    expect((await u.api.post('/api/board/assign')).status).toBe(200);
    const [n] = (await u.api.get(`/api/notification/${on.id}/cards/${u.id}/now`)).body.result;
    expect(n).toMatchObject({ name: 'card.assigned', section: 'cards', title: 'A card for you' });
  });
});
