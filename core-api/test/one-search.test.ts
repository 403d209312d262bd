import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP, type SearchAnswer } from '@atrium/sdk/shared';
import type { PluginDefinition } from '@atrium/sdk/server';
import type { TestClient, TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import example from './fixtures/example-plugin/index.js';
import { Link } from './fixtures/example-plugin/entities.js';

/**
 * The one search (`GET api/search`) over a plugin's kinds: a link is found only by its owner (a reader
 * rule), a memo by everyone, a secret by those its content grants let read; employees by everyone.
 */
const finder: PluginDefinition = {
  ...example,
  search: {
    readable: {
      link: (q, refs) => `${refs.itemId} IN (${q.sub(Link, 'sl', (s) => s.select('sl.id').andWhere(`sl.ownerId = ${refs.reader}`))})`,
    },
    async reindex(ctx, progress) {
      const links = await ctx.db.repo(Link).find();
      for (const l of links) await ctx.search.index({ kind: 'link', id: l.id, title: l.title, link: `/links/${l.id}`, date: l.createdAt });
      await progress(links.length);
    },
  },
};

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;
let eva: TestUser;
let bob: TestUser;
let evaLink: string;

type Found = { status: number; body: SearchAnswer & { details?: { path: string }[] } };
const search = async (user: TestUser, query: Record<string, string | number>): Promise<Found> =>
  (await user.api.get(`/api/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`)) as never;
const ids = async (user: TestUser, q: string, extra: Record<string, string> = {}) =>
  (await search(user, { q, ...extra })).body.result.map((h) => h._id).sort();

beforeAll(async () => {
  t = await startCoreTestApp({ plugins: [finder] });
  acme = await t.client();
  other = await t.client();
  eva = await acme.user({ fields: { firstName: 'Ева', lastName: 'Семёнова', position: 'Designer' } });
  bob = await acme.user({ fields: { firstName: 'Bob', lastName: 'Kowalski' } });
  const eCtx = await t.context(acme, eva.id);
  evaLink = (await eCtx.db.repo(Link).insert({ title: 'Quarterly roadmap', url: 'https://e.example', ownerId: eva.id, pinned: false })).id;
  await eCtx.search.index({ kind: 'link', id: evaLink, title: 'Quarterly roadmap', link: `/links/${evaLink}` });
  await eCtx.search.index({
    kind: 'memo',
    id: 'm1',
    title: 'Roadmap review',
    text: 'The ёлка party',
    link: '/m/1',
    date: new Date('2024-03-01'),
  });
  await eCtx.search.index({
    kind: 'memo',
    id: 'm2',
    title: 'Party budget',
    text: 'Roadmap items cost money',
    link: '/m/2',
    date: new Date('2025-03-01'),
  });
  await eCtx.search.index({
    kind: 'secret',
    id: 's1',
    title: 'Roadmap salaries',
    link: '/s/1',
    grants: { resourceType: 'example_secret', resourceId: 's1' },
  });
  await eCtx.grants.set('example_secret', 's1', [{ level: 'read', audience: 'users', userIds: [eva.id] }]);
  await (await t.context(other)).search.index({ kind: 'memo', id: 'o1', title: 'Roadmap elsewhere', link: '/o/1' });
});
afterAll(() => t?.close());

describe('GET api/search', () => {
  it('refuses a query of 1 or past 100 characters and an unknown type, naming the field', async () => {
    for (const q of ['a', ' a ', 'x'.repeat(101)]) {
      const res = await search(bob, { q });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('q');
    }
    const res = await search(bob, { q: 'roadmap', type: 'nowhere' });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('type');
    expect((await search(bob, { q: 'x'.repeat(100) })).status).toBe(200);
  });

  it('finds employees by name, position, prefix, any case, ё as е, from 2 characters', async () => {
    for (const q of ['семенова', 'СЕМЁН', 'designer', 'ев', 'kowal'])
      expect((await search(bob, { q })).body.result.some((h) => h.module === 'people')).toBe(true);
    expect(await ids(bob, 'kowalski', { type: 'people' })).toEqual([bob.id]);
  });

  it('ranks title matches first, then the newest, highlights, and counts exactly', async () => {
    const { body } = await search(eva, { q: 'roadmap' });
    expect(body).toMatchObject({ total: 4, totalExact: true });
    expect(body.result.map((h) => h._id).slice(-1)).toEqual(['m2']);
    expect(body.result.find((h) => h._id === 'm1')!.title).toEqual([
      { text: 'Roadmap', match: true },
      { text: ' review', match: false },
    ]);
    const page = await search(eva, { q: 'roadmap', limit: 1, page: 2 });
    expect(page.body).toMatchObject({ total: 4, page: 2, limit: 1 });
    expect(page.body.result).toHaveLength(1);
    expect(await ids(eva, 'елка')).toEqual(['m1']);
  });

  it('shows titles and texts as written, ё included, whichever letter was typed', async () => {
    const ctx = await t.context(acme, eva.id);
    await ctx.search.index({ kind: 'memo', id: 'y1', title: 'Зелёная роща', text: 'Сбор у ёлки в субботу', link: '/m/y1' });
    for (const q of ['зеленая', 'зелёная']) {
      const hit = (await search(eva, { q })).body.result.find((h) => h._id === 'y1')!;
      expect(hit.title).toEqual([
        { text: 'Зелёная', match: true },
        { text: ' роща', match: false },
      ]);
    }
    const hit = (await search(eva, { q: 'елки' })).body.result.find((h) => h._id === 'y1')!;
    expect(hit.snippet).toEqual([
      { text: 'Сбор у ', match: false },
      { text: 'ёлки', match: true },
      { text: ' в субботу', match: false },
    ]);
    await ctx.search.remove('memo', ['y1']);
  });

  it('counts exactly up to the cap and says so past it, titles first then the newest across every page', async () => {
    const ctx = await t.context(acme, eva.id);
    const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 3_600_000);
    // Half hold the word in the title, half in the text only; each half newest first, the titles' before the texts'.
    for (let i = 0; i < SEARCH_TOTAL_CAP; i++)
      await ctx.search.index({
        kind: 'memo',
        id: `c${i}`,
        title: i % 2 ? 'Capacity note' : 'Plain note',
        text: i % 2 ? '' : 'about capacity',
        link: `/c/${i}`,
        date: day(i),
      });
    const first = await search(bob, { q: 'capacity', limit: 50 });
    expect(first.body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalExact: true });
    expect(first.body.result.slice(0, 2).map((h) => h._id)).toEqual([`c${SEARCH_TOTAL_CAP - 1}`, `c${SEARCH_TOTAL_CAP - 3}`]);
    // Page 10 of 50 ends the title hits (500), page 11 starts the text hits at the newest.
    expect((await search(bob, { q: 'capacity', limit: 50, page: 10 })).body.result.at(-1)!._id).toBe('c1');
    expect((await search(bob, { q: 'capacity', limit: 50, page: 11 })).body.result[0]!._id).toBe(`c${SEARCH_TOTAL_CAP - 2}`);
    expect((await search(bob, { q: 'capacity', limit: 30, page: 17 })).body.result.map((h) => h._id).slice(19, 22)).toEqual([
      'c1',
      `c${SEARCH_TOTAL_CAP - 2}`,
      `c${SEARCH_TOTAL_CAP - 4}`,
    ]);
    const last = await search(bob, { q: 'capacity', limit: 50, page: SEARCH_TOTAL_CAP / 50 });
    expect(last.body.result.at(-1)!._id).toBe('c0');
    await ctx.search.index({ kind: 'memo', id: 'c-past', title: 'Capacity past the cap', link: '/c/past', date: day(-1) });
    expect((await search(bob, { q: 'capacity' })).body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalExact: false });
    expect((await search(bob, { q: 'capacity', limit: 50, page: SEARCH_TOTAL_CAP / 50 + 1 })).body.result).toEqual([]);
    // A title hit older than the newest 1,001 matches still comes before every text hit.
    await ctx.search.index({ kind: 'memo', id: 'c-ancient', title: 'Capacity of old', link: '/c/ancient', date: day(-2) });
    expect((await search(bob, { q: 'capacity', limit: 50, page: 11 })).body.result.slice(0, 3).map((h) => h._id)).toEqual([
      'c-past',
      'c-ancient',
      `c${SEARCH_TOTAL_CAP - 2}`,
    ]);
    await ctx.search.remove('memo', [...Array.from({ length: SEARCH_TOTAL_CAP }, (_, i) => `c${i}`), 'c-past', 'c-ancient']);
    // A thousand documents written one by one: seconds on MariaDB, more while other suites share the cores.
  }, 120_000);

  it('finds two words each in many documents but together in few: the exact total, title hits first, every page', async () => {
    const ctx = await t.context(acme, eva.id);
    const day = (i: number) => new Date(Date.UTC(2022, 0, 1 + i));
    // 40 documents hold each word alone; six hold both: two in the title, one half in the title, three in the text.
    const both: [id: string, title: string, text: string][] = [
      ['p-title-old', 'Ostrich and walrus', ''],
      ['p-half', 'Ostrich notes', 'a walrus too'],
      ['p-text-1', 'Zoo notes', 'the ostrich met a walrus'],
      ['p-title-new', 'Walrus meets ostrich', ''],
      ['p-text-2', 'Zoo notes', 'walrus, ostrich'],
      ['p-text-3', 'Zoo notes', 'ostriches and walruses'],
    ];
    const alone = Array.from({ length: 80 }, (_, i) => ({ id: `p-alone-${i}`, word: i % 2 ? 'ostrich' : 'walrus' }));
    for (const [i, a] of alone.entries())
      await ctx.search.index({ kind: 'memo', id: a.id, title: `A ${a.word}`, text: 'alone', link: `/p/${a.id}`, date: day(100 + i) });
    for (const [i, [id, title, text]] of both.entries())
      await ctx.search.index({ kind: 'memo', id, title, text, link: `/p/${id}`, date: day(i) });
    const order = ['p-title-new', 'p-title-old', 'p-text-3', 'p-text-2', 'p-text-1', 'p-half'];
    for (const q of ['ostrich walrus', 'walr ostr'])
      for (const page of [1, 2, 3])
        expect((await search(bob, { q, limit: 2, page })).body).toMatchObject({
          total: 6,
          totalExact: true,
          result: order.slice(page * 2 - 2, page * 2).map((_id) => ({ _id })),
        });
    await ctx.search.remove('memo', [...both.map(([id]) => id), ...alone.map((a) => a.id)]);
  });

  it('walks from the newest across months and years: title hits first, each newest first, a rare old word found', async () => {
    const ctx = await t.context(acme, eva.id);
    const now = new Date();
    // A date `months` months from now (negative: before), in the middle of its month.
    const at = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 15));
    const docs: [id: string, inTitle: boolean, months: number][] = [
      ['w-title-old', true, -38],
      ['w-text-soon', false, 14],
      ['w-text-now', false, 0],
      ['w-title-last', true, -1],
      ['w-text-5', false, -5],
      ['w-text-old', false, -26],
    ];
    for (const [id, inTitle, months] of docs)
      await ctx.search.index({
        kind: 'memo',
        id,
        title: inTitle ? 'Zephyrine plan' : 'Other plan',
        text: inTitle ? '' : 'about zephyrine',
        link: `/w/${id}`,
        date: at(months),
      });
    await ctx.search.index({ kind: 'memo', id: 'w-rare', title: 'Quixotical remark', link: '/w/rare', date: at(-50) });
    const order = ['w-title-last', 'w-title-old', 'w-text-soon', 'w-text-now', 'w-text-5', 'w-text-old'];
    const { body } = await search(bob, { q: 'zephyrine' });
    expect(body.result.map((h) => h._id)).toEqual(order);
    expect(body).toMatchObject({ total: 6, totalExact: true });
    // Pages cut across the windows and the phases.
    for (const page of [1, 2, 3])
      expect((await search(bob, { q: 'zephyrine', limit: 2, page })).body).toMatchObject({
        total: 6,
        result: order.slice(page * 2 - 2, page * 2).map((_id) => ({ _id })),
      });
    expect((await search(bob, { q: 'quixotical' })).body.result.map((h) => h._id)).toEqual(['w-rare']);
    // A period ending two years ago starts the walk there.
    const to = at(-24).toISOString().slice(0, 10);
    expect((await search(bob, { q: 'zephyrine', to })).body.result.map((h) => h._id)).toEqual(['w-title-old', 'w-text-old']);
    await ctx.search.remove('memo', [...docs.map(([id]) => id), 'w-rare']);
  });

  it('finds a prefix by every indexed word it begins, newest first, up to the bound of words on MariaDB', async () => {
    const ctx = await t.context(acme, eva.id);
    const mariadb = !!process.env.TEST_MYSQL_URL;
    const words = (n: number) => Array.from({ length: n }, (_, i) => `vexil${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`);
    // One document per word; the later a word in order, the newer its document; one old title hit.
    const index = (list: string[]) =>
      Promise.all(
        list.map((w, i) =>
          ctx.search.index({
            kind: 'memo',
            id: `x-${w}`,
            title: i === 0 ? `${w} plan` : 'Other plan',
            text: i === 0 ? '' : `about ${w}`,
            link: `/x/${w}`,
            date: new Date(Date.UTC(2021, 0, 1 + i)),
          }),
        ),
      );
    const bound = 24;
    await index(words(bound));
    const at = await search(bob, { q: 'vexi', limit: 50 });
    expect(at.body.total).toBe(bound);
    // The title hit first, then the others newest first, merged across the words.
    expect(at.body.result.slice(0, 3).map((h) => h._id)).toEqual([
      `x-${words(1)[0]}`,
      `x-${words(bound)[bound - 1]}`,
      `x-${words(bound)[bound - 2]}`,
    ]);
    // One word past the bound: MariaDB walks the first 24 words of the prefix (docs/architecture.md, Search), SQLite every one.
    await index(words(bound + 1).slice(bound));
    const past = await search(bob, { q: 'vexi', limit: 50 });
    expect(past.body.total).toBe(mariadb ? bound : bound + 1);
    expect(past.body.result.map((h) => h._id).includes(`x-${words(bound + 1)[bound]}`)).toBe(!mariadb);
    // The word past the bound is found when typed further.
    expect(await ids(bob, words(bound + 1)[bound]!)).toEqual([`x-${words(bound + 1)[bound]}`]);
    await ctx.search.remove(
      'memo',
      words(bound + 1).map((w) => `x-${w}`),
    );
  });

  it('forgets the words an edit took out of a document, and the document when it is removed', async () => {
    const ctx = await t.context(acme, eva.id);
    await ctx.search.index({ kind: 'memo', id: 'e1', title: 'Marmalade jar', text: 'Kumquat inside', link: '/e/1' });
    expect(await ids(bob, 'kumquat')).toEqual(['e1']);
    await ctx.search.index({ kind: 'memo', id: 'e1', title: 'Marmalade jar', text: 'Orange inside', link: '/e/1' });
    expect(await ids(bob, 'kumquat')).toEqual([]);
    expect(await ids(bob, 'marmalade orange')).toEqual(['e1']);
    await ctx.search.remove('memo', ['e1']);
    expect(await ids(bob, 'marmalade')).toEqual([]);
  });

  it("answers only what the reader may open: a kind's reader rule, content grants, the client", async () => {
    expect(await ids(eva, 'roadmap')).toEqual(['m1', 'm2', 's1', evaLink].sort());
    expect(await ids(bob, 'roadmap')).toEqual(['m1', 'm2']);
    expect((await search(acme.admin, { q: 'roadmap' })).body.result.map((h) => h._id)).not.toContain(evaLink);
    expect(await ids(bob, 'elsewhere')).toEqual([]);
  });

  it('answers nothing of a module switched off or whose right the reader lacks', async () => {
    const noRight = await acme.user({ rights: [] });
    expect(await ids(noRight, 'roadmap')).toEqual([]);
    await acme.feature('example', false);
    expect(await ids(eva, 'roadmap')).toEqual([]);
    await acme.feature('example', true);
    expect(await ids(eva, 'roadmap', { type: 'example' })).toHaveLength(4);
  });

  it('filters by module and by date', async () => {
    expect(await ids(eva, 'roadmap', { type: 'people' })).toEqual([]);
    expect(await ids(eva, 'roadmap', { from: '2025-01-01', to: '2025-12-31' })).toEqual(['m2']);
    expect(await ids(eva, 'roadmap', { to: '2024-03-01' })).toEqual(['m1']);
  });

  it('offers the closest indexed title word for a typo, only when it finds something', async () => {
    const { body } = await search(eva, { q: 'roadmpa' });
    expect(body.total).toBe(0);
    expect(body.suggestion).toBe('roadmap');
    expect((await search(eva, { q: 'zzzzzz' })).body.suggestion).toBeNull();
  });

  it('removes a deleted employee; a rebuild answers as the index kept by writes', async () => {
    const before = await search(eva, { q: 'roadmap' });
    const gone = await acme.user({ fields: { lastName: 'Leavingson' } });
    expect(await ids(eva, 'leavingson')).toEqual([gone.id]);
    await acme.admin.api.put(`/api/user/delete/${gone.id}`);
    expect(await ids(eva, 'leavingson')).toEqual([]);
    // Memos were indexed by hand, not by the plugin's hook: a rebuild keeps links and employees only.
    const started = await acme.admin.api.post(`/api/clients/${acme.id}/maintenance/reindex_search`);
    expect(started.status).toBe(200);
    expect(await t.runJob('core:reindex_search', { client: acme })).toBe('done');
    const state = await acme.admin.api.get(`/api/clients/${acme.id}/search_rebuild`);
    expect(state.body.result.state).toBe('done');
    expect(state.body.result.done).toBeGreaterThan(2);
    expect(await ids(eva, 'roadmap')).toEqual([evaLink]);
    expect(await ids(bob, 'kowalski')).toEqual([bob.id]);
    expect(await ids(eva, 'leavingson')).toEqual([]);
    expect(before.body.total).toBe(4);
  });
});
