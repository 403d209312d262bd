import { defineQuery, type MeUser, type Params, type QueryBuilder } from '@atrium/sdk/server';
import { GRANT_TYPE } from '../../shared/constants.js';
import { Article, ArticleFavourite, ArticleTag, type ArticleRow } from '../entities/index.js';

export interface ItemsValues {
  reader: MeUser;
  parent: string;
  /** The path of the folder whose whole subtree is asked (full_tree). */
  under: string;
  section: string;
  me: string;
  tags: string[];
  kind: string;
  limit: number;
  offset: number;
}

/** What changes the SQL: where the items are, the filters used, and whether grants apply (not for administrators). */
export interface ItemsVariant {
  /** Where the items are; `anywhere`: the whole tree (favourites). */
  scope: 'top' | 'parent' | 'subtree' | 'section' | 'recent' | 'anywhere';
  favourite: boolean;
  tags: boolean;
  kind: boolean;
  all: boolean;
}

/** "The reader (`me`: their id) may read the item": they wrote it, its grants, or none anywhere above it (grantsFrom null: everyone). */
export const readableSql = (q: QueryBuilder<ArticleRow>, reader: string, me: string, alias = 'a') =>
  `(${alias}.grantsFrom IS NULL OR ${alias}.authorId = ${me} OR ${q.grantedSql(reader, GRANT_TYPE, { alias, idColumn: 'grantsFrom' })})`;

function filtered(q: QueryBuilder<ArticleRow>, p: Params<ItemsValues>, v: ItemsVariant) {
  if (v.scope === 'top') q.andWhere('a.parentId IS NULL');
  if (v.scope === 'parent') q.andWhere(`a.parentId = ${p.parent}`);
  // The folder itself is left out: its path is the prefix, descendants are longer.
  if (v.scope === 'subtree') q.andWhere(`a.path LIKE ${p.under} AND a.parentId IS NOT NULL`);
  if (v.scope === 'recent') q.andWhere(`a.kind = 'article'`);
  q.andWhere(`a.section = ${p.section}`);
  if (v.kind) q.andWhere(`a.kind = ${p.kind}`);
  if (v.favourite)
    q.andWhere(`EXISTS (${q.sub(ArticleFavourite, 'f', (s) => s.select('1').andWhere(`f.articleId = a.id AND f.userId = ${p.me}`))})`);
  if (v.tags)
    q.andWhere(`EXISTS (${q.sub(ArticleTag, 't', (s) => s.select('1').andWhere(`t.articleId = a.id AND t.tag IN (${p.tags})`))})`);
  if (!v.all) q.andWhere(readableSql(q, p.reader, p.me));
  return q;
}

/** A page of items: in a folder by their order, a subtree by path (parents before children), the others (vacancies, recent articles, favourites) newest first. */
export const itemsPage = defineQuery('knowl_base.items', Article, 'a', (q, p: Params<ItemsValues>, v: ItemsVariant) => {
  filtered(q, p, v);
  const newestFirst = v.scope === 'section' || v.scope === 'recent' || v.scope === 'anywhere';
  if (newestFirst) q.orderBy('a.createdAt', 'DESC');
  else if (v.scope === 'subtree') q.orderBy('a.path', 'ASC');
  else q.orderBy('a.order', 'ASC').addOrderBy('a.createdAt', 'ASC');
  // Ids are time-ordered (UUIDv7): two items written in one millisecond keep the list's direction.
  return q.addOrderBy('a.id', newestFirst ? 'DESC' : 'ASC').paged(p.limit, p.offset);
});

export const itemsCount = defineQuery('knowl_base.items.count', Article, 'a', (q, p: Params<ItemsValues>, v: ItemsVariant) =>
  filtered(q, p, v).select('COUNT(*)', 'n').rows<{ n: number | string }>(),
);

/** Of these items, those the reader may read (breadcrumbs, search answers). */
export const readableOf = defineQuery('knowl_base.readable', Article, 'a', (q, p: Params<{ ids: string[]; reader: MeUser; me: string }>) =>
  q
    .select('a.id', 'id')
    .andWhere(`a.id IN (${p.ids})`)
    .andWhere(readableSql(q, p.reader, p.me))
    .rows<{ id: string }>(),
);

/** Of these items, those whose grants give the reader write (canEdit of a page, in one query). */
export const writableOf = defineQuery('knowl_base.writable', Article, 'a', (q, p: Params<{ ids: string[]; reader: MeUser }>) =>
  q
    .select('a.id', 'id')
    .andWhere(`a.id IN (${p.ids})`)
    .granted(p.reader, GRANT_TYPE, { idColumn: 'grantsFrom', level: 'write' })
    .rows<{ id: string }>(),
);
