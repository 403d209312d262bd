import { In, type Me, type ServiceContext } from '@atrium/sdk/server';
import { chatRoom, PUSH } from '../../shared/events.js';
import { Chat, ChatMember, ChatMessage } from '../entities/index.js';
import { deletesForAll, type Membership } from './access.js';
import { activeColleagues, admitted, checkSize, dismissed, displayName, memberIds } from './members.js';
import { unindexMessages } from '../search.js';

/** Adds and removes members of a named chat (its managers); the owner stays. Everyone in the chat's room hears the new list. */
export async function changeMembers(ctx: ServiceContext, m: Membership, add: string[], remove: string[]): Promise<void> {
  const current = new Set(await memberIds(ctx, m.chat.id));
  const added = (await activeColleagues(ctx, add)).filter((id) => !current.has(id));
  const removed = [...new Set(remove)].filter((id) => current.has(id) && id !== m.chat.ownerId && !add.includes(id));
  checkSize(current.size + added.length - removed.length);
  await ctx.db.transaction(async (db) => {
    // A newcomer starts with everything so far read: the history is there to scroll, not a pile of unread.
    if (added.length) await db.repo(ChatMember).insertMany(added.map((userId) => ({ chatId: m.chat.id, userId, readSeq: m.chat.lastSeq })));
    if (removed.length) await db.repo(ChatMember).delete({ chatId: m.chat.id, userId: In(removed) });
  });
  admitted(ctx, m.chat, added, () => m.chat.name);
  dismissed(ctx, m.chat, removed, m.chat.name);
  if (added.length || removed.length) ctx.realtime.toRoom(chatRoom(m.chat.id), PUSH.participants, { chatId: m.chat.id });
}

/**
 * `DELETE api/chat/{client}/{chat}`: a named chat's managers and either side of a private chat delete it for
 * everyone (messages and files with it; the others get `chat_you_removed`); any other member leaves it.
 */
export async function deleteOrLeave(ctx: ServiceContext, me: Me, m: Membership): Promise<{ deleted: boolean }> {
  const { chat } = m;
  if (!deletesForAll(me, chat)) {
    await ctx.db.repo(ChatMember).delete({ id: m.member.id });
    ctx.realtime.leaveUser(me.user.id, chatRoom(chat.id));
    ctx.realtime.toRoom(chatRoom(chat.id), PUSH.participants, { chatId: chat.id });
    return { deleted: false };
  }
  const members = await ctx.db.repo(ChatMember).find({ where: { chatId: chat.id } });
  const files = (await ctx.db.repo(ChatMessage).find({ where: { chatId: chat.id, type: 'file' } })).map((f) => f.fileId);
  // Only the ids: the index lets go of every message of the chat.
  const messages = await ctx.db
    .repo(ChatMessage)
    .qb('x')
    .select('x.id', 'id')
    .andWhere('x.chatId = :chat', { chat: chat.id })
    .getRawMany<{ id: string }>();
  await ctx.db.transaction(async (db) => {
    await db.repo(ChatMessage).delete({ chatId: chat.id });
    await db.repo(ChatMember).delete({ chatId: chat.id });
    await db.repo(Chat).delete({ id: chat.id });
  });
  for (const id of new Set(files)) if (id) await ctx.files.detach(id, { type: 'chat', id: chat.id });
  await unindexMessages(
    ctx,
    messages.map((x) => x.id),
  );
  ctx.realtime.toRoom(chatRoom(chat.id), PUSH.removed, { chatId: chat.id });
  // A private chat's other side knows it by the deleter's name.
  const title = chat.isPrivate ? displayName(me) : chat.name;
  dismissed(
    ctx,
    chat,
    members.map((x) => x.userId).filter((id) => id !== me.user.id),
    title,
  );
  ctx.realtime.leaveUser(me.user.id, chatRoom(chat.id));
  return { deleted: true };
}
