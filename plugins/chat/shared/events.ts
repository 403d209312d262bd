import type { ChatListItem, ChatMessageView, ChatView } from './types.js';

/**
 * The socket events of chat (the README's Live connection): what a tab sends, with what it answers in the
 * acknowledgement, and what the server pushes. One list, read by the server's handlers and the UI.
 */
export const SEND = {
  messageSend: 'message:send',
  chatCreate: 'chat:create',
  messagesRead: 'messages:read',
  searchMessages: 'search:messages',
  typingStart: 'typing:start',
  typingStop: 'typing:stop',
  messagesMissed: 'messages:missed',
} as const;

export const PUSH = {
  /** To the socket, once its chats' rooms are joined: a tab asks what it missed from here on. */
  ready: 'chats:ready',
  newMessage: 'message:new',
  chatInfo: 'chat:info',
  participants: 'chat:participants',
  read: 'messages:read',
  unread: 'unread:count',
  typing: 'typing',
  removed: 'chat:removed',
  youAdded: 'chat_you_added',
  youRemoved: 'chat_you_removed',
} as const;

/** Every acknowledgement: the answer, or the rule's text (and the fields for a form). */
export type Ack<T> = { result: T } | { error: string; details?: { path: string; message: string }[] };

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
export type { ChatListItem, ChatMessageView, ChatView };
