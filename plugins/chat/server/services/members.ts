import { type Me, type ServiceContext } from '@atrium/sdk/server';
import { MEMBERS_MAX, RULES } from '../../shared/constants.js';
import { chatRoom, PUSH } from '../../shared/events.js';
import { ChatMember, type ChatRow } from '../entities/index.js';

/** Active colleagues of the client among these ids; anyone else (unknown, removed, another client's) is a 400. */
export async function activeColleagues(ctx: ServiceContext, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const cards = await ctx.employees.cards(unique);
  const known = new Set(cards.filter((c) => !c.deleted).map((c) => c.id));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length) throw RULES.memberUnknown.badRequest([RULES.memberUnknown.field('members', unknown)]);
  return unique;
}

export function checkSize(count: number) {
  if (count > MEMBERS_MAX) throw RULES.tooManyMembers.badRequest([RULES.tooManyMembers.field('members')]);
}

/** New members hear the chat's room in every open tab at once, and get the toast event with the title. */
export function admitted(ctx: ServiceContext, chat: ChatRow, userIds: string[], title: (userId: string) => string) {
  for (const userId of userIds) {
    ctx.realtime.joinUser(userId, chatRoom(chat.id));
    ctx.realtime.toUser(userId, PUSH.youAdded, { chatId: chat.id, title: title(userId) });
  }
}

/** Removed members leave the room in every tab and get the toast event; the chat leaves their list. */
export function dismissed(ctx: ServiceContext, chat: ChatRow, userIds: string[], title: string) {
  for (const userId of userIds) {
    ctx.realtime.leaveUser(userId, chatRoom(chat.id));
    ctx.realtime.toUser(userId, PUSH.youRemoved, { chatId: chat.id, title });
  }
}

export const memberIds = async (ctx: ServiceContext, chatId: string) =>
  (await ctx.db.repo(ChatMember).find({ where: { chatId } })).map((m) => m.userId);

/** How the user is named in a private chat's toast. */
export const displayName = (me: Me) => [me.user.firstName, me.user.lastName].filter(Boolean).join(' ') || (me.user.login ?? '');
