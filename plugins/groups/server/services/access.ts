import { In, type Param, type QueryBuilder, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import type { ObjectLiteral } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { Group, GroupGrant, GroupInvitation, GroupMember, GroupRequest, type GroupRow } from '../entities/index.js';
import type { GroupMembership } from '../../shared/types.js';

/** Where one user stands with one group, from four indexed look-ups. */
export interface Relation extends GroupMembership {
  /** May read the group's posts and members: public, a member, or granted. */
  reads: boolean;
  /** May find the group at all: not private, a member, granted or invited. */
  finds: boolean;
}

export async function relationOf(ctx: ServiceContext, group: GroupRow, userId: string): Promise<Relation> {
  const key = { groupId: group.id, userId };
  const [member, requested, invited, granted] = await Promise.all([
    ctx.db.repo(GroupMember).findOne(key),
    ctx.db.repo(GroupRequest).exists(key),
    ctx.db.repo(GroupInvitation).exists(key),
    ctx.db.repo(GroupGrant).exists(key),
  ]);
  const reads = group.type === 'public' || !!member || granted;
  return {
    member: !!member,
    admin: !!member?.admin,
    owner: group.ownerId === userId,
    requested,
    invited,
    granted,
    reads,
    finds: reads || group.type === 'closed' || invited,
  };
}

/** The caller's relations with many groups at once (a list's page): four queries, whatever the page's size. */
export async function relationsOf(ctx: UserContext, groups: GroupRow[]): Promise<Map<string, GroupMembership>> {
  const where = { groupId: In(groups.map((g) => g.id)), userId: ctx.me.user.id };
  const [members, requests, invitations, grants] = await Promise.all([
    ctx.db.repo(GroupMember).find({ where }),
    ctx.db.repo(GroupRequest).find({ where }),
    ctx.db.repo(GroupInvitation).find({ where }),
    ctx.db.repo(GroupGrant).find({ where }),
  ]);
  const has = (rows: { groupId: string }[], id: string) => rows.some((r) => r.groupId === id);
  return new Map(
    groups.map((g) => {
      const member = members.find((m) => m.groupId === g.id);
      return [
        g.id,
        {
          member: !!member,
          admin: !!member?.admin,
          owner: g.ownerId === ctx.me.user.id,
          requested: has(requests, g.id),
          invited: has(invitations, g.id),
          granted: has(grants, g.id),
        },
      ];
    }),
  );
}

/** Company administrators moderate every group they can find (a private group only as a member). */
export const canManage = (ctx: UserContext, rel: Relation) => rel.admin || (ctx.me.isAdmin && rel.finds);

/** The group if the caller may find it; 404 otherwise, exactly like a missing one. */
export async function findableGroup(ctx: UserContext, id: string): Promise<{ group: GroupRow; rel: Relation }> {
  const group = await ctx.db.repo(Group).get(id);
  const rel = await relationOf(ctx, group, ctx.me.user.id);
  if (!rel.finds) throw errors.notFound();
  return { group, rel };
}

/** The group if the caller administers it (group admin or owner, or a company administrator); 403 otherwise. */
export async function managedGroup(ctx: UserContext, id: string): Promise<{ group: GroupRow; rel: Relation }> {
  const found = await findableGroup(ctx, id);
  if (!canManage(ctx, found.rel)) throw errors.forbidden();
  return found;
}

/* The same rules as SQL for declared queries: values only through placeholders, the type codes inline. */

const idsOf = (
  q: QueryBuilder<ObjectLiteral>,
  entity: typeof GroupMember | typeof GroupGrant | typeof GroupInvitation,
  alias: string,
  user: Param<string>,
) => q.sub(entity, alias, (s) => s.select(`${alias}.groupId`).andWhere(`${alias}.userId = ${user}`));

/** `groupId` (SQL) names a group whose posts and members `user` may read: public, a member, or granted. */
export function readsSql(q: QueryBuilder<ObjectLiteral>, groupId: string, user: Param<string>): string {
  const open = q.sub(Group, 'grp_open', (s) => s.select('grp_open.id').andWhere(`grp_open.type = 'public'`));
  return `(${groupId} IN (${open}) OR ${groupId} IN (${idsOf(q, GroupMember, 'grp_rm', user)}) OR ${groupId} IN (${idsOf(q, GroupGrant, 'grp_rg', user)}))`;
}

/** Group `alias` is one `user` may find: not private, or a member, granted or invited. */
export function findsSql(q: QueryBuilder<ObjectLiteral>, alias: string, user: Param<string>): string {
  const linked = [
    idsOf(q, GroupMember, 'grp_fm', user),
    idsOf(q, GroupGrant, 'grp_fg', user),
    idsOf(q, GroupInvitation, 'grp_fi', user),
  ].map((sub) => `${alias}.id IN (${sub})`);
  return `(${alias}.type <> 'private' OR ${linked.join(' OR ')})`;
}

/** The groups `user` is a member of, as a one-column select. */
export const memberOfSql = (q: QueryBuilder<ObjectLiteral>, user: Param<string>) => idsOf(q, GroupMember, 'grp_mo', user);
