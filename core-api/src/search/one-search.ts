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

/** Which statement of a page (docs/architecture.md, Search): the title matches, the other matches, or a count of at most `limit` matches. */
export type OneSearchPhase = 'title' | 'text' | 'count';

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
  /** MariaDB: how many other words each document must hold (as prefixes). */
  others: number;
  /** MariaDB: whether each word's walk stops after `inner` rows (else it reads the word's every row). */
  bounded: boolean;
  /** MariaDB: the rows the walks hand over, without the rules (whether a short answer is whole). */
  walked: boolean;
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
} & Record<`drive${number}` | `other${number}`, string>;

export interface OneSearchRow {
  id: string;
  plugin: string;
  kind: string;
  itemId: string;
  link: string;
  at: Date | string | null;
}

/**
 * MariaDB: the documents the word index finds, as a derived table `m` (entryId, at) for the statement to join its
 * entries to (`walk.ts`). Each indexed word of the driving prefix is walked on the key (clientId, word, at DESC,
 * entryId), newest first, keeping the documents holding the other words (an EXISTS each on (clientId, entryId,
 * word)) and in the title phase the title's words only; bounded, a walk stops after `inner` rows, so no statement
 * reads more of a common word than its page. Several walks are merged without repeats.
 */
function walkSql(v: Params<OneSearchValues>, variant: OneSearchVariant): string {
  const values = v as Record<string, string>;
  const title = variant.phase === 'title';
  const other = (i: number, inTitle: boolean) =>
    `EXISTS (SELECT 1 FROM search_word o WHERE o.clientId = sw.clientId AND o.entryId = sw.entryId AND o.word LIKE ${values[`other${i}`]} ESCAPE '!'${inTitle ? ' AND o.title = 1' : ''})`;
  const others = Array.from({ length: variant.others }, (_, i) => i);
  const drives = Array.from({ length: variant.drive }, (_, i) => values[`drive${i}`]!);
  // A title hit holds every word in its title: the driving prefix by any of its words.
  const driveInTitle =
    variant.drive === 1
      ? 'sw.title = 1'
      : `EXISTS (SELECT 1 FROM search_word o WHERE o.clientId = sw.clientId AND o.entryId = sw.entryId AND o.word IN (${drives.join(', ')}) AND o.title = 1)`;
  const walk = (word: string) => {
    const where = [`sw.clientId = ${v.client}`, `sw.word = ${word}`, ...others.map((i) => other(i, title))];
    if (title) where.push('sw.title = 1');
    if (variant.phase === 'text') where.push(`NOT (${[driveInTitle, ...others.map((i) => other(i, true))].join(' AND ')})`);
    if (variant.from) where.push(`sw.at >= ${v.from}`);
    if (variant.to) where.push(`sw.at < ${v.to}`);
    const bound = variant.bounded ? ` ORDER BY sw.at DESC, sw.entryId LIMIT ${v.inner}` : '';
    return `(SELECT sw.entryId, sw.at FROM search_word sw WHERE ${where.join(' AND ')}${bound})`;
  };
  return drives.length === 1 ? walk(drives[0]!) : `(SELECT DISTINCT u.entryId, u.at FROM (${drives.map(walk).join(' UNION ALL ')}) u)`;
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
 * word's matches; on MariaDB it joins the walks of its own word index (`walkSql`), which stop after `inner` rows.
 * Built once per variant and engine.
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
      // MariaDB: how many rows the walks handed over, before the rules: under `inner`, no walk was cut and a short answer is whole.
      if (variant.walked) return q.select('e.id', 'id').paged(v.limit, v.offset).rows<OneSearchRow>();
      q.andWhere(`e.plugin IN (${v.modules})`);
      if (!mysql) {
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
      // The newest first: on SQLite the order of the keys (consumed by FTS5, so LIMIT stops the walk); on MariaDB the
      // walks' rows, already cut to the newest, are sorted again after the rules (a few hundred rows at most).
      if (variant.phase !== 'count') {
        if (mysql) q.orderBy('m.at', 'DESC').addOrderBy('m.entryId', 'ASC');
        else q.orderBy('search_fts.rowid', 'DESC');
      }
      return q.paged(v.limit, v.offset).rows<OneSearchRow>();
    },
    { variants: 'many' },
  );
