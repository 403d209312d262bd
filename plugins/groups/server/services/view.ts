import { employeeCard, type EmployeeCard, type ServerForm } from '@atrium/sdk/shared';
import type { ServerAnswer, UserContext } from '@atrium/sdk/server';
import type { GroupListItem, GroupView } from '../../shared/types.js';
import { GroupGrant, GroupInvitation, GroupMember, GroupRequest, type GroupRow } from '../entities/index.js';
import { canManage, relationsOf, type Relation } from './access.js';

const coverUrl = (g: GroupRow) => (g.coverId ? `/api/files/${g.coverId}` : null);

/** Member counts of many groups in one grouped query. */
async function memberCounts(ctx: UserContext, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .repo(GroupMember)
    .qb('m')
    .select('m.groupId', 'groupId')
    .addSelect('COUNT(*)', 'n')
    .andWhere('m.groupId IN (:...ids)', { ids })
    .groupBy('m.groupId')
    .getRawMany<{ groupId: string; n: number | string }>();
  return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
}

/** A page of groups as lists show them: a fixed number of queries for the whole page. */
export async function groupListItems(ctx: UserContext, groups: GroupRow[]): Promise<ServerAnswer<GroupListItem>[]> {
  const [counts, relations] = await Promise.all([
    memberCounts(
      ctx,
      groups.map((g) => g.id),
    ),
    relationsOf(ctx, groups),
  ]);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    type: g.type,
    owner: g.ownerId,
    cover: coverUrl(g),
    membersCount: counts.get(g.id) ?? 0,
    me: relations.get(g.id)!,
  }));
}

const byName = (a: ServerForm<EmployeeCard>, b: ServerForm<EmployeeCard>) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/**
 * One group as the caller may see it: members for those who may read it, and requests, invitations and
 * grants for its administrators; everyone else gets the group's card and their own standing.
 */
export async function groupView(ctx: UserContext, group: GroupRow, rel: Relation): Promise<ServerAnswer<GroupView>> {
  const manager = canManage(ctx, rel);
  const where = { groupId: group.id };
  const [members, requests, invitations, grants] = await Promise.all([
    ctx.db.repo(GroupMember).find({ where }),
    manager ? ctx.db.repo(GroupRequest).find({ where }) : [],
    manager ? ctx.db.repo(GroupInvitation).find({ where }) : [],
    manager ? ctx.db.repo(GroupGrant).find({ where }) : [],
  ]);
  const shown = rel.reads || manager ? members : [];
  const ids = [group.ownerId, ...shown.map((m) => m.userId), ...[...requests, ...invitations, ...grants].map((r) => r.userId)];
  const cards = new Map((await ctx.employees.cards([...new Set(ids)])).map((c) => [c.id, employeeCard(c)]));
  const cardsOf = (rows: { userId: string }[]) =>
    rows
      .map((r) => cards.get(r.userId))
      .filter((c): c is ServerForm<EmployeeCard> => !!c)
      .sort(byName);
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    type: group.type,
    owner: group.ownerId,
    cover: coverUrl(group),
    membersCount: members.length,
    me: { member: rel.member, admin: rel.admin, owner: rel.owner, requested: rel.requested, invited: rel.invited, granted: rel.granted },
    ownerCard: cards.get(group.ownerId) ?? null,
    admins: members.filter((m) => m.admin).map((m) => m.userId),
    members: shown
      .filter((m) => cards.has(m.userId))
      .map((m) => ({ user: cards.get(m.userId)!, admin: m.admin }))
      .sort((a, b) => byName(a.user, b.user)),
    requests_ref: cardsOf(requests).map((user_ref) => ({ user_ref })),
    invitations: cardsOf(invitations),
    grants: cardsOf(grants),
    canWrite: rel.member,
    canManage: manager,
  };
}
