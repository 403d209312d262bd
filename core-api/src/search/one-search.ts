import { defineQuery, type MeUser, type Params, type SearchReadable } from '@atrium/sdk/server';
import { grantParams, grantSql } from '../grants/service.js';
import { SearchEntry } from './entity.js';
import { entryOfKey, keyFrom } from './order.js';

/** A kind's reader rule as the one search reads it: the plugin and kind are written inline (checked at start). */
export interface KindRule {
  plugin: string;
  kind: string;
  readable: SearchReadable;
}

/**
 * Which statement of a page (docs/architecture.md, Search). SQLite: the title matches, the other matches, or a
 * count of at most `limit` matches. MariaDB: the matches newest first with whether each is a title hit (at most
 * the cap and one more), or the title matches.
 */
export type OneSearchPhase = 'title' | 'text' | 'count' | 'match';

/** What changes the statement's structure: the phase, the optional filters, whether grants apply, and MariaDB's walk (`walk.ts`). */
export interface OneSearchVariant {
  phase: OneSearchPhase;
  type: boolean;
  from: boolean;
  to: boolean;
  /** An administrator reads every document of the client whatever its content grants (reader rules still apply). */
  all: boolean;
  /** MariaDB: how many indexed words the driving prefix stands for, each walked newest first (0 on SQLite). */
  drive: number;
  /** MariaDB: per other word of the query, how many indexed words it stands for, looked up by key; 0: tested whole by LIKE. */
  others: number[];
  /** MariaDB: whether each word's walk stops after `inner` rows (else it reads the word's every row). */
  bounded: boolean;
}

export type OneSearchValues = {
  /** SQLite: the FTS5 query of every word; the title-only one is the title phase's, `textMatch` the text phase's. */
  match: string;
  titleMatch: string;
  textMatch: string;
  modules: string[];
  type: string;
  /** The period: dates on MariaDB, whole seconds on SQLite (a range of full-text keys, `order.ts`). */
  from: Date;
  to: Date;
  fromSeconds: number;
  toSeconds: number;
  /** MariaDB: the client (the word index is no entity, so its condition is written here) and the rows each word's walk reads. */
  client: string;
  inner: number;
  me: string;
  /** The reader's roles and rights as `,code,code,` (reader rules' `refs.role`, `refs.right`). */
  roles: string;
  rights: string;
  limit: number;
  offset: number;
} & Record<`drive${number}` | `other${number}` | `other${number}_${number}`, string>;

/**
 * A match: its entry and date (MariaDB: the walk's, the document's date or its creation), and on MariaDB whether
 * it is a title hit (`match`) and how many rows the walks handed over before the rules (bounded phases).
 */
export interface OneSearchRow {
  id: string;
  at: Date | string | null;
  hit?: number | string;
  walked?: number | string;
}

/**
 * MariaDB: whether the document of `row` (an alias with `at` and `entryId`) holds another word of the query, in
 * its title when `inTitle`: by key for each indexed word the prefix stands for (the document's rows of every word
 * share its date and id, so each is one point read), else by LIKE on the entry index, which reads the document's
 * every word. (As LEFT JOINs, one a word, bare statements ran faster but the paced bench slower: 12–15 s p50 of two
 * words against 5–7.5 s, docs/benchmarks.md.)
 */
function otherSql(v: Params<OneSearchValues>, i: number, words: number, row: string, inTitle: boolean): string {
  const values = v as Record<string, string>;
  const title = inTitle ? ' AND o.title = 1' : '';
  if (!words)
    return `EXISTS (SELECT 1 FROM search_word o WHERE o.clientId = ${v.client} AND o.entryId = ${row}.entryId AND o.word LIKE ${values[`other${i}`]} ESCAPE '!'${title})`;
  const one = (j: number) =>
    `EXISTS (SELECT 1 FROM search_word o WHERE o.clientId = ${v.client} AND o.word = ${values[`other${i}_${j}`]} AND o.at = ${row}.at AND o.entryId = ${row}.entryId${title})`;
  return `(${Array.from({ length: words }, (_, j) => one(j)).join(' OR ')})`;
}

/**
 * MariaDB: the documents the word index finds, as a derived table `m` (entryId, at, title: the driving word in the
 * title) for the statement to join its entries to (`walk.ts`). Each indexed word of the driving prefix is walked on
 * the key (clientId, word, at DESC, entryId), newest first, keeping the documents holding the other words and in
 * the title phase the title's words only; bounded, a walk stops after `inner` rows, so no statement reads more of a
 * common word than its page, and `walked` says how many rows the walks handed over (under `inner`: none was cut).
 * Several walks are merged without repeats.
 */
function walkSql(v: Params<OneSearchValues>, variant: OneSearchVariant): string {
  const values = v as Record<string, string>;
  const title = variant.phase === 'title';
  const drives = Array.from({ length: variant.drive }, (_, i) => values[`drive${i}`]!);
  const walk = (word: string) => {
    const where = [`sw.clientId = ${v.client}`, `sw.word = ${word}`, ...variant.others.map((n, i) => otherSql(v, i, n, 'sw', title))];
    if (title) where.push('sw.title = 1');
    if (variant.from) where.push(`sw.at >= ${v.from}`);
    if (variant.to) where.push(`sw.at < ${v.to}`);
    const bound = variant.bounded ? ` ORDER BY sw.at DESC, sw.entryId LIMIT ${v.inner}` : '';
    return `(SELECT sw.entryId, sw.at, sw.title FROM search_word sw WHERE ${where.join(' AND ')}${bound})`;
  };
  // Merged, the newest `inner` too: each walk holds its newest `inner`, so these are exact, and so is a title flag
  // (a document among them is among the newest `inner` of each of its words' walks).
  const merged =
    drives.length === 1
      ? walk(drives[0]!)
      : `(SELECT u.entryId, u.at, MAX(u.title) AS title FROM (${drives.map(walk).join(' UNION ALL ')}) u GROUP BY u.entryId, u.at${variant.bounded ? ` ORDER BY u.at DESC, u.entryId LIMIT ${v.inner}` : ''})`;
  return variant.bounded ? `(SELECT w.entryId, w.at, w.title, COUNT(*) OVER () AS walked FROM ${merged} w)` : merged;
}

/** Grant parameters of the one search: written into the SQL by name, their values given with each call (`grantValues`). */
const GRANT_PREFIX = 'sg_';
const CODE = /^[a-z][a-z0-9_]{1,39}$/;
export const grantValues = (reader: MeUser) => grantParams(reader, '', { prefix: GRANT_PREFIX });

/**
 * `GET api/search` as one statement per phase over `search_entry`: the client (the platform's condition), the
 * modules the reader may use (feature on, right held: a value, so any set of them is the same SQL), the content
 * grants (or a kind's `beyondGrants`), each kind's reader rule ANDed onto that kind only, the filters; nothing is
 * filtered after. The title phase answers the documents whose title holds every word, the text phase the others,
 * each newest first; `count` takes at most `limit` rows for the capped total. On SQLite each walks the full-text
 * index in the order of its keys (newest first, `order.ts`), so it stops after the page or the cap whatever a
 * word's matches. On MariaDB `match` answers the matches newest first with whether each is a title hit, and
 * `title` the title matches, each joining the walks of its own word index (`walkSql`), which stop after `inner`
 * rows. Built once per variant and engine.
 *
 * Every kind's rule is in every statement, also when its plugin cannot be in the answer (not among the
 * reader's modules, or another `type` asked): leaving it out would make the set of plugins with rules part
 * of the variant, a bit each (nine plugins have rules), up to 512 times the statements built and kept
 * (`core-api/src/db/shaped.ts` keeps the 100 used last). Such a rule costs little more than the statement's parse
 * and plan: each is behind its plugin's test (`e.plugin = '<code>'`), so the rows of other plugins skip it.
 */
export const defineOneSearch = (rules: readonly KindRule[], beyond: readonly KindRule[]) =>
  defineQuery(
    'core.search.one',
    SearchEntry,
    'e',
    (q, v: Params<OneSearchValues>, variant: OneSearchVariant) => {
      const engine = q.connection.options.type;
      const mysql = engine === 'mysql' || engine === 'mariadb';
      if (mysql) q.innerJoin(walkSql(v, variant), 'm', 'm.entryId = e.id');
      q.andWhere(`e.plugin IN (${v.modules})`);
      if (!mysql) {
        const match = variant.phase === 'title' ? v.titleMatch : variant.phase === 'text' ? v.textMatch : v.match;
        q.innerJoin('search_fts', 'search_fts', `e.rowid = ${entryOfKey('search_fts.rowid')}`).andWhere(`search_fts MATCH ${match}`);
        // A period is a range of keys, which FTS5 walks alone.
        if (variant.from) q.andWhere(`search_fts.rowid >= ${keyFrom(v.fromSeconds)}`);
        if (variant.to) q.andWhere(`search_fts.rowid < ${keyFrom(v.toSeconds)}`);
      }
      const granted = (resourceType: string, id: string) => {
        if (!CODE.test(resourceType)) throw new Error(`search: resource type ${resourceType} is no code`);
        return variant.all ? '1 = 1' : grantSql(GRANT_PREFIX, id, 'e.clientId', `'${resourceType}'`);
      };
      // A code is checked before it is written into the SQL; INSTR, not LIKE, as `_` in a code is a LIKE wildcard.
      const holds = (list: string) => (code: string) => {
        if (!CODE.test(code)) throw new Error(`search: ${code} is no code`);
        return `INSTR(${list}, ',${code},') > 0`;
      };
      const refs = {
        itemId: 'e.itemId',
        reader: v.me,
        granted,
        admin: variant.all ? '1 = 1' : '1 = 0',
        role: holds(v.roles),
        right: holds(v.rights),
      };
      const ofKind = (r: KindRule, sql: string) => `(e.plugin = '${r.plugin}' AND e.kind = '${r.kind}' AND (${sql}))`;
      if (!variant.all)
        q.andWhere(
          `(${['e.resourceId IS NULL', grantSql(GRANT_PREFIX, 'e.resourceId', 'e.clientId', 'e.resourceType'), ...beyond.map((r) => ofKind(r, r.readable(q, refs)))].join(' OR ')})`,
        );
      for (const r of rules) q.andWhere(`(e.plugin <> '${r.plugin}' OR e.kind <> '${r.kind}' OR (${r.readable(q, refs)}))`);
      if (variant.type) q.andWhere(`e.plugin = ${v.type}`);
      // Narrow rows: the page's entries are read after by primary key (area.ts).
      if (!mysql) {
        q.select(variant.phase === 'count' ? ['e.id AS id'] : ['e.id AS id', 'e.at AS at']);
        // The newest first in the order of the keys (consumed by FTS5, so LIMIT stops the walk).
        if (variant.phase !== 'count') q.orderBy('search_fts.rowid', 'DESC');
      } else {
        // A title hit holds every word in its title: the driving prefix (by any of its words) and each other word.
        const hit = ['m.title = 1', ...variant.others.map((n, i) => otherSql(v, i, n, 'm', true))].join(' AND ');
        q.select(['e.id AS id', 'm.at AS at']);
        if (variant.phase === 'match') q.addSelect(`(${hit})`, 'hit');
        if (variant.bounded) q.addSelect('m.walked', 'walked');
        // The walks' rows, already cut to the newest, sorted again after the rules (a few thousand rows at most).
        q.orderBy('m.at', 'DESC').addOrderBy('m.entryId', 'ASC');
      }
      return q.paged(v.limit, v.offset).rows<OneSearchRow>();
    },
    { variants: 'many' },
  );
