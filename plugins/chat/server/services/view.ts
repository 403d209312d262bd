import { employeeCard, In, type ServerAnswer, type ServiceContext } from '@atrium/sdk/server';
import type { EmployeeCardRow } from '@atrium/sdk/shared';
import type { ChatListItem, ChatMessageView, ChatView } from '../../shared/types.js';
import { Chat, ChatMember, ChatMessage, type ChatMemberRow, type ChatMessageRow, type ChatRow } from '../entities/index.js';

export function messageView(m: ChatMessageRow): ServerAnswer<ChatMessageView> {
  return {
    id: m.id,
    chat: m.chatId,
    sender: m.senderId,
    content: m.content,
    type: m.type,
    seq: m.seq,
    clientMessageId: m.clientMessageId,
    createdAt: m.createdAt,
    file: m.fileId ? { id: m.fileId, url: m.fileUrl ?? '', fileName: m.fileName ?? '', size: m.fileSize ?? 0 } : null,
  };
}

/** The other person of each private chat, for one viewer: two queries whatever the number of chats. */
export async function peersOf(ctx: ServiceContext, chats: ChatRow[], viewerId: string): Promise<Map<string, EmployeeCardRow>> {
  const ids = chats.filter((c) => c.isPrivate).map((c) => c.id);
  if (!ids.length) return new Map();
  const others = (await ctx.db.repo(ChatMember).find({ where: { chatId: In(ids) } })).filter((m) => m.userId !== viewerId);
  const cards = new Map((await ctx.employees.cards(others.map((m) => m.userId))).map((c) => [c.id, c]));
  const peers = new Map<string, EmployeeCardRow>();
  for (const m of others) {
    const card = cards.get(m.userId);
    if (card) peers.set(m.chatId, card);
  }
  return peers;
}

/** A chat's title as one viewer sees it: the named chat's name, or the other person's name. */
export const titleOf = (chat: ChatRow, peer: EmployeeCardRow | undefined) => (chat.isPrivate ? (peer?.fullName ?? '') : chat.name);

export function listItem(
  chat: ChatRow,
  member: ChatMemberRow,
  peer: EmployeeCardRow | undefined,
  last: ChatMessageRow | undefined,
): ServerAnswer<ChatListItem> {
  return {
    id: chat.id,
    name: titleOf(chat, peer),
    picture: chat.isPrivate ? (peer?.avatar ?? null) : chat.picture,
    closed: chat.closed,
    metadata: { isPinned: member.pinned, isPrivate: chat.isPrivate },
    archived: member.archived,
    muted: member.muted,
    owner: chat.ownerId,
    peer: peer ? employeeCard(peer) : null,
    lastMessage: last ? messageView(last) : null,
    lastSeq: chat.lastSeq,
    readSeq: member.readSeq,
    unreadCount: Math.max(0, chat.lastSeq - member.readSeq),
  };
}

/** List items for these member rows (in their order): chats, peers and last messages in three queries. */
export async function listItems(ctx: ServiceContext, members: ChatMemberRow[], viewerId: string): Promise<ServerAnswer<ChatListItem>[]> {
  if (!members.length) return [];
  const chats = new Map((await ctx.db.repo(Chat).find({ where: { id: In(members.map((m) => m.chatId)) } })).map((c) => [c.id, c]));
  const lastIds = [...chats.values()].map((c) => c.lastMessageId).filter((id): id is string => !!id);
  const last = new Map((lastIds.length ? await ctx.db.repo(ChatMessage).find({ where: { id: In(lastIds) } }) : []).map((m) => [m.id, m]));
  const peers = await peersOf(ctx, [...chats.values()], viewerId);
  return members.flatMap((m) => {
    const chat = chats.get(m.chatId);
    return chat ? [listItem(chat, m, peers.get(chat.id), chat.lastMessageId ? last.get(chat.lastMessageId) : undefined)] : [];
  });
}

/** The chat with its participants (cards, read marks, presence) as one member sees it. */
export async function chatView(ctx: ServiceContext, chat: ChatRow, viewer: ChatMemberRow): Promise<ServerAnswer<ChatView>> {
  const [item] = await listItems(ctx, [viewer], viewer.userId);
  const members = await ctx.db.repo(ChatMember).find({ where: { chatId: chat.id }, order: { createdAt: 'ASC' } });
  const ids = members.map((m) => m.userId);
  const [cards, online] = await Promise.all([ctx.employees.cards(ids), ctx.realtime.online(ids)]);
  const readOf = new Map(members.map((m) => [m.userId, m.readSeq]));
  const live = new Set(online);
  return {
    ...item!,
    members: cards.map((c) => ({ ...employeeCard(c), readSeq: readOf.get(c.id) ?? 0, online: live.has(c.id) })),
  };
}
