import { socketContracts } from '@atrium/sdk/contract';
import type { ChatListItem, ChatMessageView, ChatView } from './types.js';

/**
 * Chat's socket contracts (the README's Live connection), `chat:<name>` on the wire. This file holds what
 * the server sends and the room, without schemas: the manifest (read by the UI's first chunk) names these
 * pushes for its menu badge. What a tab sends is in `sends.ts`.
 */
export const chatSocket = socketContracts('chat');
const { defineSocketPush, defineRoom } = chatSocket;

/** A chat's live room, by chat id: every tab of every member is in it (server/realtime.ts). */
export const chatRoom = defineRoom('chat');

export interface ReadyPush {
  chats: number;
}
export interface TypingPush {
  chatId: string;
  userId: string;
  typing: boolean;
}
export interface ReadPush {
  chatId: string;
  userId: string;
  seq: number;
}
export interface UnreadPush {
  chatId: string;
  count: number;
  total: number;
}
export interface YouPush {
  chatId: string;
  title: string;
}
export interface ChatPush {
  chatId: string;
}
export interface ChatInfoPush extends ChatPush {
  name: string;
  picture: string | null;
  closed: boolean;
}

export const PUSH = {
  /** To the socket, once its chats' rooms are joined: a tab asks what it missed from here on. */
  ready: defineSocketPush<ReadyPush>('chats:ready'),
  newMessage: defineSocketPush<ChatMessageView>('message:new'),
  chatInfo: defineSocketPush<ChatInfoPush>('chat:info'),
  participants: defineSocketPush<ChatPush>('chat:participants'),
  read: defineSocketPush<ReadPush>('messages:read'),
  unread: defineSocketPush<UnreadPush>('unread:count'),
  typing: defineSocketPush<TypingPush>('typing'),
  removed: defineSocketPush<ChatPush>('chat:removed'),
  youAdded: defineSocketPush<YouPush>('chat_you_added'),
  youRemoved: defineSocketPush<YouPush>('chat_you_removed'),
};

export type { ChatListItem, ChatMessageView, ChatView };
