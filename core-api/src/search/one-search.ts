import { defineQuery, type MeUser, type Params, type SearchReadable } from '@atrium/sdk/server';
import { grantParams, grantSql } from '../grants/service.js';
import { SearchEntry } from './entity.js';

/** A kind's reader rule as the one search reads it: the plugin and kind are written inline (checked at start). */
export interface KindRule {
  plugin: string;
  kind: string;
  readable: SearchReadable;
}

/** What changes the statement's structure: the optional filters, whether grants apply, and MariaDB's words too short for FULLTEXT. */
export interface OneSearchVariant {
  type: boolean;
  from: boolean;
  to: boolean;
  /** An administrator reads every document of the client whatever its content grants (reader rules still apply). */
  all: boolean;
  /** MariaDB: how many query words are shorter than the FULLTEXT index keeps (looked for as title prefixes instead). */
  short: number;
  /** Whether any word is long enough for the full-text index (always on SQLite). */
  long: boolean;
}

export type OneSearchValues = {
  /** The engine's full-text query of every word (FTS5 or boolean mode); the title-only one ranks title matches first. */
  match: string;
  titleMatch: string;
  modules: string[];
  type: string;
  from: Date;
  to: Date;
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
  total: number | string;
}

/** Grant parameters of the one search: written into the SQL by name, their values given with each call (`grantValues`). */
const GRANT_PREFIX = 'sg_';
const CODE = /^[a-z][a-z0-9_]{1,39}$/;
export const grantValues = (reader: MeUser) => grantParams(reader, '', { prefix: GRANT_PREFIX });

/**
 * `GET api/search` as one statement over `search_entry`: the client (the platform's condition), the modules
 * the reader may use (feature on, right held: a value, so any set of them is the same SQL), the content
 * grants, each kind's reader rule ANDed onto that kind only, the filters; ranked title matches first, then
 * the newest; `total` counted by a window over the same rows, so it is exact and nothing is filtered after.
 * Built once per variant and engine.
 */
export const defineOneSearch = (rules: readonly KindRule[]) =>
  defineQuery('core.search.one', SearchEntry, 'e', (q, v: Params<OneSearchValues>, variant: OneSearchVariant) => {
    const engine = q.connection.options.type;
    const mysql = engine === 'mysql' || engine === 'mariadb';
    q.andWhere(`e.plugin IN (${v.modules})`);
    if (mysql) {
      if (variant.long) q.andWhere(`MATCH(e.title, e.text, e.tags) AGAINST (${v.match} IN BOOLEAN MODE)`);
      // InnoDB keeps no word shorter than 3 characters: such a word must begin a word of the title.
      for (let i = 0; i < variant.short; i++) q.andWhere(`CONCAT(' ', e.title) LIKE ${(v as Record<string, string>)[`short${i}`]}`);
    } else {
      q.innerJoin('search_fts', 'search_fts', 'search_fts.rowid = e.rowid').andWhere(`search_fts MATCH ${v.match}`);
    }
    if (!variant.all) q.andWhere(`(e.resourceId IS NULL OR ${grantSql(GRANT_PREFIX, 'e.resourceId', 'e.clientId', 'e.resourceType')})`);
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
    for (const r of rules) q.andWhere(`(e.plugin <> '${r.plugin}' OR e.kind <> '${r.kind}' OR (${r.readable(q, refs)}))`);
    if (variant.type) q.andWhere(`e.plugin = ${v.type}`);
    if (variant.from) q.andWhere(`e.at >= ${v.from}`);
    if (variant.to) q.andWhere(`e.at < ${v.to}`);
    const titleHit = mysql
      ? variant.long
        ? `CASE WHEN MATCH(e.title) AGAINST (${v.titleMatch} IN BOOLEAN MODE) > 0 THEN 1 ELSE 0 END`
        : '1'
      : `CASE WHEN e.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${v.titleMatch}) THEN 1 ELSE 0 END`;
    // Narrow rows: the window and the sort hold every match, so titles and texts are read after, for the page only (`textsOf`).
    q.select(['e.id AS id', 'e.plugin AS plugin', 'e.kind AS kind', 'e.itemId AS "itemId"', 'e.link AS link', 'e.at AS at'])
      .addSelect('COUNT(*) OVER ()', 'total')
      .addSelect(titleHit, 'titleHit');
    return q.orderBy('titleHit', 'DESC').addOrderBy('e.at', 'DESC').addOrderBy('e.id', 'ASC').paged(v.limit, v.offset).rows<OneSearchRow>();
  });
