import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * One document of the search index (`ctx.search`): what a plugin made findable, with the grants that
 * decide who finds it. Full text is searched through an FTS5 table kept in step by triggers on SQLite (made by the
 * migration, as TypeORM knows no FTS5); on MariaDB the one search walks its own word index (`words.ts`) and
 * `ctx.search.find` the FULLTEXT indexes.
 */
export interface SearchEntryRow extends ClientRow {
  plugin: string;
  kind: string;
  itemId: string;
  title: string;
  text: string;
  /** Tags one per line (each word indexed). */
  tags: string;
  link: string;
  resourceType: string | null;
  resourceId: string | null;
  /** The record's own date (SearchDoc.date): ranks equal matches and serves the date filter. */
  at: Date | null;
}

export const SearchEntry = defineEntity<SearchEntryRow>({
  name: 'SearchEntry',
  table: 'search_entry',
  indices: [
    { columns: ['plugin', 'kind', 'itemId'], unique: true, name: 'ux_search_entry_item' },
    // `ctx.search.find`'s ranked search on MariaDB: the title alone ranks title matches higher. (The one search walks `search_word`, words.ts.)
    { columns: ['title'], fulltext: true, name: 'ft_search_entry_title' },
    { columns: ['title', 'text', 'tags'], fulltext: true, name: 'ft_search_entry_all' },
    { columns: ['at'], name: 'ix_search_entry_at' },
  ],
  columns: {
    plugin: { type: 'varchar', length: 40 },
    kind: { type: 'varchar', length: 40 },
    itemId: { type: 'varchar', length: 36 },
    title: { type: 'varchar', length: 300 },
    text: { type: 'text' },
    tags: { type: 'varchar', length: 1000 },
    link: { type: 'varchar', length: 300 },
    resourceType: { type: 'varchar', length: 40, nullable: true },
    resourceId: { type: 'varchar', length: 36, nullable: true },
    at: { type: 'datetime', precision: 3, nullable: true },
  },
});

/** A trigram of an indexed title word, for "did you mean" (kept on write, emptied with a rebuild). */
export interface SearchTrigramRow extends ClientRow {
  trigram: string;
  word: string;
}

export const SearchTrigram = defineEntity<SearchTrigramRow>({
  name: 'SearchTrigram',
  table: 'search_trigram',
  indices: [{ columns: ['trigram', 'word'], unique: true, name: 'ux_search_trigram' }],
  columns: {
    trigram: { type: 'varchar', length: 12 },
    word: { type: 'varchar', length: 60 },
  },
});

/** The state of a client's rebuild of its index (job `core:reindex_search`): one row per client, which also marks it done once. */
export interface SearchRebuildRow extends ClientRow {
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Records indexed so far. */
  done: number;
}

export const SearchRebuild = defineEntity<SearchRebuildRow>({
  name: 'SearchRebuild',
  table: 'search_rebuild',
  columns: {
    state: { type: 'varchar', length: 10 },
    done: { type: 'int' },
  },
});
