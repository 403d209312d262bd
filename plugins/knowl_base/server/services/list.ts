import { In, type MeUser, type UserContext } from '@atrium/sdk/server';
import { KB_ADMIN_ROLE } from '../../shared/constants.js';
import type { AccessForQuery } from '../../shared/schemas.js';
import { Article, type ArticleRow } from '../entities/index.js';
import { noAccess } from './access.js';
import { itemsCount, itemsPage, type ItemsValues, type ItemsVariant } from './queries.js';
import { ITEM_KINDS } from './search-index.js';
import { itemsView } from './view.js';

const seesAll = (reader: MeUser) => reader.roles.includes('admin') || reader.roles.includes(KB_ADMIN_ROLE);

/** One page of items by a variant of the declared queries: counted and cut in the database. */
export async function pageOf(
  ctx: UserContext,
  reader: MeUser,
  scope: ItemsVariant['scope'],
  values: Partial<ItemsValues> & { page: number; limit: number },
  filters: { favourite?: boolean; tags?: string[]; kind?: string } = {},
) {
  const tags = filters.tags ?? [];
  const variant: ItemsVariant = {
    scope,
    favourite: !!filters.favourite,
    tags: tags.length > 0,
    kind: !!filters.kind,
    all: seesAll(reader),
  };
  const { page, ...given } = values;
  const v: ItemsValues = {
    reader,
    parent: '',
    under: '',
    section: '',
    me: reader.id,
    tags,
    kind: filters.kind ?? '',
    offset: (page - 1) * values.limit,
    ...given,
  };
  const [{ entities }, { raw }] = await Promise.all([ctx.db.run(itemsPage, v, variant), ctx.db.run(itemsCount, v, variant)]);
  return { rows: entities, total: Number(raw[0]?.n ?? 0) };
}

/**
 * GET api/user/{clientId}/articles/access_for/{userId}: what that user may read (README, API). Others'
 * view is for administrators; vacancies need the `vacancies` right.
 */
export async function accessFor(ctx: UserContext, userId: string, q: AccessForQuery) {
  if (userId !== ctx.me.user.id && !seesAll(ctx.me.user)) throw noAccess();
  const reader = userId === ctx.me.user.id ? ctx.me.user : await ctx.employees.asMe(userId);
  if (!reader) throw noAccess();
  if (q.section === 'vacancy' && !ctx.me.hasRight('vacancies')) throw noAccess();
  const section = q.section ?? '';
  const paging = { page: q.page, limit: q.limit };
  if (q.search) {
    const found = await ctx.search.find(reader, q.search, {
      kinds: section ? ['vacancy'] : ITEM_KINDS,
      in: q.fields,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
      allGrants: seesAll(reader),
      tags: q.tags,
    });
    const ids = found.result.map((h) => h.id);
    const byId = new Map((await ctx.db.repo(Article).find({ where: { id: In(ids) } })).map((r) => [r.id, r]));
    const rows = ids.map((id) => byId.get(id)).filter((r): r is ArticleRow => !!r);
    const items = await itemsView(ctx, rows, { full: q.full });
    const hits = new Map(found.result.map((h) => [h.id, h]));
    return {
      result: items.map((item, i) => {
        const hit = hits.get(rows[i]!.id)!;
        return { ...item, highlight: { title: hit.title, snippet: hit.snippet } };
      }),
      ...paging,
      total: found.total,
    };
  }
  // Favourites are wherever they were marked, unless a folder is asked.
  const scope = section ? 'section' : q.recent ? 'recent' : q.parent ? 'parent' : q.favourite ? 'anywhere' : 'top';
  const { rows, total } = await pageOf(ctx, reader, scope, { ...paging, parent: q.parent ?? '', section }, q);
  return { result: await itemsView(ctx, rows, { full: q.full }), ...paging, total };
}
