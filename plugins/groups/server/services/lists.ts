import { defineQuery, type Params, type QueryBuilder, type ServerAnswer, type UserContext } from '@atrium/sdk/server';
import type { Paged } from '@atrium/sdk/shared';
import type { GroupListItem } from '../../shared/types.js';
import { Group, type GroupRow } from '../entities/index.js';
import { findsSql, memberOfSql, readsSql } from './access.js';
import { groupListItems } from './view.js';

type ListValues = { me: string; member: string; search: string; limit: number; offset: number };
/** Which list: every group the caller finds, those of one member, or those one person may read; and whether a search narrows it. */
type ListVariant = { of: 'all' | 'member' | 'reads'; search: boolean };

/** The caller finds every listed group (a private group only its members find), in SQL. */
function narrow(q: QueryBuilder<GroupRow>, v: Params<ListValues>, variant: ListVariant) {
  q.andWhere(findsSql(q, 'g', v.me));
  if (variant.of === 'member') q.andWhere(`g.id IN (${memberOfSql(q, v.member)})`);
  if (variant.of === 'reads') q.andWhere(readsSql(q, 'g.id', v.member));
  if (variant.search) q.andWhere(`INSTR(g.searchText, ${v.search}) > 0`);
  return q;
}

const listPage = defineQuery('groups.list', Group, 'g', (q, v: Params<ListValues>, variant: ListVariant) =>
  narrow(q, v, variant).orderBy('g.name', 'ASC').addOrderBy('g.id', 'ASC').paged(v.limit, v.offset),
);
const listCount = defineQuery('groups.list.count', Group, 'g', (q, v: Params<ListValues>, variant: ListVariant) =>
  narrow(q, v, variant).select('COUNT(*)', 'n').rows<{ n: number | string }>(),
);

export interface ListRequest {
  of: ListVariant['of'];
  /** The member (or reader) the list is about; the caller for `all`. */
  member?: string;
  search?: string;
  page: number;
  limit: number;
}

/** A page of groups the caller finds, by name, counted and cut in the database. */
export async function groupList(ctx: UserContext, req: ListRequest): Promise<ServerAnswer<Paged<GroupListItem>>> {
  const search = req.search?.trim().toLocaleLowerCase() ?? '';
  const values: ListValues = {
    me: ctx.me.user.id,
    member: req.member ?? ctx.me.user.id,
    search,
    limit: req.limit,
    offset: (req.page - 1) * req.limit,
  };
  const variant: ListVariant = { of: req.of, search: !!search };
  const [{ entities }, { raw }] = await Promise.all([ctx.db.run(listPage, values, variant), ctx.db.run(listCount, values, variant)]);
  return { result: await groupListItems(ctx, entities), page: req.page, limit: req.limit, total: Number(raw[0]?.n ?? 0) };
}
