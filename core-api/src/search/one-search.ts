import { defineQuery, type MeUser, type Params, type SearchReadable } from '@atrium/sdk/server';
import { grantParams, grantSql } from '../grants/service.js';
import { SearchEntry } from './entity.js';
import { entryOfKey, keyFrom } from './order.js';
import { ALL_INDEX, TITLE_INDEX } from './period.js';

/** A kind's reader rule as the one search reads it: the plugin and kind are written inline (checked at start). */
export interface KindRule {
  plugin: string;
  kind: string;
  readable: SearchReadable;
}

/** Which statement of a page (docs/architecture.md, Search): the title matches, the other matches, or a count of at most `limit` matches. */
export type OneSearchPhase = 'title' | 'text' | 'count';

/** What changes the statement's structure: the phase, the optional filters, whether grants apply, and MariaDB's words too short for FULLTEXT. */
export interface OneSearchVariant {
  phase: OneSearchPhase;
  type: boolean;
  from: boolean;
  to: boolean;
  /** An administrator reads every document of the client whatever its content grants (reader rules still apply). */
  all: boolean;
  /** MariaDB: how many query words are shorter than the FULLTEXT index keeps (looked for as title prefixes instead). */
  short: number;
  /** Whether any word is long enough for the full-text index (always on SQLite). */
  long: boolean;
  /** MariaDB: a window of months found by their tokens, or the rest (`period.ts`); SQLite walks all at once. */
  window: 'months' | 'rest' | 'all';
}

export type OneSearchValues = {
  /**
   * The engine's full-text query of every word (FTS5 or boolean mode); on SQLite the title-only one is the title
   * phase's, `textMatch` the text phase's. On MariaDB `match` holds the window's tokens too and `titleMatch` is
   * the words alone (what makes a title hit).
   */
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
  /** MariaDB: the window's dates (`period.ts`). */
  windowFrom: Date;
  windowTo: Date;
  me: string;
  /** The reader's roles and rights as `,code,code,` (reader rules' `refs.role`, `refs.right`). */
  roles: string;
  rights: string;
  limit: number;
  offset: number;
} & Record<`short${number}`, string>;

export interface OneSearchRow {
  id: string;
  plugin: string;
  kind: string;
  itemId: string;
  link: string;
  at: Date | string | null;
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
 * word's matches; on MariaDB it answers one window of months (`period.ts`), asked newest first by the caller.
 * Built once per variant and engine.
 *
 * Every kind's rule is in every statement, also when its plugin cannot be in the answer (not among the
 * reader's modules, or another `type` asked): leaving it out would make the set of plugins with rules part
 * of the variant, a bit each (nine plugins have rules), and a declared query keeps at most 100 variants
 * (`core-api/src/db/shaped.ts`), which on MariaDB the phases, windows and filters alone nearly fill (3 × 2 × 16
 * before words shorter than 3 letters). Such a rule costs little more than the statement's parse and plan: each
 * is behind its plugin's test (`e.plugin = '<code>'`), so the rows of other plugins skip it.
 */
export const defineOneSearch = (rules: readonly KindRule[], beyond: readonly KindRule[]) =>
  defineQuery('core.search.one', SearchEntry, 'e', (q, v: Params<OneSearchValues>, variant: OneSearchVariant) => {
    const engine = q.connection.options.type;
    const mysql = engine === 'mysql' || engine === 'mariadb';
    q.andWhere(`e.plugin IN (${v.modules})`);
    if (mysql) {
      // The words, and in a window of months its period's tokens (`period.ts`); the title phase asks the title's index alone.
      const tokens = variant.window === 'months';
      if (variant.phase === 'title' && variant.long) q.andWhere(`MATCH(${TITLE_INDEX}) AGAINST (${v.match} IN BOOLEAN MODE)`);
      else if (variant.long || tokens) q.andWhere(`MATCH(${ALL_INDEX}) AGAINST (${v.match} IN BOOLEAN MODE)`);
      // InnoDB keeps no word shorter than 3 characters: such a word must begin a word of the title.
      for (let i = 0; i < variant.short; i++) q.andWhere(`CONCAT(' ', e.title) LIKE ${(v as Record<string, string>)[`short${i}`]}`);
      // Without a long word every hit is a title hit (the short words begin title words).
      if (variant.phase === 'text')
        q.andWhere(variant.long ? `NOT (MATCH(${TITLE_INDEX}) AGAINST (${v.titleMatch} IN BOOLEAN MODE) > 0)` : '1 = 0');
      if (tokens) q.andWhere(`e.at >= ${v.windowFrom} AND e.at < ${v.windowTo}`);
      if (variant.window === 'rest') q.andWhere(`(e.at < ${v.windowFrom} OR e.at >= ${v.windowTo} OR e.at IS NULL)`);
      if (variant.from) q.andWhere(`e.at >= ${v.from}`);
      if (variant.to) q.andWhere(`e.at < ${v.to}`);
    } else {
      const match = { title: v.titleMatch, text: v.textMatch, count: v.match }[variant.phase];
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
    if (variant.phase === 'count') q.select('e.id', 'id');
    else q.select(['e.id AS id', 'e.plugin AS plugin', 'e.kind AS kind', 'e.itemId AS "itemId"', 'e.link AS link', 'e.at AS at']);
    // The newest first: on SQLite the order of the keys (consumed by FTS5, so LIMIT stops the walk); on MariaDB the date's.
    if (variant.phase !== 'count') {
      if (mysql) q.orderBy('e.at', 'DESC').addOrderBy('e.id', 'ASC');
      else q.orderBy('search_fts.rowid', 'DESC');
    }
    return q.paged(v.limit, v.offset).rows<OneSearchRow>();
  });
