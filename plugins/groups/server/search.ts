import { reindexRows, type ObjectLiteral, type Param, type PluginSearch, type QueryBuilder, type ServiceContext } from '@atrium/sdk/server';
import { Group, GroupGrant, GroupInvitation, GroupMember, type GroupRow } from './entities/index.js';

/** Groups in the one search: found by name and description, a private one only by those who may find it in the list. */
const KIND = 'group';

export async function indexGroup(ctx: ServiceContext, group: GroupRow) {
  await ctx.search.index({
    kind: KIND,
    id: group.id,
    title: group.name,
    text: group.description,
    link: `/group/${group.id}`,
    date: group.createdAt,
  });
}

export const unindexGroup = (ctx: ServiceContext, id: string) => ctx.search.remove(KIND, [id]);

/** The list's rule (`findsSql`) on an id column: not private, or the reader is a member, granted or invited. */
function findsIdSql(q: QueryBuilder<ObjectLiteral>, groupId: string, user: Param<string>): string {
  const open = q.sub(Group, 'grp_sopen', (s) => s.select('grp_sopen.id').andWhere(`grp_sopen.type <> 'private'`));
  const linked = [
    [GroupMember, 'grp_sm'],
    [GroupGrant, 'grp_sg'],
    [GroupInvitation, 'grp_si'],
  ] as const;
  const subs = linked.map(
    ([entity, alias]) =>
      `${groupId} IN (${q.sub(entity as typeof GroupMember, alias, (s) => s.select(`${alias}.groupId`).andWhere(`${alias}.userId = ${user}`))})`,
  );
  return `(${groupId} IN (${open}) OR ${subs.join(' OR ')})`;
}

export const groupSearch: PluginSearch = {
  readable: { [KIND]: (q, refs) => findsIdSql(q, refs.itemId, refs.reader) },
  reindex: (ctx, progress) =>
    reindexRows(
      ctx,
      Group,
      async (rows) => {
        for (const g of rows) await indexGroup(ctx, g);
      },
      progress,
    ).then(() => undefined),
};
