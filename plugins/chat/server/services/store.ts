import { type ServiceContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { chatRoom, PUSH, type UnreadPush } from '../../shared/events.js';
import type { ChatCreate, MessageSend } from '../../shared/schemas.js';
import { Chat, ChatMember, ChatMessage, type ChatMemberRow, type ChatMessageRow, type ChatRow } from '../entities/index.js';
import { writable, type Membership } from './access.js';
import { unreadTotal } from './list.js';
import { activeColleagues, admitted, checkSize } from './members.js';
import { messageView } from './view.js';
import { indexMessage } from '../search.js';

const LINK = /\bhttps?:\/\/\S+/i;

/**
 * Creates a named chat, or finds the one private chat of the pair (a second "create" answers the same chat).
 * The creator is a member; the others are told (`chat_you_added`) and their open tabs join the room.
 */
export async function createChat(ctx: ServiceContext, input: ChatCreate, ownerId: string, ownerName: string): Promise<ChatRow> {
  const others = (await activeColleagues(ctx, input.members)).filter((id) => id !== ownerId);
  // Naming only oneself makes a chat with nobody to talk to (README, Rules).
  if (!others.length) {
    const rule = input.private ? RULES.privateNeedsOne : RULES.membersRequired;
    throw rule.badRequest([rule.field('members')]);
  }
  checkSize(others.length + 1);
  const privateKey = input.private ? [ownerId, ...others].sort().join(':') : null;
  if (privateKey) {
    const existing = await ctx.db.repo(Chat).findOne({ privateKey });
    if (existing) return existing;
  }
  const chat = await ctx.db.transaction(async (db) => {
    const row = await db.repo(Chat).insert({
      name: input.private ? '' : input.name,
      picture: input.private ? null : input.picture,
      isPrivate: input.private,
      privateKey,
      ownerId,
      lastSeq: 0,
      lastMessageId: null,
      lastMessageAt: new Date(),
    });
    await db.repo(ChatMember).insertMany([ownerId, ...others].map((userId) => ({ chatId: row.id, userId })));
    return row;
  });
  ctx.realtime.joinUser(ownerId, chatRoom(chat.id));
  admitted(ctx, chat, others, () => (chat.isPrivate ? ownerName : chat.name));
  return chat;
}

/**
 * Stores a message, then delivers it to the chat's room. The chat's lastSeq is incremented first in the
 * transaction, which locks its row on MySQL/MariaDB, so each chat's messages take consecutive sequence
 * numbers in commit order. A client message id already stored for the sender
 * answers the stored message and delivers nothing again.
 */
export async function sendMessage(
  ctx: ServiceContext,
  m: Membership,
  input: MessageSend,
  file: { id: string; url: string; fileName: string; size: number } | null,
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const senderId = m.member.userId;
  const stored = await ctx.db.repo(ChatMessage).findOne({ senderId, clientMessageId: input.clientMessageId });
  if (stored) return { message: stored, created: false };
  writable(m);
  let message: ChatMessageRow;
  try {
    message = await ctx.db.transaction(async (db) => {
      const lastSeq = await db.repo(Chat).increment({ id: m.chat.id }, 'lastSeq');
      const row = await db.repo(ChatMessage).insert({
        chatId: m.chat.id,
        senderId,
        seq: lastSeq,
        content: input.content,
        type: input.type,
        clientMessageId: input.clientMessageId,
        hasLink: LINK.test(input.content),
        fileId: file?.id ?? null,
        fileName: file?.fileName ?? null,
        fileUrl: file?.url ?? null,
        fileSize: file?.size ?? null,
      });
      await db.repo(Chat).update({ id: m.chat.id }, { lastMessageId: row.id, lastMessageAt: row.createdAt });
      // The sender has read their own message.
      await db.repo(ChatMember).update({ id: m.member.id }, { readSeq: lastSeq });
      return row;
    });
  } catch (err) {
    // Two tabs retrying at once: the unique (sender, client message id) index refused the second.
    const raced = await ctx.db.repo(ChatMessage).findOne({ senderId, clientMessageId: input.clientMessageId });
    if (raced) return { message: raced, created: false };
    throw err;
  }
  if (file) await ctx.files.attach(file.id, { type: 'chat', id: m.chat.id });
  await indexMessage(ctx, message);
  ctx.realtime.toRoom(chatRoom(m.chat.id), PUSH.newMessage, messageView(message));
  return { message, created: true };
}

/**
 * Moves the member's read mark forward (never back, never past the last message) and tells the tabs; a mark
 * that did not move changes no count, so nothing is pushed (a room opened on connecting marks what it shows,
 * and every tab's menu badge would read the unread total again for nothing).
 */
export async function markRead(ctx: ServiceContext, m: Membership, seq?: number): Promise<UnreadPush> {
  const { lastSeq } = await ctx.db.repo(Chat).get(m.chat.id);
  const target = Math.min(seq ?? lastSeq, lastSeq);
  const member = await ctx.db.repo(ChatMember).get(m.member.id);
  const moved = target > member.readSeq;
  if (moved) {
    await ctx.db.repo(ChatMember).update({ id: member.id }, { readSeq: target });
    ctx.realtime.toRoom(chatRoom(m.chat.id), PUSH.read, { chatId: m.chat.id, userId: member.userId, seq: target });
  }
  const unread: UnreadPush = {
    chatId: m.chat.id,
    count: Math.max(0, lastSeq - Math.max(target, member.readSeq)),
    total: await unreadTotal(ctx, member.userId),
  };
  if (moved) ctx.realtime.toUser(member.userId, PUSH.unread, unread);
  return unread;
}

/** The member's own pin, mute and archive switches. */
export async function memberSettings(
  ctx: ServiceContext,
  m: Membership,
  patch: { pinned?: boolean; muted?: boolean; archived?: boolean },
): Promise<ChatMemberRow> {
  await ctx.db.repo(ChatMember).update({ id: m.member.id }, patch);
  return ctx.db.repo(ChatMember).get(m.member.id);
}

/** A named chat's name, picture and closed flag, by its managers; the members' tabs hear `chat:info`. */
export async function updateChat(
  ctx: ServiceContext,
  m: Membership,
  patch: { name?: string; picture?: string | null; closed?: boolean },
): Promise<ChatRow> {
  await ctx.db.repo(Chat).update({ id: m.chat.id }, patch);
  const chat = await ctx.db.repo(Chat).get(m.chat.id);
  ctx.realtime.toRoom(chatRoom(chat.id), PUSH.chatInfo, { chatId: chat.id, name: chat.name, picture: chat.picture, closed: chat.closed });
  return chat;
}
