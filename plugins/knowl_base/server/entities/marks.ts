import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A user's view of an item: one row per user, so views count people, not visits. */
export interface ArticleViewRow extends ClientRow {
  articleId: string;
  userId: string;
}
export const ArticleViewMark = defineEntity<ArticleViewRow>({
  name: 'ArticleViewMark',
  table: 'knowl_base_view',
  indices: [{ columns: ['userId'] }, { columns: ['articleId', 'userId'], unique: true }],
  columns: { articleId: { type: 'varchar', length: 36 }, userId: { type: 'varchar', length: 36 } },
});

/** An item a user marked as a favourite. */
export interface ArticleFavouriteRow extends ClientRow {
  articleId: string;
  userId: string;
}
export const ArticleFavourite = defineEntity<ArticleFavouriteRow>({
  name: 'ArticleFavourite',
  table: 'knowl_base_favourite',
  indices: [{ columns: ['userId'] }, { columns: ['articleId', 'userId'], unique: true }],
  columns: { articleId: { type: 'varchar', length: 36 }, userId: { type: 'varchar', length: 36 } },
});

/** One tag of an item, so lists filter by tags in SQL. */
export interface ArticleTagRow extends ClientRow {
  articleId: string;
  tag: string;
}
export const ArticleTag = defineEntity<ArticleTagRow>({
  name: 'ArticleTag',
  table: 'knowl_base_tag',
  indices: [{ columns: ['articleId'] }, { columns: ['tag', 'articleId'] }],
  columns: { articleId: { type: 'varchar', length: 36 }, tag: { type: 'varchar', length: 50 } },
});
