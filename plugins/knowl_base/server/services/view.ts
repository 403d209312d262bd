import { In, type ServerAnswer, type UserContext } from '@atrium/sdk/server';
import { employeeCard } from '@atrium/sdk/shared';
import { GRANT_TYPE } from '../../shared/constants.js';
import type { ArticleImage, ArticleItem, ArticleView } from '../../shared/types.js';
import { ArticleFavourite, VacancyResponse, type ArticleRow, type StoredRef } from '../entities/index.js';
import { isKbAdmin, mayChangeReaders } from './access.js';
import { fileOf } from './files.js';
import { writableOf } from './queries.js';
import { mayReadResponses, vacancyFields } from './vacancy.js';

const imageOf = (f: StoredRef | null): ServerAnswer<ArticleImage> | null => (f ? { id: f.id, path: f.url, thumb: f.thumb } : null);

/** The items as the caller sees them, with favourites and edit rights read for the whole page in two queries. */
export async function itemsView(ctx: UserContext, rows: ArticleRow[], opts: { full?: boolean } = {}): Promise<ServerAnswer<ArticleItem>[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const me = ctx.me.user.id;
  const favourites = new Set(
    (await ctx.db.repo(ArticleFavourite).find({ where: { userId: me, articleId: In(ids) } })).map((f) => f.articleId),
  );
  const admin = isKbAdmin(ctx);
  const granted = admin ? [] : rows.filter((r) => r.grantsFrom !== null && r.authorId !== me).map((r) => r.id);
  const writable = new Set(
    granted.length ? (await ctx.db.run(writableOf, { ids: granted, reader: ctx.me.user })).raw.map((r) => r.id) : [],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    parentId: r.parentId,
    section: r.section,
    order: r.order,
    title: r.title,
    subtitle: r.subtitle,
    cover: imageOf(r.cover),
    thumb: imageOf(r.thumb),
    url: r.url,
    files: r.files.map(fileOf),
    attachments: r.attachments.map(fileOf),
    tags: r.tags,
    authorId: r.authorId,
    views: r.views,
    favourite: favourites.has(r.id),
    ownGrants: r.ownGrants,
    canEdit: admin || r.authorId === me || writable.has(r.id),
    canChangeReaders: mayChangeReaders(ctx, r),
    vacancy: vacancyFields(r),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...(opts.full ? { content: r.content } : {}),
  }));
}

/** One item with its content, and its own grants for those who may change it. */
export async function itemView(ctx: UserContext, row: ArticleRow): Promise<ServerAnswer<ArticleView>> {
  const [item] = await itemsView(ctx, [row]);
  const grants = item!.canEdit && row.ownGrants ? await ctx.grants.get(GRANT_TYPE, row.id) : null;
  const [author] = await ctx.employees.cards([row.authorId]);
  const responses = (await mayReadResponses(ctx, row)) ? await ctx.db.repo(VacancyResponse).count({ vacancyId: row.id }) : null;
  // The card only: the row also carries HR fields (the start of work), which readers must not get.
  return { ...item!, content: row.content, grants, author: author ? employeeCard(author) : null, responses };
}
