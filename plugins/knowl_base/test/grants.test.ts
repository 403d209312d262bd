import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { accessFor, article, folder, item, kbApp, titles } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let admin: TestUser;
let eva: TestUser;
let bob: TestUser;
let sales: string;
let secret: string;
let plan: string;
let open: string;

const onlySales = () => [{ level: 'read', audience: 'departments', departmentIds: [sales] }];

beforeAll(async () => {
  ({ t, acme } = await kbApp());
  admin = acme.admin;
  sales = (await admin.api.post('/api/structure', { name: 'Sales' })).body.result._id;
  eva = await acme.user({ rights: ['knowl_base'], fields: { departmentId: sales } });
  bob = await acme.user({ rights: ['knowl_base'] });
  secret = await folder(admin, 'Sales corner', null, { grants: onlySales() });
  plan = await article(admin, 'Quarter plan', secret, { content: '<p>Our quota for the quarter</p>' });
  open = await article(admin, 'Open letter', secret, {
    content: '<p>quota for everyone</p>',
    grants: [{ level: 'read', audience: 'everyone' }],
  });
});
afterAll(() => t?.close());

describe('an item takes its folder’s grants unless it has its own', () => {
  it('in lists: the top level and the folder', async () => {
    expect(titles(await accessFor(acme, eva))).toContain('Sales corner');
    expect(titles(await accessFor(acme, bob))).not.toContain('Sales corner');
    expect(titles(await accessFor(acme, eva, `parent=${secret}`))).toEqual(['Quarter plan', 'Open letter']);
    expect(titles(await accessFor(acme, bob, `parent=${secret}`))).toEqual(['Open letter']);
  });

  it('in the tree: children, full tree and breadcrumbs', async () => {
    expect(titles(await eva.api.get(`/api/article/full_tree/${secret}`))).toEqual(['Quarter plan', 'Open letter']);
    expect((await bob.api.get(`/api/article/full_tree/${secret}`)).status).toBe(403);
    expect((await bob.api.get(`/api/article/child/${secret}`)).status).toBe(403);
    expect((await bob.api.get(`/api/article/breadcrumbs/${open}`)).body.result.map((c: { title: string }) => c.title)).toEqual([
      'Open letter',
    ]);
    expect((await eva.api.get(`/api/article/breadcrumbs/${open}`)).body.result).toHaveLength(2);
  });

  it('on the item itself', async () => {
    expect((await eva.api.get(`/api/article/${plan}`)).status).toBe(200);
    const refused = await bob.api.get(`/api/article/${plan}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('No access');
    expect((await bob.api.put(`/api/article/${plan}/view/${bob.id}`)).status).toBe(403);
    expect((await bob.api.get(`/api/article/${open}`)).status).toBe(200);
  });

  it('in search, with the matched words marked', async () => {
    const found = await accessFor(acme, eva, 'search=quota');
    expect(titles(found)).toEqual(expect.arrayContaining(['Quarter plan', 'Open letter']));
    const hit = found.body.result.find((x: { title: string }) => x.title === 'Quarter plan');
    expect(hit.highlight.snippet).toContainEqual({ text: 'quota', match: true });
    expect(titles(await accessFor(acme, bob, 'search=quota'))).toEqual(['Open letter']);
    expect(titles(await accessFor(acme, admin, 'search=quota'))).toHaveLength(2);
  });

  it("follows a change of the folder's rights and a move, in lists and in search", async () => {
    const box = await folder(admin, 'Moving box');
    const memo = await article(admin, 'Moving memo', box, { content: '<p>relocation details</p>' });
    expect(titles(await accessFor(acme, bob, 'search=relocation'))).toEqual(['Moving memo']);
    expect((await admin.api.put(`/api/article/${box}/rights`, { grants: onlySales() })).status).toBe(200);
    expect(titles(await accessFor(acme, bob, 'search=relocation'))).toEqual([]);
    expect((await bob.api.get(`/api/article/${memo}`)).status).toBe(403);
    expect((await admin.api.put(`/api/article/${box}/rights`, { grants: null })).status).toBe(200);
    expect(titles(await accessFor(acme, bob, 'search=relocation'))).toEqual(['Moving memo']);
    const moved = await admin.api.put(`/api/article/${memo}`, {
      kind: 'article',
      title: 'Moving memo',
      content: '<p>relocation details</p>',
      parentId: secret,
    });
    expect(moved.status).toBe(200);
    expect(titles(await accessFor(acme, bob, 'search=relocation'))).toEqual([]);
    expect(titles(await accessFor(acme, eva, 'search=relocation'))).toEqual(['Moving memo']);
  });

  it('write grants let an employee change an item', async () => {
    const shared = await article(admin, 'Shared draft', null, {
      grants: [{ level: 'write', audience: 'departments', departmentIds: [sales] }],
    });
    const body = { kind: 'article', title: 'Shared draft 2', content: '<p>edited</p>' };
    expect((await eva.api.put(`/api/article/${shared}`, body)).status).toBe(200);
    expect((await eva.api.get(`/api/article/${shared}`)).body.result.canEdit).toBe(true);
    expect((await bob.api.put(`/api/article/${shared}`, body)).status).toBe(403);
  });
});

describe('who reads an item is decided by its author and the administrators (README, Rights of items)', () => {
  const everyone = [{ level: 'read', audience: 'everyone' }];

  it('a writer of a folder changes what is in it, not who reads it', async () => {
    const team = await folder(admin, 'Sales team', null, { grants: [{ level: 'write', audience: 'departments', departmentIds: [sales] }] });
    const memo = await article(admin, 'Team memo', team, { content: '<p>internal numbers</p>' });
    const widen = await eva.api.put(`/api/article/${team}/rights`, { grants: everyone });
    expect(widen.status).toBe(403);
    expect(widen.body.message).toBe('only the author or an administrator decides who reads an item');
    expect((await eva.api.put(`/api/article/${team}`, { grants: everyone })).status).toBe(403);
    expect((await eva.api.put(`/api/article/${memo}`, { grants: null })).status).toBe(403);
    expect(titles(await accessFor(acme, bob, 'search=internal'))).toEqual([]);
    expect((await bob.api.get(`/api/article/${team}`)).status).toBe(403);
    // Changing the content is still hers, and the answer tells her the readers are not.
    const edited = await eva.api.put(`/api/article/${memo}`, { title: 'Team memo, edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ canEdit: true, canChangeReaders: false });
  });

  it('nor by moving an item to a folder others read; a move that keeps the readers is hers', async () => {
    const team = await folder(admin, 'Sales desk', null, { grants: [{ level: 'write', audience: 'departments', departmentIds: [sales] }] });
    const inner = await folder(admin, 'Sales desk archive', team);
    const memo = await article(admin, 'Desk memo', team, { content: '<p>desk numbers</p>' });
    const lobby = await folder(admin, 'Lobby', null, { grants: [{ level: 'write', audience: 'everyone' }] });
    const out = await eva.api.put(`/api/article/${memo}`, { parentId: lobby });
    expect(out.status).toBe(403);
    expect(out.body.message).toBe('only the author or an administrator decides who reads an item');
    expect((await bob.api.get(`/api/article/${memo}`)).status).toBe(403);
    expect((await eva.api.put(`/api/article/${memo}`, { parentId: inner })).status).toBe(200);
    expect(titles(await eva.api.get(`/api/article/child/${inner}`))).toEqual(['Desk memo']);
  });

  it('the author of an item and the administrators decide who reads it', async () => {
    const team = await folder(admin, 'Sales notes', null, {
      grants: [{ level: 'write', audience: 'departments', departmentIds: [sales] }],
    });
    const own = await item(eva, { kind: 'article', title: 'Eva’s note', content: '<p>shared with all</p>', parentId: team });
    expect((await eva.api.get(`/api/article/${own}`)).body.result.canChangeReaders).toBe(true);
    expect((await eva.api.put(`/api/article/${own}/rights`, { grants: everyone })).status).toBe(200);
    expect((await bob.api.get(`/api/article/${own}`)).status).toBe(200);
    expect((await admin.api.put(`/api/article/${team}/rights`, { grants: everyone })).status).toBe(200);
    expect((await bob.api.get(`/api/article/${team}`)).status).toBe(200);
  });

  it('the author reads what they wrote when its grants leave them out: opens it, lists and finds it', async () => {
    const desk = await folder(admin, 'Pitch desk', null, { grants: [{ level: 'write', audience: 'departments', departmentIds: [sales] }] });
    const pitch = await item(eva, { kind: 'article', title: 'Eva’s pitch', content: '<p>unheard pitch wording</p>', parentId: desk });
    const sam = await acme.user({ rights: ['knowl_base'], fields: { departmentId: sales } });
    const onlyBob = [{ level: 'read', audience: 'users', userIds: [bob.id] }];
    expect((await admin.api.put(`/api/article/${desk}/rights`, { grants: onlyBob })).status).toBe(200);
    expect((await eva.api.get(`/api/article/${desk}`)).status).toBe(403);
    expect((await eva.api.get(`/api/article/${pitch}`)).status).toBe(200);
    expect(titles(await accessFor(acme, eva, 'recent=true'))).toContain('Eva’s pitch');
    expect(titles(await accessFor(acme, eva, 'search=unheard'))).toEqual(['Eva’s pitch']);
    // Another of the department the grants no longer name does not.
    expect((await sam.api.get(`/api/article/${pitch}`)).status).toBe(403);
    expect(titles(await accessFor(acme, sam, 'recent=true'))).not.toContain('Eva’s pitch');
    expect(titles(await accessFor(acme, sam, 'search=unheard'))).toEqual([]);
  });
});
