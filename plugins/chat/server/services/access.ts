import { type Me, type ServiceContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { Chat, ChatMember, type ChatMemberRow, type ChatRow } from '../entities/index.js';

export interface Membership {
  chat: ChatRow;
  member: ChatMemberRow;
}

/** Whether the user is in the chat: who may hear its room. */
export const isMember = (ctx: ServiceContext, chatId: string, userId: string) => ctx.db.repo(ChatMember).exists({ chatId, userId });

/** The chat and the user's place in it; anyone outside it gets 404, so a chat's existence does not leak. */
export async function membership(ctx: ServiceContext, chatId: string, userId: string): Promise<Membership> {
  const member = await ctx.db.repo(ChatMember).findOne({ chatId, userId });
  const chat = member && (await ctx.db.repo(Chat).findOne({ id: chatId }));
  if (!member || !chat) throw RULES.notFound.notFound();
  return { chat, member };
}

/** Who may rename, close, change the members of and delete a named chat: its owner or an admin. */
export const canManage = (me: Me, chat: ChatRow) => !chat.isPrivate && (chat.ownerId === me.user.id || me.isAdmin);

/** Deleting removes the whole chat for a named chat's managers and for either side of a private chat; others leave. */
export const deletesForAll = (me: Me, chat: ChatRow) => chat.isPrivate || canManage(me, chat);

export function managed(me: Me, m: Membership): Membership {
  if (!canManage(me, m.chat)) throw RULES.noAccess.forbidden();
  return m;
}

/** Sending needs an open chat. */
export function writable(m: Membership): Membership {
  if (m.chat.closed) throw RULES.closed.conflict();
  return m;
}
