import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * One document of the search index (`ctx.search`): what a plugin made findable, with the grants that
 * decide who finds it. Full text is searched through FULLTEXT indexes on MySQL/MariaDB and through an FTS5
 * table kept in step by triggers on SQLite (made by the migration, as TypeORM knows no FTS5).
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
}

export const SearchEntry = defineEntity<SearchEntryRow>({
  name: 'SearchEntry',
  table: 'search_entry',
  indices: [
    { columns: ['plugin', 'kind', 'itemId'], unique: true, name: 'ux_search_entry_item' },
    // The title alone ranks title matches higher.
    { columns: ['title'], fulltext: true, name: 'ft_search_entry_title' },
    { columns: ['title', 'text', 'tags'], fulltext: true, name: 'ft_search_entry_all' },
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
  },
});
