import { errors, SEARCH_PEOPLE, SEARCH_TOTAL_CAP, searchRoutes } from '@atrium/sdk/shared';
import { idOf, In, type ClientDb, type Me, type UserContext } from '@atrium/sdk/server';
import { z } from 'zod';
import type { Area, Core } from '../core.js';
import { isFeatureOn } from '../rights/ability.js';
import { platformOf } from '../services/providers.js';
import { SearchEntry, SearchRebuild, SearchTrigram, type SearchEntryRow } from './entity.js';
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
 * rules leave the answer short and a walk was cut, again with GROW times as many, and last without a bound (`run`
 * below), so the rows a request reads grow geometrically to at most about one walk of the whole list.
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

/** A page's entries by id: one read by primary key (the statements kept their rows narrow). */
async function entriesOf(db: ClientDb, rows: OneSearchRow[]) {
  if (!rows.length) return new Map<string, Pick<SearchEntryRow, 'plugin' | 'kind' | 'itemId' | 'link' | 'at' | 'title' | 'text'>>();
  const found = await db.repo(SearchEntry).find({
    where: { id: In(rows.map((r) => r.id)) },
    select: { id: true, plugin: true, kind: true, itemId: true, link: true, at: true, title: true, text: true },
  } as never);
  return new Map(found.map((e) => [e.id, e]));
}

/** MariaDB: the ranking in code of matches all known: title hits first, then the newest (the walk's order: date, then entry id). */
const ranked = (rows: OneSearchRow[]) =>
  [...rows].sort(
    (a, b) =>
      Number(b.hit) - Number(a.hit) || new Date(b.at!).getTime() - new Date(a.at!).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

export const searchArea = (core: Core): Area => {
  const oneSearch = defineOneSearch(kindRules(core, 'readable'), kindRules(core, 'beyondGrants'));
  const known = new Set([SEARCH_PEOPLE, ...core.plugins.map((p) => p.code)]);
  const rightCodes = [...new Set(core.plugins.flatMap((p) => p.rights))];
  const jobs = platformOf(core).jobs;
  jobs.defineCore(REINDEX_JOB, (ctx) => runRebuild(core, ctx));
  rebuildUnindexed(core).catch((err: unknown) => core.log.error({ err }, 'queueing the first search rebuild failed'));

  /**
   * One page of hits and the total, exact up to SEARCH_TOTAL_CAP (docs/architecture.md, Search). Pages past the
   * cap are not served. An empty answer when the text has no words (signs only).
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
      ...Object.fromEntries(
        (walk?.others ?? []).flatMap((o, i) => ('like' in o ? [[`other${i}`, o.like]] : o.words.map((w, j) => [`other${i}_${j}`, w]))),
      ),
      ...grantValues(ctx.me.user),
    } as Omit<OneSearchValues, 'limit' | 'offset' | 'inner'>;
    const variant = {
      type: !!query.type,
      from: !!query.from,
      to: !!query.to,
      all: ctx.me.isAdmin,
      drive: walk?.drive.length ?? 0,
      others: (walk?.others ?? []).map((o) => ('like' in o ? 0 : o.words.length)),
    };
    const ask = async (phase: OneSearchPhase, limit: number, inner: number | null) =>
      (
        await ctx.db.run(oneSearch, { ...values, limit, offset: 0, inner: inner ?? 0 } as OneSearchValues, {
          ...variant,
          phase,
          bounded: inner !== null,
        })
      ).raw;
    const offset = (query.page - 1) * query.limit;
    // The page never reaches past the cap, so the title hits before it are counted exactly when they are needed.
    const limit = Math.max(0, Math.min(query.limit, SEARCH_TOTAL_CAP - offset));
    const want = offset + limit;
    if (!walk) {
      // SQLite: the title phase's page, the text phase's for what it leaves, and a count that stops past the cap.
      const titled = (await ask('title', want, null)).slice(offset);
      const titleCount = titled.length || !limit ? offset + titled.length : (await ask('title', offset, null)).length;
      // The text phase asks a whole page (one SQL text for the statement cache: LIMIT is written into it) and keeps what is left.
      const textOffset = Math.max(0, offset - titleCount);
      const others = titled.length < limit ? (await ask('text', textOffset + limit, null)).slice(textOffset) : [];
      const rows = [...titled, ...others.slice(0, limit - titled.length)];
      // A first page that is not full holds every hit; else they are counted up to one past the cap.
      const counted = offset === 0 && rows.length < query.limit ? rows.length : (await ask('count', SEARCH_TOTAL_CAP + 1, null)).length;
      return { rows, total: Math.min(counted, SEARCH_TOTAL_CAP), totalExact: counted <= SEARCH_TOTAL_CAP, parsed };
    }
    /**
     * MariaDB: a phase's first `want` rows. Each word's walk stops after `inner` rows holding every word, which the
     * rules may leave short: when a walk was cut (the walks handed over `inner` rows or more, `walked`) it is asked
     * again with GROW times more, last without a bound, so the answer is exact. A prefix whose rows the probe
     * counted whole (walk.ts) and a walk not cut need no second ask.
     */
    const run = async (phase: OneSearchPhase, rows: number) => {
      let inner = Math.ceil(rows * SLACK) + 10;
      for (let i = 0; ; i++, inner *= GROW) {
        const bounded = i < TRIES;
        const got = await ask(phase, rows, bounded ? inner : null);
        const whole = !bounded || (walk.rows < PROBE && walk.rows <= inner) || (!!got.length && Number(got[0]!.walked) < inner);
        if (got.length >= rows || whole) return got;
      }
    };
    // The newest matches up to one past the cap, each with whether it is a title hit: one walk of the driving word's
    // list at most. Fewer are every match, ranked here; else they are the newest, which hold the page's text hits.
    const matches = await run('match', SEARCH_TOTAL_CAP + 1);
    if (matches.length <= SEARCH_TOTAL_CAP)
      return { rows: ranked(matches).slice(offset, want), total: matches.length, totalExact: true, parsed };
    const known = matches.filter((m) => Number(m.hit));
    // The title hits the newest matches hold are the newest title hits; when they are too few for the page, its title hits are walked for.
    const titled = known.length >= want ? known : await run('title', want);
    const rows = [...titled, ...matches.filter((m) => !Number(m.hit))].slice(offset, want);
    return { rows, total: SEARCH_TOTAL_CAP, totalExact: false, parsed };
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
          const entries = await entriesOf(ctx.db, rows);
          const result = rows.flatMap((row) => {
            const e = entries.get(row.id);
            // Gone between the statements (removed meanwhile): nothing to show.
            if (!e) return [];
            return [
              {
                module: e.plugin,
                kind: e.kind,
                id: e.itemId,
                link: e.link,
                title: highlightParts(e.title, matcher!),
                snippet: snippetParts(e.text, matcher!),
                date: e.at ? new Date(e.at).toISOString() : '',
              },
            ];
          });
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
