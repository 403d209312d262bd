import { errors, SEARCH_PEOPLE, SEARCH_TOTAL_CAP, searchRoutes } from '@atrium/sdk/shared';
import { idOf, In, type ClientDb, type Me, type UserContext } from '@atrium/sdk/server';
import { z } from 'zod';
import type { Area, Core } from '../core.js';
import { isFeatureOn } from '../rights/ability.js';
import { platformOf } from '../services/providers.js';
import { SearchEntry, SearchRebuild, SearchTrigram } from './entity.js';
import { defineOneSearch, grantValues, type KindRule, type OneSearchPhase, type OneSearchRow, type OneSearchValues } from './one-search.js';
import { REINDEX_JOB, rebuildUnindexed, runRebuild } from './rebuild.js';
import { fts5Query, highlightParts, matcherOf, parseQuery, snippetParts, trigramsOf } from './text.js';
import { PROBE, walkOf, type Walk } from './walk.js';

const CODE = /^[a-z][a-z0-9_]{1,39}$/;
/** Candidates a misspelt word is compared with, and how alike (shared trigrams over all of both) one must be. */
const CANDIDATES = 5;
const ALIKE = 0.3;
const DAY = 86_400_000;
/**
 * MariaDB: each word's walk first reads the rows asked and a quarter more (some fail the reader's rules); when the
 * rules leave the page short, again with GROW times as many, and last without a bound (`run` below).
 */
const SLACK = 1.25;
const GROW = 8;
const TRIES = 3;

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
    // MariaDB: the word index's walk (walk.ts); a word in no document finds nothing, and nothing is asked.
    const walk: Walk | null = mysql ? await walkOf(ctx.db, parsed.words) : null;
    if (walk && !walk.drive.length) return { rows: [] as OneSearchRow[], total: 0, totalExact: true, parsed };
    const from = query.from ? Date.parse(query.from) : 0;
    const to = query.to ? Date.parse(query.to) + DAY : 0;
    const values = {
      match: mysql ? '' : fts5Query(parsed.words, false),
      titleMatch: mysql ? '' : fts5Query(parsed.words, true),
      textMatch: mysql ? '' : `(${fts5Query(parsed.words, false)}) NOT (${fts5Query(parsed.words, true)})`,
      modules: usableModules(core, ctx.me),
      type: query.type ?? '',
      from: new Date(from),
      to: new Date(to),
      fromSeconds: Math.floor(from / 1000),
      toSeconds: Math.floor(to / 1000),
      client: ctx.db.clientId,
      me: ctx.me.user.id,
      roles: `,${ctx.me.user.roles.join(',')},`,
      rights: `,${rightCodes.filter((r) => ctx.me.hasRight(r)).join(',')},`,
      ...Object.fromEntries((walk?.drive ?? []).map((w, i) => [`drive${i}`, w])),
      ...Object.fromEntries((walk?.others ?? []).map((w, i) => [`other${i}`, w])),
      ...grantValues(ctx.me.user),
    } as Omit<OneSearchValues, 'limit' | 'offset' | 'inner'>;
    const variant = {
      type: !!query.type,
      from: !!query.from,
      to: !!query.to,
      all: ctx.me.isAdmin,
      drive: walk?.drive.length ?? 0,
      others: walk?.others.length ?? 0,
    };
    const ask = async (phase: OneSearchPhase, limit: number, inner: number | null, walked = false) =>
      (
        await ctx.db.run(oneSearch, { ...values, limit, offset: 0, inner: inner ?? 0 } as OneSearchValues, {
          ...variant,
          phase,
          bounded: inner !== null,
          walked,
        })
      ).raw;
    /**
     * A phase's `limit` rows after `offset`. On MariaDB each word's walk stops after `inner` rows holding every word,
     * which the rules may leave short of the page: then the walks alone are counted, and when one may have been cut
     * they are asked again with GROW times more, last without a bound, so the answer is exact. A prefix whose rows
     * the probe counted whole (walk.ts) and a walk not cut need no second ask.
     */
    const run = async (phase: OneSearchPhase, limit: number, offset: number) => {
      const want = offset + limit;
      if (!walk) return (await ask(phase, want, null)).slice(offset);
      let inner = Math.ceil(want * SLACK) + 10;
      for (let i = 0; ; i++, inner *= GROW) {
        const bounded = i < TRIES;
        const got = await ask(phase, want, bounded ? inner : null);
        if (got.length >= want || !bounded || (walk.rows < PROBE && walk.rows <= inner)) return got.slice(offset);
        if ((await ask(phase, inner, inner, true)).length < inner) return got.slice(offset);
      }
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
