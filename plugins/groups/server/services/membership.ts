import { In, type UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { Group, GroupGrant, GroupInvitation, GroupMember, GroupRequest, type GroupRow } from '../entities/index.js';
import type { Relation } from './access.js';

const nameOf = (ctx: UserContext) => `${ctx.me.user.firstName} ${ctx.me.user.lastName}`.trim();
const linkOf = (group: GroupRow) => `/group/${group.id}`;

/** Notifications never fail the change they tell about. */
async function tell(ctx: UserContext, userIds: string[], name: string, group: GroupRow) {
  if (!userIds.length) return;
  try {
    await ctx.notify(userIds, { name, section: 'groups', vars: { name: group.name, user: nameOf(ctx) }, link: linkOf(group) });
  } catch {
    // The notifier logs its own failures; the membership change stands.
  }
}

/** An active employee of the client, or 404 'User not found'. */
async function mustBeEmployee(ctx: UserContext, userId: string) {
  const [card] = await ctx.employees.cards([userId]);
  if (!card || card.deleted) throw RULES.userNotFound.notFound();
}

const key = (group: GroupRow, userId: string) => ({ groupId: group.id, userId });

/** Makes a person a member and clears their request and invitation. */
async function admit(ctx: UserContext, group: GroupRow, userId: string) {
  await ctx.db.transaction(async (db) => {
    await db.repo(GroupMember).insertOnce({ groupId: group.id, userId, admin: false });
    await db.repo(GroupRequest).delete(key(group, userId));
    await db.repo(GroupInvitation).delete(key(group, userId));
  });
}

async function admins(ctx: UserContext, group: GroupRow): Promise<string[]> {
  return (await ctx.db.repo(GroupMember).find({ where: { groupId: group.id, admin: true } })).map((m) => m.userId);
}

/**
 * Anyone joins a public group; an invited person joins any group; otherwise a
 * closed group takes a request that its administrators approve or reject.
 */
export async function join(ctx: UserContext, group: GroupRow, rel: Relation): Promise<void> {
  if (rel.member) throw RULES.alreadyMember.conflict();
  if (group.type === 'public' || rel.invited) return admit(ctx, group, ctx.me.user.id);
  if (group.type === 'private') throw RULES.privateJoin.forbidden();
  if (await ctx.db.repo(GroupRequest).insertOnce(key(group, ctx.me.user.id)))
    await tell(ctx, await admins(ctx, group), 'group.request', group);
}

export async function leave(ctx: UserContext, group: GroupRow, rel: Relation) {
  if (rel.owner) throw RULES.ownerLeaves.conflict();
  await ctx.db.repo(GroupMember).delete(key(group, ctx.me.user.id));
}

export async function answerRequest(ctx: UserContext, group: GroupRow, userId: string, approve: boolean) {
  if (!(await ctx.db.repo(GroupRequest).exists(key(group, userId)))) throw RULES.noRequest.notFound();
  if (approve) await admit(ctx, group, userId);
  else await ctx.db.repo(GroupRequest).delete(key(group, userId));
  await tell(ctx, [userId], approve ? 'group.approved' : 'group.rejected', group);
}

export async function invite(ctx: UserContext, group: GroupRow, userId: string) {
  await mustBeEmployee(ctx, userId);
  if (await ctx.db.repo(GroupMember).exists(key(group, userId))) throw RULES.alreadyMember.conflict();
  if (await ctx.db.repo(GroupInvitation).insertOnce(key(group, userId))) await tell(ctx, [userId], 'group.invitation', group);
}

export async function answerInvitation(ctx: UserContext, group: GroupRow, rel: Relation, accept: boolean) {
  if (!rel.invited) throw RULES.noInvitation.notFound();
  if (accept) await admit(ctx, group, ctx.me.user.id);
  else await ctx.db.repo(GroupInvitation).delete(key(group, ctx.me.user.id));
}

async function memberRow(ctx: UserContext, group: GroupRow, userId: string) {
  const row = await ctx.db.repo(GroupMember).findOne(key(group, userId));
  if (!row) throw RULES.notMember.badRequest([RULES.notMember.field('userId')]);
  return row;
}

/** An administrator of the group makes a member an administrator, or takes it back; the owner always stays one. */
export async function toggleAdmin(ctx: UserContext, group: GroupRow, userId: string) {
  const row = await memberRow(ctx, group, userId);
  if (group.ownerId === userId) throw RULES.ownerAdmin.conflict();
  await ctx.db.repo(GroupMember).update({ id: row.id }, { admin: !row.admin });
}

export async function removeMember(ctx: UserContext, group: GroupRow, userId: string) {
  await memberRow(ctx, group, userId);
  if (group.ownerId === userId) throw RULES.ownerLeaves.conflict();
  await ctx.db.repo(GroupMember).delete(key(group, userId));
}

/** The owner (or a company administrator) hands the group to a member, who becomes an administrator too. */
export async function setOwner(ctx: UserContext, group: GroupRow, rel: Relation, newOwner: string) {
  if (!rel.owner && !ctx.me.isAdmin) throw RULES.cannotChangeOwner.forbidden();
  const row = await memberRow(ctx, group, newOwner);
  if (newOwner === group.ownerId) return;
  await ctx.db.transaction(async (db) => {
    await db.repo(Group).update({ id: group.id }, { ownerId: newOwner });
    await db.repo(GroupMember).update({ id: row.id }, { admin: true });
  });
  await tell(ctx, [newOwner], 'group.owner', group);
}

/** Every group a person owns passes to another employee (a leaver's groups), who administers each; one notification per group. */
export async function replaceOwner(ctx: UserContext, from: string, to: string): Promise<number> {
  await mustBeEmployee(ctx, to);
  if (from === to) return 0;
  const groups = await ctx.db.repo(Group).find({ where: { ownerId: from } });
  if (!groups.length) return 0;
  const ids = groups.map((g) => g.id);
  await ctx.db.transaction(async (db) => {
    await db.repo(Group).update({ ownerId: from }, { ownerId: to });
    const already = await db.repo(GroupMember).find({ where: { groupId: In(ids), userId: to } });
    await db.repo(GroupMember).update({ groupId: In(ids), userId: to }, { admin: true });
    const joined = new Set(already.map((m) => m.groupId));
    const fresh = ids.filter((id) => !joined.has(id)).map((groupId) => ({ groupId, userId: to, admin: true }));
    if (fresh.length) await db.repo(GroupMember).insertMany(fresh);
  });
  for (const group of groups) await tell(ctx, [to], 'group.owner', group);
  return groups.length;
}

/** A read grant lets a person read a closed or private group and its posts without being a member. */
export async function setGrant(ctx: UserContext, group: GroupRow, userId: string, on: boolean) {
  await mustBeEmployee(ctx, userId);
  if (on) await ctx.db.repo(GroupGrant).insertOnce(key(group, userId));
  else await ctx.db.repo(GroupGrant).delete(key(group, userId));
}
