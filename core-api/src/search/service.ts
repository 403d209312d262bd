import {
  In,
  SEARCH_TEXT_MAX,
  type ClientDb,
  type MeUser,
  type ScopedQueryBuilder,
  type SearchBeyondGrants,
  type SearchHit,
  type SearchRefs,
  type SearchService,
} from '@atrium/sdk/server';
import type { ObjectLiteral } from 'typeorm';
import { grantParams, grantSql } from '../grants/service.js';
import { SearchEntry, SearchTrigram } from './entity.js';
import { entryOfKey } from './order.js';
import { documentWords, removeWords, writeWords } from './words.js';
import {
  booleanQuery,
  escapeLike,
  fts5Query,
  highlightParts,
  matcherOf,
  parseQuery,
  snippetParts,
  titleWords,
  trigramsOf,
} from './text.js';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;
const PREFIX = 's_';
/** MariaDB: the columns of the two FULLTEXT indexes, as `MATCH` must name them (`find`'s ranked search; the one search walks `search_word`). */
const TITLE_INDEX = 'e.title';
const ALL_INDEX = 'e.title, e.text, e.tags';

interface HitRow {
  itemId: string;
  kind: string;
  plugin: string;
  link: string;
  tags: string;
  title: string;
  text: string;
}

/**
 * Writes the trigrams of the title's words not indexed yet (for "did you mean"); a word stays after its
 * documents are gone until the next rebuild, and is offered only when it still finds something.
 */
export async function indexTitleWords(db: ClientDb, title: string): Promise<void> {
  const words = titleWords(title);
  if (!words.length) return;
  const repo = db.repo(SearchTrigram);
  const known = new Set((await repo.find({ where: { word: In(words) }, select: { word: true } } as never)).map((r) => r.word));
  const fresh = words.filter((w) => !known.has(w));
  if (fresh.length) await repo.insertManyOnce(fresh.flatMap((word) => trigramsOf(word).map((trigram) => ({ trigram, word }))));
}

const tagsOf = (tags: string) => (tags ? tags.split('\n') : []);
/** A tag as stored: one line, single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What a kind's `beyondGrants` rule names, for one reader of `find`: the reader's id as a parameter, their roles
 * and rights as SQL constants (the statement is built for each call).
 */
function readerRefs(qb: ScopedQueryBuilder<ObjectLiteral>, reader: MeUser): SearchRefs {
  // As the request's own `me` (rights/ability.ts): a superadmin administers too, a superuser holds every right.
  const admin = reader.roles.includes('admin') || reader.roles.includes('superadmin');
  const sql = (on: boolean) => (on ? '1 = 1' : '1 = 0');
  qb.setParameter('s_reader', reader.id);
  let types = 0;
  return {
    itemId: 'e.itemId',
    reader: ':s_reader',
    granted: (resourceType, id) => {
      const key = `s_type${types++}`;
      qb.setParameter(key, resourceType);
      return grantSql(PREFIX, id, 'e.clientId', `:${key}`);
    },
    admin: sql(admin),
    role: (code) => sql(reader.roles.includes(code)),
    right: (code) => sql(admin || !!reader.superuser || reader.rights.includes(code)),
  };
}

/**
 * The search service of one plugin (`plugin`) in one client: documents are written to `search_entry`
 * through the client's repository; a query is one statement over the full-text index of the engine,
 * with the client, the plugin, the kinds and the reader's grants (or the plugin's `beyondGrants` of a kind) in its WHERE.
 */
export function createSearchService(db: ClientDb, plugin: string, beyondGrants: Record<string, SearchBeyondGrants> = {}): SearchService {
  const repo = db.repo(SearchEntry);
  const engine = repo.qb('e').connection.options.type;
  const mysql = engine === 'mysql' || engine === 'mariadb';
  return {
    async index(doc) {
      const row = {
        plugin,
        kind: doc.kind,
        itemId: doc.id,
        // As written: the full-text index folds ё for matching (its triggers on SQLite, the collation on MariaDB).
        title: doc.title.slice(0, 300),
        text: (doc.text ?? '').slice(0, SEARCH_TEXT_MAX),
        tags: (doc.tags ?? []).map(oneLine).join('\n').slice(0, 1000),
        link: doc.link,
        resourceType: doc.grants?.resourceType ?? null,
        resourceId: doc.grants?.resourceId ?? null,
        at: doc.date ?? new Date(),
      };
      const where = { plugin, kind: doc.kind, itemId: doc.id };
      const write = async (tx: ClientDb) => {
        const entries = tx.repo(SearchEntry);
        // Insert first: MariaDB counts an update that changes nothing (same millisecond) as no row, and inserting then would clash.
        const fresh = await entries.insertOnce(row);
        if (!fresh) await entries.update(where, row);
        // MariaDB: the entry's words, in its transaction (words.ts).
        if (mysql) {
          const { id } = (await entries.findOne(where))!;
          await writeWords(tx, { entryId: id, at: row.at, words: documentWords(row.title, row.text, row.tags) }, fresh);
        }
      };
      await (mysql ? db.transaction(write) : write(db));
      await indexTitleWords(db, row.title);
    },
    async remove(kind, ids) {
      if (!ids.length) return;
      const where = { plugin, kind, itemId: In(ids) };
      if (!mysql) return void (await repo.delete(where));
      // By primary key once read: a row lock each, as the words (words.ts).
      await db.transaction(async (tx) => {
        const entries = tx.repo(SearchEntry);
        const found = (await entries.find({ where, select: { id: true } } as never)).map((e) => e.id);
        await removeWords(tx, found);
        if (found.length) await entries.delete({ id: In(found) });
      });
    },
    async find(reader, text, opts = {}) {
      const query = parseQuery(text);
      if (!query) return { result: [], total: 0 };
      const inTitle = opts.in === 'title';
      const match = 'signs' in query ? '' : mysql ? booleanQuery(query.words) : fts5Query(query.words, inTitle);
      // MariaDB leaves out words shorter than it indexes: a query of only those finds nothing.
      if ('words' in query && !match) return { result: [], total: 0 };
      const qb = repo.qb('e').andWhere('e.plugin = :s_plugin', { s_plugin: plugin });
      if (opts.kinds) qb.andWhere(opts.kinds.length ? 'e.kind IN (:...s_kinds)' : '1 = 0', { s_kinds: opts.kinds });
      // A document without grants is the whole client's; one with grants, only for those they let read it or the kind's rule lets open it.
      if (!opts.allGrants) {
        const refs = readerRefs(qb, reader);
        const beyond = Object.entries(beyondGrants).map(([kind, rule], i) => {
          qb.setParameter(`s_beyond${i}`, kind);
          return `(e.kind = :s_beyond${i} AND (${rule(qb, refs)}))`;
        });
        const granted = grantSql(PREFIX, 'e.resourceId', 'e.clientId', 'e.resourceType');
        qb.andWhere(`(${['e.resourceId IS NULL', granted, ...beyond].join(' OR ')})`, grantParams(reader, '', { prefix: PREFIX }));
      }
      if (opts.tags?.length) {
        // Tags are stored one per line: a whole tag is the text between two line ends.
        const lines = mysql ? 'CONCAT(CHAR(10), e.tags, CHAR(10))' : '(char(10) || e.tags || char(10))';
        const likes = opts.tags.map((_, i) => `${lines} LIKE :s_tag${i} ESCAPE '!'`);
        qb.andWhere(
          `(${likes.join(' OR ')})`,
          Object.fromEntries(opts.tags.map((t, i) => [`s_tag${i}`, `%\n${escapeLike(oneLine(t))}\n%`])),
        );
      }
      let score: string;
      if ('signs' in query) {
        // Signs are no words for either full-text index: they are looked for as written, newest first.
        const columns = inTitle ? ['e.title'] : ['e.title', 'e.text', 'e.tags'];
        qb.andWhere(`(${columns.map((c) => `${c} LIKE :s_like ESCAPE '!'`).join(' OR ')})`, { s_like: `%${escapeLike(query.signs)}%` });
        score = '0';
      } else if (mysql) {
        const all = inTitle ? TITLE_INDEX : ALL_INDEX;
        qb.andWhere(`MATCH(${all}) AGAINST (:s_q IN BOOLEAN MODE)`, { s_q: match });
        score = `MATCH(${TITLE_INDEX}) AGAINST (:s_q IN BOOLEAN MODE) * 3 + MATCH(${all}) AGAINST (:s_q IN BOOLEAN MODE)`;
      } else {
        qb.innerJoin('search_fts', 'search_fts', `e.rowid = ${entryOfKey('search_fts.rowid')}`).andWhere('search_fts MATCH :s_q', {
          s_q: match,
        });
        // bm25 is lower for better matches; a title counts five times, tags twice.
        score = '-bm25(search_fts, 5.0, 1.0, 2.0)';
      }
      const total = await qb.getCount();
      const limit = Math.min(Math.max(1, opts.limit ?? DEFAULT_LIMIT), MAX_LIMIT);
      qb.select(['e.itemId AS "itemId"', 'e.kind AS kind', 'e.plugin AS plugin', 'e.link AS link', 'e.tags AS tags'])
        .addSelect('e.title', 'title')
        .addSelect('e.text', 'text')
        .addSelect(score, 'score')
        .orderBy('score', 'DESC')
        .addOrderBy('e.updatedAt', 'DESC')
        .limit(limit)
        .offset(Math.max(0, opts.offset ?? 0));
      // Matches are marked here on both engines, in the text as written: SQLite's full-text index is contentless (order.ts).
      const rows = await qb.getRawMany<HitRow>();
      const matcher = matcherOf(query);
      const result = rows.map((r): SearchHit => ({
        plugin: r.plugin,
        kind: r.kind,
        id: r.itemId,
        link: r.link,
        tags: tagsOf(r.tags),
        title: highlightParts(r.title, matcher),
        snippet: snippetParts(r.text, matcher),
      }));
      return { result, total };
    },
  };
}
