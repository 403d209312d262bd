import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { In, taggedSql } from '@atrium/sdk/server';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { TagLink } from '../src/tags/entities.js';
import example from './fixtures/example-plugin/index.js';
import { Link } from './fixtures/example-plugin/entities.js';

let t: CoreTestApp;

beforeAll(async () => {
  // The example plugin's links carry its tags: the direct attach finds their rows through `taggable`.
  t = await startCoreTestApp({ plugins: [{ ...example, taggable: { link: Link } }] });
});

/** A link of the example plugin in the client, as a row to tag. */
const link = (c: { id: string }, title = 'Intranet') =>
  t.app.core.serviceContext(c.id).db.repo(Link).insert({ title, url: 'https://example.com/', ownerId: 'someone', pinned: false });
afterAll(() => t?.close());

/** `ctx.tags` as a plugin of that code sees it. */
const tagsOf = (clientId: string, plugin: string) => t.app.core.serviceContext(clientId, { pluginCode: plugin }).tags;

describe('tags (spec Tags)', () => {
  it("lists a module's tags by name and filters them by tmpl", async () => {
    const c = await t.client();
    await tagsOf(c.id, 'wall').set('post', 'p1', ['Travel', 'team', 'Trains']);
    const all = await c.admin.api.get(`/api/tag/${c.id}/wall`);
    expect(all.status).toBe(200);
    expect(all.body.result.map((x: { name: string }) => x.name)).toEqual(['team', 'Trains', 'Travel']);
    const some = await c.admin.api.get(`/api/tag/${c.id}/wall?tmpl=tra`);
    expect(some.body.result.map((x: { name: string }) => x.name)).toEqual(['Trains', 'Travel']);
    expect((await c.admin.api.get(`/api/tag/${c.id}/polls`)).body.result).toEqual([]);
  });

  it('creates, renames and deletes tags (administrators); names are unique per module ignoring case', async () => {
    const c = await t.client();
    const plain = await c.user();
    expect((await plain.api.post('/api/tag', { module: 'wall', name: 'news' })).status).toBe(403);
    const made = await c.admin.api.post('/api/tag', { module: 'wall', name: 'news' });
    expect(made.status).toBe(200);
    const dup = await c.admin.api.post('/api/tag', { module: 'wall', name: 'NEWS' });
    expect(dup.status).toBe(409);
    expect((await c.admin.api.post('/api/tag', { module: 'polls', name: 'news' })).status).toBe(200);
    const renamed = await c.admin.api.put(`/api/tags/${made.body.result._id}`, { name: 'updates' });
    expect(renamed.body.result).toMatchObject({ _id: made.body.result._id, name: 'updates' });
    expect((await c.admin.api.delete(`/api/tag/${c.id}/${made.body.result._id}`)).status).toBe(200);
    expect((await c.admin.api.get(`/api/tag/${c.id}/wall`)).body.result).toEqual([]);
  });

  it('takes a name of 50 characters and refuses 51, writing nothing', async () => {
    const c = await t.client();
    expect((await c.admin.api.post('/api/tag', { module: 'wall', name: 'x'.repeat(50) })).status).toBe(200);
    const res = await c.admin.api.post('/api/tag', { module: 'wall', name: 'y'.repeat(51) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('tag name is longer than 50 characters');
    expect((await c.admin.api.get(`/api/tag/${c.id}/wall`)).body.result).toHaveLength(1);
  });

  it('attaches and detaches a tag to a row; deleting the tag detaches it everywhere', async () => {
    const c = await t.client();
    const row = await link(c);
    const tag = (await c.admin.api.post('/api/tag', { module: 'example', name: 'pinned' })).body.result;
    const att = await c.admin.api.put(`/api/tag/attach/to/link/${row.id}`, { tag: tag._id });
    expect(att.body.result.map((x: { name: string }) => x.name)).toEqual(['pinned']);
    expect((await tagsOf(c.id, 'example').of('link', [row.id])).get(row.id)?.map((x) => x.name)).toEqual(['pinned']);
    const det = await c.admin.api.put(`/api/tag/detach/${tag._id}/from/link/${row.id}`, {});
    expect(det.body.result).toEqual([]);
    await c.admin.api.put(`/api/tag/attach/to/link/${row.id}`, { tag: tag._id });
    await c.admin.api.delete(`/api/tag/${c.id}/${tag._id}`);
    expect(await t.rows(c, TagLink, { tagId: tag._id })).toEqual([]);
  });

  it('attaches to rows that exist only: an unknown row, model or module is 404 and links nothing', async () => {
    const c = await t.client();
    const row = await link(c);
    const tag = (await c.admin.api.post('/api/tag', { module: 'example', name: 'pinned' })).body.result;
    const elsewhere = (await c.admin.api.post('/api/tag', { module: 'wall', name: 'pinned' })).body.result;
    const attach = (model: string, item: string, id = tag._id) => c.admin.api.put(`/api/tag/attach/to/${model}/${item}`, { tag: id });
    expect((await attach('link', '0196a0f4-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await attach('post', row.id)).status).toBe(404);
    expect((await attach('constructor', row.id)).status).toBe(404);
    // The wall is not installed here: nothing says what its rows are.
    expect((await attach('link', row.id, elsewhere._id)).status).toBe(404);
    expect(await t.rows(c, TagLink, {})).toEqual([]);
  });

  it("keeps clients apart: another client's tag or row is 404 and its lists stay empty", async () => {
    const a = await t.client();
    const b = await t.client();
    const tag = (await a.admin.api.post('/api/tag', { module: 'example', name: 'ours' })).body.result;
    const theirs = (await b.admin.api.post('/api/tag', { module: 'example', name: 'theirs' })).body.result;
    const row = await link(a);
    expect((await b.admin.api.put(`/api/tags/${tag._id}`, { name: 'theirs' })).status).toBe(404);
    expect((await b.admin.api.delete(`/api/tag/${b.id}/${tag._id}`)).status).toBe(404);
    expect((await b.admin.api.put(`/api/tag/attach/to/link/${row.id}`, { tag: tag._id })).status).toBe(404);
    expect((await b.admin.api.put(`/api/tag/attach/to/link/${row.id}`, { tag: theirs._id })).status).toBe(404);
    expect((await b.admin.api.get(`/api/tag/${b.id}/example`)).body.result.map((x: { name: string }) => x.name)).toEqual(['theirs']);
    expect(await t.rows(b, TagLink, {})).toEqual([]);
  });

  it('ctx.tags replaces a row’s tags, keeps modules apart, and taggedSql filters a list in SQL', async () => {
    const c = await t.client();
    const wall = tagsOf(c.id, 'wall');
    await wall.set('post', 'a', ['one', 'two']);
    await wall.set('post', 'b', ['two']);
    expect((await wall.set('post', 'a', ['three', 'THREE'])).map((x) => x.name)).toEqual(['three']);
    await tagsOf(c.id, 'polls').set('post', 'c', ['two']);
    const two = (await wall.list('two'))[0]!;
    const db = t.app.core.serviceContext(c.id).db;
    // Rows of any table: the tag links themselves stand in for a plugin's rows here.
    const rows = await db
      .repo(TagLink)
      .qb('r')
      .andWhere('r.itemId IN (:...ids)', { ids: ['a', 'b', 'c'] })
      .andWhere(taggedSql({ module: 'wall', model: 'post', alias: 'r', idColumn: 'itemId', tag: ':tag' }), { tag: two.id })
      .getMany();
    expect([...new Set(rows.map((r) => r.itemId))]).toEqual(['b']);
    await wall.clear('post', ['a', 'b']);
    expect(await t.rows(c, TagLink, { itemId: In(['a', 'b']) })).toEqual([]);
  });
});
