import type { RequestContext, RouteBuilder, ServerAnswer } from '@atrium/sdk/server';
import { groupRoutes } from '../../shared/routes.js';
import type { GroupView } from '../../shared/types.js';
import { findableGroup, managedGroup } from '../services/access.js';
import {
  answerInvitation,
  answerRequest,
  invite,
  join,
  leave,
  removeMember,
  replaceOwner,
  setGrant,
  setOwner,
  toggleAdmin,
} from '../services/membership.js';
import { groupView } from '../services/view.js';

/** The group again, as the caller now sees it. */
async function fresh(ctx: RequestContext, id: string): Promise<ServerAnswer<GroupView>> {
  const { group, rel } = await findableGroup(ctx, id);
  return groupView(ctx, group, rel);
}

export function membershipRoutes(r: RouteBuilder) {
  r.route(groupRoutes.join, { summary: 'Join a public group, accept an invitation, or ask to join a closed group' }, async (ctx) => {
    const { group, rel } = await findableGroup(ctx, ctx.params.id);
    await join(ctx, group, rel);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.leave, { summary: 'Leave a group (not its owner)' }, async (ctx) => {
    const { group, rel } = await findableGroup(ctx, ctx.params.id);
    await leave(ctx, group, rel);
    return { id: group.id };
  });

  r.route(groupRoutes.approve, { summary: 'Approve a request to join (group administrators)' }, async (ctx) => {
    const { group } = await managedGroup(ctx, ctx.params.groupId);
    await answerRequest(ctx, group, ctx.params.userId, true);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.reject, { summary: 'Reject a request to join (group administrators)' }, async (ctx) => {
    const { group } = await managedGroup(ctx, ctx.params.groupId);
    await answerRequest(ctx, group, ctx.params.userId, false);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.invite, { summary: 'Invite an employee (group administrators)' }, async (ctx) => {
    const { group } = await managedGroup(ctx, ctx.params.id);
    await invite(ctx, group, ctx.body.user);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.accept, { summary: 'Accept an invitation' }, async (ctx) => {
    const { group, rel } = await findableGroup(ctx, ctx.params.id);
    await answerInvitation(ctx, group, rel, true);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.decline, { summary: 'Decline an invitation' }, async (ctx) => {
    const { group, rel } = await findableGroup(ctx, ctx.params.id);
    await answerInvitation(ctx, group, rel, false);
    return { id: group.id };
  });

  r.route(groupRoutes.toggleAdmin, { summary: 'Make a member an administrator of the group, or take it back' }, async (ctx) => {
    const { group } = await managedGroup(ctx, ctx.params.groupId);
    await toggleAdmin(ctx, group, ctx.params.userId);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.removeMember, { summary: 'Remove a member (group administrators; not the owner)' }, async (ctx) => {
    const { group } = await managedGroup(ctx, ctx.params.groupId);
    await removeMember(ctx, group, ctx.params.userId);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.grant, { summary: 'Let an employee read the group and its posts without being a member' }, async (ctx) => {
    const { group } = await managedGroup(ctx, ctx.params.groupId);
    await setGrant(ctx, group, ctx.params.userId, true);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.revoke, { summary: "Take an employee's read grant away" }, async (ctx) => {
    const { group } = await managedGroup(ctx, ctx.params.groupId);
    await setGrant(ctx, group, ctx.params.userId, false);
    return fresh(ctx, group.id);
  });

  r.route(groupRoutes.setOwner, { summary: 'Hand the group to a member (its owner or a company administrator)' }, async (ctx) => {
    const { group, rel } = await findableGroup(ctx, ctx.params.groupId);
    await setOwner(ctx, group, rel, ctx.params.newOwner);
    return fresh(ctx, group.id);
  });

  r.route(
    groupRoutes.replaceOwner,
    { auth: 'admin', summary: 'Every group a person owns passes to another employee (default: the calling administrator)' },
    async (ctx) => ({ replaced: await replaceOwner(ctx, ctx.params.userId, ctx.body.owner ?? ctx.me.user.id) }),
  );
}
