import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIMIT } from '@atrium/sdk/shared';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { DEPTH_MAX, TAGS_MAX, TITLE_MAX } from '../shared/constants.js';
import { accessFor, article, create, folder, item, kbApp, titles } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let admin: TestUser;
let eva: TestUser;

beforeAll(async () => {
  ({ t, acme } = await kbApp());
  admin = acme.admin;
  eva = await acme.user({ rights: ['knowl_base'] });
});
afterAll(() => t?.close());

describe('rules of an item', () => {
  it('needs a title, and an article needs content; nothing is written when refused', async () => {
    const noTitle = await create(admin, { kind: 'article', title: ' ', content: '<p>x</p>' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.details).toEqual([expect.objectContaining({ path: 'title', message: 'missing title' })]);
    const noContent = await create(admin, { kind: 'article', title: 'Empty', content: '<p> </p>' });
    expect(noContent.status).toBe(400);
    expect(noContent.body.details).toEqual([expect.objectContaining({ path: 'content', message: 'missing content' })]);
    expect((await create(admin, { kind: 'folder', title: 'A folder needs no content' })).status).toBe(200);
    expect(titles(await accessFor(acme, admin, 'search=empty'))).toEqual([]);
  });

  it('a file item needs a stored file or a link', async () => {
    const res = await create(admin, { kind: 'file', title: 'Nothing' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].message).toBe('no file link');
    expect((await create(admin, { kind: 'file', title: 'Site', url: 'https://example.com' })).status).toBe(200);
    expect((await create(admin, { kind: 'file', title: 'Bad', url: 'not a link' })).status).toBe(400);
  });

  it('a link is http, https or a page of the intranet: never javascript:, data: or another host by //', async () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example',
      'ftp://x.example',
    ]) {
      const res = await create(admin, { kind: 'file', title: 'Trap', url });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ path: 'url', message: 'link must be a web address or a page of the intranet' }),
      ]);
    }
    const inApp = await item(admin, { kind: 'file', title: 'Handbook page', url: '/articles' });
    const stored = await admin.api.put(`/api/article/${inApp}`, { url: 'javascript:alert(1)' });
    expect(stored.status).toBe(400);
    expect((await admin.api.get(`/api/article/${inApp}`)).body.result.url).toBe('/articles');
  });

  it('a title of only spaces and zero-width characters is no title', async () => {
    for (const title of ['\u200b\u200d\u2060', '\u00a0\u3000', '\u202e\ufeff']) {
      const res = await create(admin, { kind: 'folder', title });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([expect.objectContaining({ path: 'title', message: 'missing title' })]);
    }
    const f = await folder(admin, '\u200bTrimmed\u200b');
    expect((await admin.api.get(`/api/article/${f}`)).body.result.title).toBe('Trimmed');
    expect((await admin.api.put(`/api/article/${f}`, { title: '\u200b' })).status).toBe(400);
  });

  it(`takes a title of ${TITLE_MAX} characters and ${TAGS_MAX} tags, not one more`, async () => {
    expect((await create(admin, { kind: 'folder', title: 'x'.repeat(TITLE_MAX) })).status).toBe(200);
    expect((await create(admin, { kind: 'folder', title: 'x'.repeat(TITLE_MAX + 1) })).status).toBe(400);
    const tags = Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`);
    expect((await create(admin, { kind: 'folder', title: 'Tagged', tags })).status).toBe(200);
    expect((await create(admin, { kind: 'folder', title: 'Tagged', tags: [...tags, 'one more'] })).status).toBe(400);
  });

  it('puts items in folders only, and a vacancy only at the top level', async () => {
    const a = await article(admin, 'Leaf');
    const res = await create(admin, { kind: 'article', title: 'Child', content: 'x', parentId: a });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('the parent must be a folder');
    const f = await folder(admin, 'Jobs');
    const vac = await create(admin, { kind: 'article', section: 'vacancy', title: 'Dev', content: 'x', parentId: f });
    expect(vac.status).toBe(400);
  });

  it('a PUT changes the fields sent and keeps the others', async () => {
    const f = await folder(admin, 'Partial box');
    const a = await article(admin, 'Partial', f, { subtitle: 'Kept subtitle', tags: ['kept'], content: '<p>Kept content</p>' });
    const res = await admin.api.put(`/api/article/${a}`, { title: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ title: 'Renamed', subtitle: 'Kept subtitle', tags: ['kept'], parentId: f });
    expect((await admin.api.get(`/api/article/${a}`)).body.result.content).toBe('<p>Kept content</p>');
    expect(titles(await accessFor(acme, admin, 'search=kept content'))).toEqual(['Renamed']);
    // The item's rules hold for what it becomes: an article keeps content, a file item a file or a link.
    const empty = await admin.api.put(`/api/article/${a}`, { content: '<p> </p>' });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([expect.objectContaining({ path: 'content', message: 'missing content' })]);
    const link = await item(admin, { kind: 'file', title: 'Link', url: 'https://example.com/a', parentId: f });
    expect((await admin.api.put(`/api/article/${link}`, { url: null })).body.details[0].message).toBe('no file link');
    expect((await admin.api.put(`/api/article/${link}`, { title: 'Link 2' })).body.result).toMatchObject({ url: 'https://example.com/a' });
    expect((await admin.api.get(`/api/article/${a}`)).body.result).toMatchObject({ title: 'Renamed', parentId: f });
  });

  it('keeps the kind of an item', async () => {
    const f = await folder(admin, 'Stays a folder');
    const res = await admin.api.put(`/api/article/${f}`, { kind: 'article', title: 'Now an article', content: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('the kind of an item cannot change');
  });
});

describe('the tree', () => {
  it('moves a folder with everything in it, but never into itself or a folder below it', async () => {
    const top = await folder(admin, 'Top');
    const mid = await folder(admin, 'Mid', top);
    const low = await folder(admin, 'Low', mid);
    const leaf = await article(admin, 'Deep leaf', low);
    for (const target of [mid, low]) {
      const res = await admin.api.put(`/api/article/${mid}`, { kind: 'folder', title: 'Mid', parentId: target });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('cannot move folder into itself');
    }
    const other = await folder(admin, 'Other');
    expect((await admin.api.put(`/api/article/${mid}`, { kind: 'folder', title: 'Mid', parentId: other })).status).toBe(200);
    const crumbs = (await admin.api.get(`/api/article/breadcrumbs/${leaf}`)).body.result;
    expect(crumbs.map((c: { title: string }) => c.title)).toEqual(['Other', 'Mid', 'Low', 'Deep leaf']);
    expect(titles(await admin.api.get(`/api/article/full_tree/${other}`))).toEqual(['Mid', 'Low', 'Deep leaf']);
    // The subtree pages like every list, parents before their children across pages.
    const second = await admin.api.get(`/api/article/full_tree/${other}?page=2&limit=2`);
    expect(second.body).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(titles(second)).toEqual(['Deep leaf']);
    expect((await admin.api.get(`/api/article/full_tree/${other}?limit=${MAX_LIMIT}`)).status).toBe(200);
    expect((await admin.api.get(`/api/article/full_tree/${other}?limit=${MAX_LIMIT + 1}`)).status).toBe(400);
    expect(titles(await admin.api.get(`/api/article/full_tree/${top}`))).toEqual([]);
    expect(titles(await admin.api.get(`/api/article/child/${other}`))).toEqual(['Mid']);
    expect(titles(await admin.api.get(`/api/article/child/${top}`))).toEqual([]);
  });

  it(`nests folders ${DEPTH_MAX} deep, not one more`, async () => {
    let parent: string | null = null;
    for (let i = 1; i <= DEPTH_MAX; i++) parent = await folder(admin, `Level ${i}`, parent);
    const res = await create(admin, { kind: 'folder', title: 'Too deep', parentId: parent });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('the folders are nested too deep');
  });

  it('lists a folder in its order, pages it, and swaps two items', async () => {
    const f = await folder(admin, 'Ordered');
    const [a, , c] = [await article(admin, 'A', f), await article(admin, 'B', f), await article(admin, 'C', f)];
    const page = await admin.api.get(`/api/article/child/${f}?page=1&limit=2`);
    expect(page.body).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(titles(page)).toEqual(['A', 'B']);
    expect((await admin.api.put(`/api/article/${acme.id}/order/${a}/${c}`)).status).toBe(200);
    expect(titles(await accessFor(acme, admin, `parent=${f}`))).toEqual(['C', 'B', 'A']);
    const elsewhere = await article(admin, 'Elsewhere');
    const refused = await admin.api.put(`/api/article/${acme.id}/order/${a}/${elsewhere}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('the items are not in one folder');
  });

  it('puts an item anywhere in its folder (dragging), renumbering the folder when two neighbours leave no gap', async () => {
    const f = await folder(admin, 'Dragged');
    const [a, b, c, d] = [
      await article(admin, 'A', f),
      await article(admin, 'B', f),
      await article(admin, 'C', f),
      await article(admin, 'D', f),
    ];
    const place = (id: string, after: string | null, who = admin) => who.api.put(`/api/article/${id}/place`, { after });
    const order = async () => titles(await accessFor(acme, admin, `parent=${f}`));
    expect((await place(d, a)).status).toBe(200);
    expect(await order()).toEqual(['A', 'D', 'B', 'C']);
    expect((await place(a, null)).status).toBe(200);
    expect(await order()).toEqual(['A', 'D', 'B', 'C']);
    expect((await place(a, c)).status).toBe(200);
    expect(await order()).toEqual(['D', 'B', 'C', 'A']);
    // Halving the same gap again and again runs out of room: the folder is numbered again, the order kept.
    for (let i = 0; i < 12; i++) {
      expect((await place(c, d)).status).toBe(200);
      expect((await place(c, b)).status).toBe(200);
      expect((await place(b, d)).status).toBe(200);
    }
    expect(await order()).toEqual(['D', 'B', 'C', 'A']);
    const elsewhere = await article(admin, 'Not here');
    const refused = await place(b, elsewhere);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('the items are not in one folder');
    expect((await place(b, b)).status).toBe(400);
    // Only those who may change the item move it.
    expect((await place(b, null, eva)).status).toBe(403);
    expect(await order()).toEqual(['D', 'B', 'C', 'A']);
  });

  it('turns the empty folders of a folder into articles', async () => {
    const f = await folder(admin, 'Mixed');
    const empty = await folder(admin, 'Empty one', f);
    const full = await folder(admin, 'Full one', f);
    await article(admin, 'Inside', full);
    const res = await admin.api.put(`/api/article/empty_as_articles/${f}`);
    expect(res.body.result).toEqual({ changed: 1 });
    expect((await admin.api.get(`/api/article/${empty}`)).body.result.kind).toBe('article');
    expect((await admin.api.get(`/api/article/${full}`)).body.result.kind).toBe('folder');
  });

  it('deletes a folder with everything in it', async () => {
    const f = await folder(admin, 'Doomed');
    const inner = await folder(admin, 'Doomed inner', f);
    const a = await article(admin, 'Doomed article', inner);
    expect((await admin.api.delete(`/api/article/deep/${f}`)).body.result).toEqual({ deleted: 3 });
    for (const id of [f, inner, a]) expect((await admin.api.get(`/api/article/${id}`)).status).toBe(404);
    expect(titles(await accessFor(acme, admin, 'search=doomed'))).toEqual([]);
  });
});

describe('readers', () => {
  it('count a view once per person, and only their own', async () => {
    const a = await article(admin, 'Viewed');
    expect((await eva.api.put(`/api/article/${a}/view/${eva.id}`)).body.result).toEqual({ views: 1 });
    expect((await eva.api.put(`/api/article/${a}/view/${eva.id}`)).body.result).toEqual({ views: 1 });
    expect((await admin.api.put(`/api/article/${a}/view/${admin.id}`)).body.result).toEqual({ views: 2 });
    expect((await eva.api.put(`/api/article/${a}/view/${admin.id}`)).status).toBe(403);
    expect((await eva.api.get(`/api/article/${a}`)).body.result.views).toBe(2);
  });

  it('keep favourites and list them', async () => {
    const a = await article(admin, 'Loved');
    await article(admin, 'Not loved');
    expect((await eva.api.put(`/api/article/${a}/favourite`, { active: true })).status).toBe(200);
    const favs = await accessFor(acme, eva, 'favourite=true');
    expect(titles(favs)).toEqual(['Loved']);
    expect(favs.body.result[0].favourite).toBe(true);
    await eva.api.put(`/api/article/${a}/favourite`, { active: false });
    expect(titles(await accessFor(acme, eva, 'favourite=true'))).toEqual([]);
  });

  it('list favourites from anywhere in the tree, newest first, as far as they may still read them', async () => {
    const outer = await folder(admin, 'Outer');
    const inner = await folder(admin, 'Inner', outer);
    const deep = await article(admin, 'Deep favourite', inner);
    const shallow = await article(admin, 'Shallow favourite', outer);
    const closed = await folder(admin, 'Closed later', outer);
    const hidden = await article(admin, 'Hidden favourite', closed);
    for (const id of [inner, shallow, deep, hidden])
      expect((await eva.api.put(`/api/article/${id}/favourite`, { active: true })).status).toBe(200);
    expect(titles(await accessFor(acme, eva, 'favourite=true'))).toEqual([
      'Hidden favourite',
      'Shallow favourite',
      'Deep favourite',
      'Inner',
    ]);
    expect(titles(await accessFor(acme, eva, `favourite=true&parent=${inner}`))).toEqual(['Deep favourite']);
    const page = await accessFor(acme, eva, 'favourite=true&page=2&limit=3');
    expect(page.body).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(titles(page)).toEqual(['Inner']);
    // The folder's grants shut Eva out: her favourite inside it is no longer listed.
    expect(
      (await admin.api.put(`/api/article/${closed}/rights`, { grants: [{ level: 'read', audience: 'users', userIds: [admin.id] }] }))
        .status,
    ).toBe(200);
    expect(titles(await accessFor(acme, eva, 'favourite=true'))).toEqual(['Shallow favourite', 'Deep favourite', 'Inner']);
  });

  it('see the newest articles anywhere in the tree', async () => {
    const f = await folder(admin, 'Recent box');
    await article(admin, 'Fresh news', f);
    const recent = await accessFor(acme, eva, 'recent=true&limit=1');
    expect(titles(recent)).toEqual(['Fresh news']);
    expect(recent.body.result[0].kind).toBe('article');
  });

  it('filter by tags, get content only with full, and search titles only with fields=title', async () => {
    const f = await folder(admin, 'Tagged box');
    await article(admin, 'Red one', f, { tags: ['red'], content: '<p>crimson</p>' });
    await article(admin, 'Blue one', f, { tags: ['blue'], content: '<p>navy</p>' });
    expect(titles(await accessFor(acme, eva, `parent=${f}&tags=red`))).toEqual(['Red one']);
    expect(titles(await accessFor(acme, eva, `parent=${f}&tags=red,blue`))).toEqual(['Red one', 'Blue one']);
    const list = await accessFor(acme, eva, `parent=${f}`);
    expect(list.body.result[0].content).toBeUndefined();
    expect((await accessFor(acme, eva, `parent=${f}&full=true`)).body.result[0].content).toBe('<p>crimson</p>');
    expect(titles(await accessFor(acme, eva, 'search=crimson'))).toEqual(['Red one']);
    expect(titles(await accessFor(acme, eva, 'search=crimson&fields=title'))).toEqual([]);
    // Search and tags together: the matches that carry one of the tags.
    expect(titles(await accessFor(acme, eva, 'search=one&tags=blue'))).toEqual(['Blue one']);
    expect(titles(await accessFor(acme, eva, 'search=one&tags=red,blue')).sort()).toEqual(['Blue one', 'Red one']);
    expect(titles(await accessFor(acme, eva, 'search=one&tags=re'))).toEqual([]);
    // One kind only: the "move to" picker's folders of a folder.
    await folder(admin, 'Inner box', f);
    expect(titles(await accessFor(acme, eva, `parent=${f}&kind=folder`))).toEqual(['Inner box']);
    expect((await accessFor(acme, eva, `parent=${f}&kind=page`)).status).toBe(400);
  });

  it('cannot add at the top level or change what they did not write', async () => {
    expect((await create(eva, { kind: 'folder', title: 'Mine' })).status).toBe(403);
    const a = await article(admin, 'Admins only');
    expect((await eva.api.put(`/api/article/${a}`, { kind: 'article', title: 'Hacked', content: 'x' })).status).toBe(403);
    expect((await eva.api.delete(`/api/article/deep/${a}`)).status).toBe(403);
    const writers = await folder(admin, 'Open to write', null, { grants: [{ level: 'write', audience: 'everyone' }] });
    const mine = await item(eva, { kind: 'article', title: 'By Eva', content: 'x', parentId: writers });
    expect((await eva.api.get(`/api/article/${mine}`)).body.result.canEdit).toBe(true);
  });

  it('another user’s view is for administrators only', async () => {
    expect((await eva.api.get(`/api/user/${acme.id}/articles/access_for/${admin.id}`)).status).toBe(403);
    expect((await admin.api.get(`/api/user/${acme.id}/articles/access_for/${eva.id}`)).status).toBe(200);
  });
});

describe('switches and clients', () => {
  it('needs the right and the feature', async () => {
    const none = await acme.user({ rights: [] });
    expect((await accessFor(acme, none)).status).toBe(403);
    const other = await t.client({ features: [{ feature: 'knowl_base', active: false }] });
    expect((await accessFor(other, other.admin)).body.message).toBe('feature disabled');
  });

  it("answers 404 for another client's item and changes nothing", async () => {
    const a = await article(admin, 'Ours');
    const other = await t.client({ features: [{ feature: 'knowl_base', active: true }] });
    expect((await other.admin.api.get(`/api/article/${a}`)).status).toBe(404);
    expect((await other.admin.api.delete(`/api/article/deep/${a}`)).status).toBe(404);
    expect((await admin.api.get(`/api/article/${a}`)).status).toBe(200);
    expect(titles(await accessFor(other, other.admin, 'search=ours'))).toEqual([]);
  });
});
