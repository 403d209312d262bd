import { errors, SEARCH_PEOPLE, SEARCH_TOTAL_CAP, searchRoutes } from '@atrium/sdk/shared';
import { idOf, In, type ClientDb, type Me, type UserContext } from '@atrium/sdk/server';
import { z } from 'zod';
import type { Area, Core } from '../core.js';
import { isFeatureOn } from '../rights/ability.js';
import { platformOf } from '../services/providers.js';
import { SearchEntry, SearchRebuild, SearchTrigram } from './entity.js';
import { defineOneSearch, grantValues, type KindRule, type OneSearchPhase, type OneSearchRow, type OneSearchValues } from './one-search.js';
import { windowsOf, type Window } from './period.js';
import { REINDEX_JOB, rebuildUnindexed, runRebuild } from './rebuild.js';
import { booleanQuery, fts5Query, highlightParts, matcherOf, parseQuery, snippetParts, trigramsOf } from './text.js';

const CODE = /^[a-z][a-z0-9_]{1,39}$/;
/** Candidates a misspelt word is compared with, and how alike (shared trigrams over all of both) one must be. */
const CANDIDATES = 5;
const ALIKE = 0.3;
const DAY = 86_400_000;
/** MariaDB: a window of months finding under 1/SPARSE of the rows asked ends the walk by months (`run` below). */
const SPARSE = 4;

/** Every installed plugin's rules of one sort (reader rules, or who reads beyond grants); a plugin or kind code that is no code refuses start-up (they are written into SQL). */
function kindRules(core: Core, sort: 'readable' | 'beyondGrants'): KindRule[] {
  return core.plugins.flatMap((p) =>
    Object.entries(p.search?.[sort] ?? {}).map(([kind, readable]) => {
      if (!CODE.test(p.code) || !CODE.test(kind)) throw new Error(`search kind ${p.code}.${kind}: 2-40 lower-case letters, digits or _`);
      return { plugin: p.code, kind, readable };
    }),
  );
}

/** The modules the reader may search: employees, and each plugin on for the client whose right they hold. */
const usableModules = (core: Core, me: Me) => [
  SEARCH_PEOPLE,
  ...core.plugins.filter((p) => isFeatureOn(me.client, p.code) && (!p.rights[0] || me.hasRight(p.rights[0]))).map((p) => p.code),
];

/** The closest indexed title word to `word` by shared trigrams, or null when none is alike enough (or the word is indexed itself). */
async function closestWord(db: ClientDb, word: string): Promise<string | null> {
  const grams = trigramsOf(word);
  const rows = await db
    .repo(SearchTrigram)
    .qb('t')
    .select('t.word', 'word')
    .addSelect('COUNT(*)', 'n')
    .andWhere('t.trigram IN (:...grams)', { grams })
    .groupBy('t.word')
    .orderBy('n', 'DESC')
    .addOrderBy('t.word', 'ASC')
    .limit(CANDIDATES)
    .getRawMany<{ word: string; n: number | string }>();
  let best: { word: string; score: number } | null = null;
  for (const r of rows) {
    if (r.word === word) return null;
    const shared = Number(r.n);
    const score = shared / (grams.length + trigramsOf(r.word).length - shared);
    if (score >= ALIKE && (!best || score > best.score)) best = { word: r.word, score };
  }
  return best?.word ?? null;
}

/** The titles and texts of a page's hits, by entry id: one read by primary key (the statement kept its rows narrow). */
async function textsOf(db: ClientDb, rows: OneSearchRow[]) {
  if (!rows.length) return new Map<string, { title: string; text: string }>();
  const found = await db
    .repo(SearchEntry)
    .find({ where: { id: In(rows.map((r) => r.id)) }, select: { id: true, title: true, text: true } } as never);
  return new Map(found.map((e) => [e.id, e]));
}

export const searchArea = (core: Core): Area => {
  const oneSearch = defineOneSearch(kindRules(core, 'readable'), kindRules(core, 'beyondGrants'));
  const known = new Set([SEARCH_PEOPLE, ...core.plugins.map((p) => p.code)]);
  const rightCodes = [...new Set(core.plugins.flatMap((p) => p.rights))];
  const jobs = platformOf(core).jobs;
  jobs.defineCore(REINDEX_JOB, (ctx) => runRebuild(core, ctx));
  rebuildUnindexed(core).catch((err: unknown) => core.log.error({ err }, 'queueing the first search rebuild failed'));

  /**
   * One page of hits and the total, exact up to SEARCH_TOTAL_CAP (docs/architecture.md, Search): the title phase's
   * page, the text phase's for what it leaves, and a count that stops past the cap. Pages past the cap are not
   * served. An empty answer when the text has no words (signs only).
   */
  async function search(ctx: UserContext, text: string, query: typeof searchRoutes.find.query._output) {
    const parsed = parseQuery(text);
    const engine = core.ds.options.type;
    const mysql = engine === 'mysql' || engine === 'mariadb';
    if (!parsed || !('words' in parsed)) return { rows: [] as OneSearchRow[], total: 0, totalExact: true, parsed };
    const short = mysql ? parsed.words.filter((w) => [...w].length < 3) : [];
    const from = query.from ? Date.parse(query.from) : 0;
    const to = query.to ? Date.parse(query.to) + DAY : 0;
    const values = {
      match: mysql ? booleanQuery(parsed.words) : fts5Query(parsed.words, false),
      titleMatch: mysql ? booleanQuery(parsed.words) : fts5Query(parsed.words, true),
      textMatch: mysql ? '' : `(${fts5Query(parsed.words, false)}) NOT (${fts5Query(parsed.words, true)})`,
      modules: usableModules(core, ctx.me),
      type: query.type ?? '',
      from: new Date(from),
      to: new Date(to),
      fromSeconds: Math.floor(from / 1000),
      toSeconds: Math.floor(to / 1000),
      me: ctx.me.user.id,
      roles: `,${ctx.me.user.roles.join(',')},`,
      rights: `,${rightCodes.filter((r) => ctx.me.hasRight(r)).join(',')},`,
      ...Object.fromEntries(short.map((w, i) => [`short${i}`, `% ${w.replace(/[!%_]/g, (c) => `!${c}`)}%`])),
      ...grantValues(ctx.me.user),
    } as Omit<OneSearchValues, 'limit' | 'offset' | 'windowFrom' | 'windowTo'>;
    const variant = {
      type: !!query.type,
      from: !!query.from,
      to: !!query.to,
      all: ctx.me.isAdmin,
      short: short.length,
      long: !mysql || short.length < parsed.words.length,
    };
    // MariaDB walks windows of months from the newest (period.ts); SQLite's full-text keys already run in that order.
    const windows: (Window | null)[] = mysql
      ? windowsOf(to ? new Date(Math.min(Date.now(), to - 1)) : new Date(), from ? new Date(from) : null, to ? new Date(to) : null)
      : [null];
    const inWindow = async (phase: OneSearchPhase, w: Window | null, limit: number) => {
      const windowed = w
        ? { match: [values.match, w.tokens && `+(${w.tokens})`].filter(Boolean).join(' '), windowFrom: w.from, windowTo: w.to }
        : {};
      const window = !w ? 'all' : w.tokens ? 'months' : 'rest';
      return (await ctx.db.run(oneSearch, { ...values, ...windowed, limit, offset: 0 } as OneSearchValues, { ...variant, phase, window }))
        .raw;
    };
    // A phase's `limit` rows after `offset`, window by window until they are there: each window is asked the rows still to skip and to take.
    const run = async (phase: OneSearchPhase, limit: number, offset: number) => {
      const rows: OneSearchRow[] = [];
      const list = [...windows];
      let skip = offset;
      for (let i = 0; i < list.length && rows.length < limit; i++) {
        const w = list[i]!;
        const ask = skip + limit - rows.length;
        const got = await inWindow(phase, w, ask);
        rows.push(...got.slice(skip));
        skip = Math.max(0, skip - got.length);
        // A window of months that found under 1/SPARSE of what it was asked: the words are rare, and wider windows'
        // tokens would cost more (each month's documents) than reading their few matches: the rest from here down.
        // (The first window is the one ending past the years ahead, period.ts.)
        if (w?.tokens && got.length * SPARSE < ask)
          list.splice(i + 1, Infinity, { tokens: null, from: w.from, to: (list[0] as Window).to });
      }
      return rows;
    };
    const offset = (query.page - 1) * query.limit;
    // The page never reaches past the cap, so the title hits before it are counted exactly when they are needed.
    const limit = Math.max(0, Math.min(query.limit, SEARCH_TOTAL_CAP - offset));
    const titled = await run('title', limit, offset);
    const titleCount = titled.length || !limit ? offset + titled.length : (await run('title', offset, 0)).length;
    // The text phase asks a whole page (one SQL text for the statement cache: LIMIT is written into it) and keeps what is left.
    const others = titled.length < limit ? await run('text', limit, Math.max(0, offset - titleCount)) : [];
    const rows = [...titled, ...others.slice(0, limit - titled.length)];
    // A first page that is not full holds every hit; else they are counted up to one past the cap.
    const counted = offset === 0 && rows.length < query.limit ? rows.length : (await run('count', SEARCH_TOTAL_CAP + 1, 0)).length;
    return { rows, total: Math.min(counted, SEARCH_TOTAL_CAP), totalExact: counted <= SEARCH_TOTAL_CAP, parsed };
  }

  return {
    core: true,
    code: 'search',
    routes: (r) => {
      r.get(
        '/clients/:clientId/search_rebuild',
        {
          auth: 'admin',
          params: z.object({ clientId: idOf('Client') }),
          summary: "The client's search rebuild: its state and records indexed so far",
        },
        async (ctx) => {
          const row = await ctx.db.repo(SearchRebuild).findOne({});
          return { state: row?.state ?? null, done: row?.done ?? 0 };
        },
      );
      r.route(
        searchRoutes.find,
        { summary: 'One search over every module the reader may open: ranked, highlighted, paged' },
        async (ctx) => {
          const { q, type } = ctx.query;
          if (type && !known.has(type))
            throw errors.badRequest('unknown type', 'errors.validation', [{ path: 'type', message: 'unknown type' }]);
          const { rows, total, totalExact, parsed } = await search(ctx, q, ctx.query);
          const matcher = parsed ? matcherOf(parsed) : null;
          // Matches are marked here on both engines (text.ts), in the text as written: SQLite's full-text index is contentless (order.ts).
          const texts = await textsOf(ctx.db, rows);
          const result = rows.map((row) => ({
            module: row.plugin,
            kind: row.kind,
            id: row.itemId,
            link: row.link,
            title: highlightParts(texts.get(row.id)?.title ?? '', matcher!),
            snippet: snippetParts(texts.get(row.id)?.text ?? '', matcher!),
            date: row.at ? new Date(row.at).toISOString() : '',
          }));
          let suggestion: string | null = null;
          if (!total && parsed && 'words' in parsed) {
            // "Did you mean": each unknown word replaced by its closest title word, offered only when that finds something the reader may open.
            const words = await Promise.all(parsed.words.map(async (w) => (w.length >= 3 && (await closestWord(ctx.db, w))) || w));
            const fixed = words.join(' ');
            if (fixed !== parsed.words.join(' ') && (await search(ctx, fixed, { ...ctx.query, page: 1, limit: 1 })).total)
              suggestion = fixed;
          }
          return { result, page: ctx.query.page, limit: ctx.query.limit, total, totalExact, suggestion };
        },
      );
    },
  };
};
