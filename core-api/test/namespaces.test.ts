import { describe, expect, it } from 'vitest';
import type { MountedRoute } from '@atrium/core-api';
import { z } from 'zod';
import { defineEntity, defineManifest, definePlugin, idOf, type RouteBuilder, type ClientRow } from '@atrium/sdk/server';
import { startCoreTestApp } from './support/app.js';
import { refusal } from './support/refusal.js';

/** A tiny plugin with the given routes and entities, and nothing else. */
const tiny = (code: string, o: { routes?: (r: RouteBuilder) => void; entities?: { name: string; table: string }[] } = {}) =>
  definePlugin(
    defineManifest({ code, titles: { ru: code, en: code, uk: code }, sdk: '^1', rights: { [code]: { ru: code, en: code, uk: code } } }),
    {
      routes: o.routes,
      entities: (o.entities ?? []).map((e) =>
        defineEntity<ClientRow & { title: string }>({ ...e, columns: { title: { type: 'varchar', length: 100 } } }),
      ),
    },
  );

describe('checked namespaces: one owner per route, entity and table', () => {
  it('refuses a route of a plugin that declares no right and does not say why it needs none', async () => {
    const rightless = definePlugin(defineManifest({ code: 'gamma', titles: { ru: 'g', en: 'g', uk: 'g' }, sdk: '^1', rights: {} }), {
      routes: (r) => r.get('/gamma', {}, () => 'gamma'),
    });
    expect(await refusal([rightless])).toBe(
      'route GET /api/gamma of plugin gamma: the plugin declares no right; name one or say right.none',
    );
  });

  it('refuses two plugins declaring one method and path, naming both', async () => {
    const a = tiny('alpha', { routes: (r) => r.get('/board/:id', {}, () => 'alpha') });
    const b = tiny('beta', { routes: (r) => r.get('/board/:boardId', {}, () => 'beta') });
    expect(await refusal([a, b])).toBe('duplicate route GET /api/board/:boardId: declared by plugin alpha and by plugin beta');
  });

  it("refuses a plugin route that would shadow a core area's", async () => {
    const a = tiny('alpha', { routes: (r) => r.get('/me', {}, () => 'not me') });
    expect(await refusal([a])).toBe('duplicate route GET /api/me: declared by core area auth and by plugin alpha');
  });

  it("refuses a plugin route that another owner's pattern also matches, naming both owners and patterns", async () => {
    const a = tiny('alpha', { routes: (r) => r.get('/board/:id', {}, () => 'alpha') });
    const b = tiny('beta', { routes: (r) => r.get('/board/list', {}, () => 'beta') });
    expect(await refusal([a, b])).toBe(
      'overlapping routes GET /api/board/:id of plugin alpha and GET /api/board/list of plugin beta: one matches every request of the other',
    );
    const c = tiny('gamma', { routes: (r) => r.get('/:what', {}, () => 'everything') });
    expect(await refusal([c])).toMatch(/^overlapping routes GET \/api\/\w+ of core area \w+ and GET \/api\/:what of plugin gamma: /);
  });

  it("keeps one owner's overlapping routes: the static one answers its own path", async () => {
    const a = tiny('alpha', {
      routes: (r) => {
        r.get('/board/:id', { right: { none: 'a test route' } }, () => 'one board');
        r.get('/board/list', { right: { none: 'a test route' } }, () => 'the list');
      },
    });
    const t = await startCoreTestApp({ plugins: [a] });
    try {
      const admin = (await t.client({ features: [{ feature: 'alpha', active: true }] })).admin;
      expect((await admin.api.get('/api/board/list')).body).toEqual({ result: 'the list' });
      expect((await admin.api.get('/api/board/7')).body).toEqual({ result: 'one board' });
    } finally {
      await t.close();
    }
  });

  it("lets a plugin's word stand where a core route has an id, and the word answers for every method", async () => {
    const none = { right: { none: 'a test route' } };
    const a = tiny('alpha', {
      routes: (r) => {
        r.get('/user/vacations', none, () => 'the list');
        r.put('/user/vacation', none, () => 'created by PUT');
        r.post('/user/vacation', none, () => 'created by POST');
      },
    });
    const t = await startCoreTestApp({ plugins: [a] });
    try {
      const { admin } = await t.client({ features: [{ feature: 'alpha', active: true }] });
      expect((await admin.api.get('/api/user/vacations')).body).toEqual({ result: 'the list' });
      expect((await admin.api.put('/api/user/vacation', {})).body).toEqual({ result: 'created by PUT' });
      expect((await admin.api.post('/api/user/vacation', {})).body).toEqual({ result: 'created by POST' });
      // The core's id routes still answer their ids.
      expect((await admin.api.get(`/api/user/${admin.id}`)).body.result._id).toBe(admin.id);
    } finally {
      await t.close();
    }
  });

  it("keeps refusing a plugin's word where another plugin has an id, and a core parameter that is no id", async () => {
    const ids = tiny('alpha', { routes: (r) => r.get('/board/:id', { params: z.object({ id: idOf('Board') }) }, () => 'one') });
    const word = tiny('beta', { routes: (r) => r.get('/board/list', {}, () => 'list') });
    expect(await refusal([ids, word])).toBe(
      'overlapping routes GET /api/board/:id of plugin alpha and GET /api/board/list of plugin beta: one matches every request of the other',
    );
    const uuid = tiny('gamma', { routes: (r) => r.get('/user/00000000-0000-4000-8000-000000000000', {}, () => 'shadow') });
    expect(await refusal([uuid])).toMatch(/^overlapping routes GET \/api\/user\/:id of core area users and GET \/api\/user\/0{8}-/);
  });

  it('refuses two plugins declaring one entity name, naming both', async () => {
    const a = tiny('alpha', { entities: [{ name: 'Note', table: 'alpha_note' }] });
    const b = tiny('beta', { entities: [{ name: 'Note', table: 'beta_note' }] });
    expect(await refusal([a, b])).toBe('duplicate entity Note: declared by plugin alpha and by plugin beta');
  });

  it("refuses a table outside the plugin's prefix, naming the plugin and the rule", async () => {
    const a = tiny('alpha', { entities: [{ name: 'AlphaNote', table: 'note' }] });
    expect(await refusal([a])).toBe("table note of plugin alpha: a plugin's tables are named alpha or alpha_<name>");
    const b = tiny('notes', { entities: [{ name: 'Note', table: 'notebook' }] });
    expect(await refusal([b])).toBe(
      "table notebook of plugin notes: a plugin's tables are named notes or notes_<name>, or note or note_<name>",
    );
  });

  it('refuses two tables of one name, also against the core and in another case', async () => {
    const a = tiny('notes', { entities: [{ name: 'NotesItem', table: 'note_item' }] });
    const b = tiny('note', { entities: [{ name: 'NoteItem', table: 'Note_Item' }] });
    expect(await refusal([a, b])).toBe('duplicate table Note_Item: declared by plugin notes and by plugin note');
    const c = tiny('user', { entities: [{ name: 'UserExtra', table: 'user' }] });
    expect(await refusal([c])).toBe('duplicate table user: declared by core and by plugin user');
  });

  it('starts when the names only look alike: another method, a longer path, an entity named as a table', async () => {
    const a = tiny('alpha', { routes: (r) => r.get('/board/:id', {}, () => 'read'), entities: [{ name: 'Note', table: 'alpha_note' }] });
    const b = tiny('beta', {
      routes: (r) => {
        r.put('/board/:id', {}, () => 'write');
        r.get('/board/:id/cards', {}, () => []);
      },
      entities: [{ name: 'alpha_note', table: 'beta_note' }],
    });
    const t = await startCoreTestApp({ plugins: [a, b] });
    try {
      const owners = (t.app.routes as MountedRoute[])
        .filter((r) => r.fullPath.startsWith('/api/board/'))
        .map((r) => `${r.method} ${r.fullPath} ${r.plugin}`);
      expect(owners.sort()).toEqual(['get /api/board/:id alpha', 'get /api/board/:id/cards beta', 'put /api/board/:id beta']);
    } finally {
      await t.close();
    }
  });
});
