import { type Me, type MeUser, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import { RULES, POLL_RESOURCE, POLLS_ADMIN_ROLE } from '../../shared/constants.js';
import { Poll, type PollRow } from '../entities/poll.js';

/** Administrators of the module: admins and the `polls_admin` role see every poll and all its data. */
export const isPollsAdmin = (me: Me) => me.isAdmin || me.user.roles.includes(POLLS_ADMIN_ROLE);

/** The author administers their own poll: edits, finishes, deletes it and sees all its data. */
export const canManage = (me: Me, poll: PollRow) => isPollsAdmin(me) || poll.authorId === me.user.id;

/** A recipient is whoever the poll's stored grants reach (for-all polls hold an 'everyone' grant). */
export async function isRecipient(ctx: ServiceContext, user: MeUser, poll: PollRow): Promise<boolean> {
  return (await ctx.grants.levelFor(user, POLL_RESOURCE, poll.id)) !== 'none';
}

export const noAccess = () => RULES.noAccess.forbidden();

/** A poll of the current client the caller may see (404 for other clients' ids, 403 for non-recipients). */
export async function readablePoll(ctx: UserContext, id: string) {
  const poll = await ctx.db.repo(Poll).get(id);
  const manage = canManage(ctx.me, poll);
  const recipient = await isRecipient(ctx, ctx.me.user, poll);
  if (!manage && !recipient) throw noAccess();
  return { poll, manage, recipient };
}

/** A poll the caller administers. */
export async function managedPoll(ctx: UserContext, id: string) {
  const poll = await ctx.db.repo(Poll).get(id);
  if (!canManage(ctx.me, poll)) throw noAccess();
  return poll;
}
