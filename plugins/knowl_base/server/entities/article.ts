import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { Currency } from '@atrium/sdk/shared';
import type { ArticleKind, ArticleSection } from '../../shared/constants.js';

/** A stored file as an item keeps it: what the file service measured, never what the browser claimed. */
export interface StoredRef {
  id: string;
  fileName: string;
  mimetype: string;
  url: string;
  thumb: string | null;
  size: number;
}

/**
 * An item of the knowledge base: an article, a folder or a file; a vacancy is an article of section
 * `vacancy` at the top level. `path` lists the ids from the top down to the item (`/a/b/id/`), so a
 * subtree is one `LIKE` and "into itself or below" one prefix test. `grantsFrom` is the item whose
 * grants decide who reads it (itself when `ownGrants`, else its folder's `grantsFrom`; null: everyone).
 */
export interface ArticleRow extends ClientRow {
  kind: ArticleKind;
  parentId: string | null;
  path: string;
  section: ArticleSection;
  order: number;
  title: string;
  subtitle: string;
  content: string;
  cover: StoredRef | null;
  thumb: StoredRef | null;
  url: string | null;
  files: StoredRef[];
  attachments: StoredRef[];
  tags: string[];
  authorId: string;
  views: number;
  ownGrants: boolean;
  grantsFrom: string | null;
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: Currency | null;
  receivers: string[];
}

export const Article = defineEntity<ArticleRow>({
  name: 'Article',
  table: 'knowl_base_article',
  indices: [{ columns: ['section', 'createdAt'] }, { columns: ['parentId', 'order'] }],
  columns: {
    kind: { type: 'varchar', length: 10 },
    parentId: { type: 'varchar', length: 36, nullable: true },
    path: { type: 'varchar', length: 1000 },
    section: { type: 'varchar', length: 10, default: '' },
    order: { type: 'int', default: 0 },
    title: { type: 'varchar', length: 200 },
    subtitle: { type: 'varchar', length: 300, default: '' },
    // Up to CONTENT_MAX characters of rich content: beyond MySQL's TEXT of 64 kB (SQLite's text, which has no limit).
    content: { type: 'mediumtext' },
    cover: { type: 'simple-json', nullable: true },
    thumb: { type: 'simple-json', nullable: true },
    url: { type: 'varchar', length: 1000, nullable: true },
    files: { type: 'simple-json' },
    attachments: { type: 'simple-json' },
    tags: { type: 'simple-json' },
    authorId: { type: 'varchar', length: 36 },
    views: { type: 'int', default: 0 },
    ownGrants: { type: 'boolean', default: false },
    grantsFrom: { type: 'varchar', length: 36, nullable: true },
    salaryFrom: { type: 'int', nullable: true },
    salaryTo: { type: 'int', nullable: true },
    salaryCurrency: { type: 'varchar', length: 3, nullable: true },
    receivers: { type: 'simple-json' },
  },
});
