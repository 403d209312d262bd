import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPart, UserContext } from '@atrium/sdk/server';
import type { TestClient, TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import example from '../fixtures/example-plugin/index.js';

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;
let sales: string;
let eva: TestUser;
let bob: TestUser;

const marked = (parts: SearchPart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

beforeAll(async () => {
  t = await startCoreTestApp({ plugins: [example] });
  acme = await t.client();
  other = await t.client();
  sales = (await acme.admin.api.post('/api/structure', { name: 'Sales' })).body.result._id;
  eva = await acme.user({ fields: { departmentId: sales } });
  bob = await acme.user();
  const ctx = await t.context(acme);
  await ctx.search.index({ kind: 'note', id: 'n1', title: 'Vacation policy', text: 'How to plan a vacation in summer.', link: '/n/1' });
  await ctx.search.index({
    kind: 'note',
    id: 'n2',
    title: 'Travel rules',
    text: `${'Business trips need approval. '.repeat(20)}A vacation during a trip counts as leave. ${'More words follow here. '.repeat(20)}`,
    tags: ['hr', 'travel desk'],
    link: '/n/2',
  });
  await ctx.search.index({ kind: 'note', id: 'n3', title: 'Отпуск и отгулы', text: 'Правила отпусков', link: '/n/3' });
  await ctx.search.index({
    kind: 'secret',
    id: 's1',
    title: 'Sales vacation bonus',
    text: 'Only for sales',
    link: '/s/1',
    grants: { resourceType: 'example_note', resourceId: 's1' },
  });
  await ctx.grants.set('example_note', 's1', [{ level: 'read', audience: 'departments', departmentIds: [sales] }]);
  await (await t.context(other)).search.index({ kind: 'note', id: 'o1', title: 'Vacation elsewhere', link: '/o/1' });
});
afterAll(() => t?.close());

const find = async (user: TestUser, text: string, opts?: Parameters<UserContext['search']['find']>[2]) => {
  const ctx = await t.context(acme, user);
  return ctx.search.find(ctx.me.user, text, opts);
};

describe('ctx.search', () => {
  it('ranks a title match above a text match and marks the matched words', async () => {
    const { result, total } = await find(bob, 'vacation');
    expect(result.map((h) => h.id)).toEqual(['n1', 'n2']);
    expect(total).toBe(2);
    expect(marked(result[0]!.title)).toBe('[Vacation] policy');
    expect(marked(result[1]!.title)).toBe('Travel rules');
    const snippet = marked(result[1]!.snippet);
    expect(snippet).toContain('[vacation]');
    expect(snippet.length).toBeLessThan(400);
    expect(result[1]).toMatchObject({ plugin: 'example', kind: 'note', link: '/n/2', tags: ['hr', 'travel desk'] });
  });

  it('needs every word, takes word beginnings, ignores case and finds Cyrillic and tags', async () => {
    expect((await find(bob, 'VACAT summer')).result.map((h) => h.id)).toEqual(['n1']);
    expect((await find(bob, 'vacation winter')).total).toBe(0);
    expect((await find(bob, 'отпуск')).result.map((h) => h.id)).toEqual(['n3']);
    expect((await find(bob, 'desk')).result.map((h) => h.id)).toEqual(['n2']);
    expect((await find(bob, '"*) OR (')).total).toBe(0);
  });

  it('looks in titles only when asked, and in the kinds asked', async () => {
    expect((await find(bob, 'leave', { in: 'title' })).total).toBe(0);
    expect((await find(bob, 'leave')).total).toBe(1);
    expect((await find(eva, 'vacation', { kinds: ['secret'] })).result.map((h) => h.id)).toEqual(['s1']);
  });

  it('keeps the matches carrying one of the tags asked, whole tags only', async () => {
    expect((await find(bob, 'vacation', { tags: ['travel desk'] })).result.map((h) => h.id)).toEqual(['n2']);
    expect((await find(bob, 'vacation', { tags: ['hr', 'nothing'] })).total).toBe(1);
    expect((await find(bob, 'vacation', { tags: ['travel'] })).total).toBe(0);
    expect((await find(bob, 'vacation', { tags: ['%'] })).total).toBe(0);
  });

  it('answers a document with grants only to those they let read it, and nothing of another client', async () => {
    expect((await find(eva, 'vacation')).result.map((h) => h.id).sort()).toEqual(['n1', 'n2', 's1']);
    expect((await find(bob, 'vacation')).result.map((h) => h.id)).not.toContain('s1');
    expect((await find(bob, 'elsewhere')).total).toBe(0);
  });

  it('pages, replaces a document indexed again and forgets a removed one', async () => {
    const page = await find(eva, 'vacation', { limit: 1, offset: 1 });
    expect(page.result).toHaveLength(1);
    expect(page.total).toBe(3);
    const ctx = await t.context(acme);
    await ctx.search.index({ kind: 'note', id: 'n1', title: 'Holiday policy', text: 'Plan ahead.', link: '/n/1' });
    expect((await find(bob, 'vacation')).result.map((h) => h.id)).toEqual(['n2']);
    expect((await find(bob, 'holiday')).result.map((h) => h.id)).toEqual(['n1']);
    await ctx.search.remove('note', ['n1', 'n2']);
    expect((await find(bob, 'holiday')).total).toBe(0);
    expect((await find(bob, 'trips')).total).toBe(0);
  });
  it.skipIf(!!process.env.TEST_MYSQL_URL)('refuses an entry whose rowid its full-text key cannot hold (SQLite)', async () => {
    const insert = (rowid: number) =>
      t.app.ds.query(
        `INSERT INTO search_entry (rowid, id, clientId, createdAt, updatedAt, plugin, kind, itemId, title, text, tags, link, at)
         VALUES (?, ?, ?, '2026-01-01', '2026-01-01', 'example', 'note', ?, 'Edge', '', '', '/e', '2026-01-01')`,
        [rowid, `edge-${rowid}`, acme.id, `edge-${rowid}`],
      );
    await expect(insert(2 ** 31)).rejects.toThrow(/rowid past 2\^31/);
    await insert(2 ** 31 - 1);
    await t.app.ds.query(`DELETE FROM search_entry WHERE id = 'edge-${2 ** 31 - 1}'`);
  });
});
