import type { EmployeeCard } from '@atrium/sdk/shared';
import type { MessageType } from './constants.js';

/** A message as every event and call answers it; `seq` is its place in the chat (1, 2, 3, … without gaps). */
export interface ChatMessageView {
  _id: string;
  chat: string;
  sender: string;
  content: string;
  type: MessageType;
  seq: number;
  clientMessageId: string;
  createdAt: string;
  file: { _id: string; url: string; fileName: string; size: number } | null;
}

/** One chat as its member sees it; a private chat is named after the other person. */
export interface ChatListItem {
  _id: string;
  name: string;
  picture: string | null;
  closed: boolean;
  metadata: { isPinned: boolean; isPrivate: boolean };
  archived: boolean;
  muted: boolean;
  owner: string;
  /** The other person of a private chat. */
  peer: EmployeeCard | null;
  lastMessage: ChatMessageView | null;
  lastSeq: number;
  readSeq: number;
  unreadCount: number;
}

/** The chat with its participants, the read marks of the others and who of them is online. */
export interface ChatView extends ChatListItem {
  members: (EmployeeCard & { readSeq: number; online: boolean })[];
}

export interface UnreadView {
  /** Over chats neither muted nor archived: the menu badge. */
  total: number;
}

export interface HistoryPage {
  result: ChatMessageView[];
  /** Older (with `before`) or newer (with `after`) messages remain. */
  more: boolean;
}

export interface SearchHit extends ChatMessageView {
  chatName: string;
}
