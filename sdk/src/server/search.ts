import type { MeUser } from './context.js';

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
