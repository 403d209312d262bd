import { MoreThan, type EntitySchema, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import type { ClientRow } from './entities.js';
import type { MeUser, ServiceContext } from './context.js';
import type { Param, QueryBuilder, ScopedQueryBuilder } from './query.js';

/**
 * One record a plugin makes findable. `kind` names what it is within the plugin ('article', later
 * 'post', 'course', ...); (`kind`, `id`) is unique per plugin and client, so indexing again replaces it.
 */
export interface SearchDoc {
  kind: string;
  /** The record's id. */
  id: string;
  title: string;
  /** Plain text (no markup); only its beginning is kept (`SEARCH_TEXT_MAX` characters). */
  text?: string;
  tags?: string[];
  /** Where the UI opens the record, e.g. `/article/<id>`. */
  link: string;
  /** The content grants that decide who finds it; absent or null: every employee of the client. */
  grants?: { resourceType: string; resourceId: string } | null;
  /** The record's own date (written, starts, created): ranks equal matches newest first and serves the date filter. Default: now. */
  date?: Date;
}

/** A piece of a highlighted text: `match` marks the words the query found. */
export interface SearchPart {
  text: string;
  match: boolean;
}

export interface SearchHit {
  plugin: string;
  kind: string;
  /** The record's id (the `id` it was indexed with). */
  id: string;
  link: string;
  tags: string[];
  /** The whole title in parts, the matched words marked. */
  title: SearchPart[];
  /** A short piece of the text around the first matched words, marked the same way (empty when only the title matched). */
  snippet: SearchPart[];
}

export interface SearchOptions {
  /** Only these kinds of the plugin (default: all of them). */
  kinds?: string[];
  /** Look in the titles only, or in titles, texts and tags (default). */
  in?: 'all' | 'title';
  /** Default 25, at most 100. */
  limit?: number;
  offset?: number;
  /** For readers who see everything (administrators): no grant condition. */
  allGrants?: boolean;
  /** Only documents carrying one of these tags (as indexed, whole tags). */
  tags?: string[];
}

/** Characters of a document's text kept in the index. */
export const SEARCH_TEXT_MAX = 16000;

/**
 * Full-text search over what plugins index (docs/architecture.md, "The plugin platform in depth", Search): each word of the query must
 * match the start of a word of the title, text or tags (case and diacritics ignored). Hits are ranked
 * (a title match counts most), highlighted, limited to the client and to what the reader's content
 * grants let them read, in one query.
 */
export interface SearchService {
  /** Adds or replaces the plugin's document (`kind`, `id`). */
  index(doc: SearchDoc): Promise<void>;
  /** Removes the plugin's documents of that kind with these ids. */
  remove(kind: string, ids: string[]): Promise<void>;
  /** The plugin's documents the reader may read that match `text`, best first; `total` counts them all. */
  find(reader: MeUser, text: string, opts?: SearchOptions): Promise<{ result: SearchHit[]; total: number }>;
}

/** What a kind's reader rule may name inside the search's declared query over `search_entry`. */
export interface SearchRefs {
  /** The SQL of the indexed record's id column (`e.itemId`): correlate sub-queries on it. */
  itemId: string;
  /** The placeholder of the reader's user id. */
  reader: Param<string>;
  /**
   * "Content grants of `resourceType` let the reader read the record whose id is the SQL `id`" (always true for
   * an administrator), to combine with OR (a restricted post: granted, or its author).
   */
  granted(resourceType: string, id: string): string;
  /** SQL true when the reader administers the client (`1 = 1` or `1 = 0`, a variant of the statement), for rules under which admins open everything. */
  admin: string;
  /** SQL true when the reader holds the role `code` (a module's administrators, `polls_admin`); the roles are a value, so every reader shares the SQL. */
  role(code: string): string;
  /** SQL true when the reader holds the right `code` of an installed plugin (a second right of the module, such as `vacancies`). */
  right(code: string): string;
}

/**
 * "The reader may read the record at `refs.itemId`" as SQL, for the one search over every module
 * (`GET api/search`). Built once per variant and cached like a wall post parent's `readable`: values come only
 * through `refs`, sub-selects through `q.sub(...)`. It is ANDed onto the plugin's documents of that kind only;
 * content grants (`SearchDoc.grants`) are checked as well.
 */
export type SearchReadable = (q: QueryBuilder<ObjectLiteral>, refs: SearchRefs) => string;

/**
 * "The reader opens the record at `refs.itemId` whatever its content grants say" (a kind's `beyondGrants`): as a
 * reader rule, its sub-selects through `q.sub(...)`, but over the scoped builder both the one search and the
 * plugin's own `ctx.search.find` have.
 */
export type SearchBeyondGrants = (q: ScopedQueryBuilder<ObjectLiteral>, refs: SearchRefs) => string;

/**
 * A plugin's part in the one search (`definePlugin(…, { search })`, docs/plugin-guide.md, Search). The plugin
 * indexes on write and removes on delete through `ctx.search`; `reindex` writes every record again for a
 * rebuild from scratch (the core has emptied the client's index first).
 */
export interface PluginSearch {
  /** Reader rules by kind; a kind without one is found by every employee its content grants let read. */
  readable?: Record<string, SearchReadable>;
  /**
   * By kind: SQL true when the reader opens the record whatever the document's own `grants` say (a module's
   * administrators, as the knowledge base's `knowl_base_admin`; an article's author); ORed onto the grant check of
   * that kind only, in the one search and in the plugin's own `ctx.search.find`.
   */
  beyondGrants?: Record<string, SearchBeyondGrants>;
  /** Indexes every record of the client again; `progress(n)` tells how many are done so far (the client edit screen shows it). */
  reindex?: (ctx: ServiceContext & { clientId: string }, progress: (done: number) => Promise<void>) => Promise<void>;
}

/** Rows a rebuild reads and writes per step. */
const REINDEX_STEP = 500;

/**
 * A rebuild's loop over one entity (`search.reindex`): the client's rows matching `where`, in id order, a step at a
 * time, each step written by `index` and counted to `progress` (`base` adds what the plugin wrote before).
 */
export async function reindexRows<T extends ClientRow>(
  ctx: ServiceContext,
  entity: EntitySchema<T>,
  index: (rows: T[]) => Promise<void>,
  progress: (done: number) => Promise<void>,
  opts: { where?: FindOptionsWhere<T>; base?: number } = {},
): Promise<number> {
  let after = '';
  let done = opts.base ?? 0;
  for (;;) {
    const rows = await ctx.db
      .repo(entity)
      .find({ where: { ...opts.where, id: MoreThan(after) } as FindOptionsWhere<T>, order: { id: 'ASC' } as never, take: REINDEX_STEP });
    await index(rows);
    done += rows.length;
    await progress(done);
    if (rows.length < REINDEX_STEP) return done;
    after = rows[rows.length - 1]!.id;
  }
}
