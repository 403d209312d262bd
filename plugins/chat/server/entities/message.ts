import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { MessageType } from '../../shared/constants.js';

export interface ChatMessageRow extends ClientRow {
  chatId: string;
  senderId: string;
  /** The message's place in its chat, unique per chat, given in the sending transaction. */
  seq: number;
  content: string;
  type: MessageType;
  /** The sender's own id for the message: a retry with the same id finds the stored message. */
  clientMessageId: string;
  /** Set when the text holds a web address: the links tab is a query on it. */
  hasLink: boolean;
  fileId: string | null;
  fileName: string | null;
  fileUrl: string | null;
  fileSize: number | null;
}

export const ChatMessage = defineEntity<ChatMessageRow>({
  name: 'ChatMessage',
  table: 'chat_message',
  indices: [
    { columns: ['chatId', 'hasLink', 'seq'] },
    { columns: ['chatId', 'type', 'seq'] },
    { columns: ['senderId', 'clientMessageId'], unique: true },
    { columns: ['chatId', 'seq'], unique: true },
  ],
  columns: {
    chatId: { type: 'varchar', length: 36 },
    senderId: { type: 'varchar', length: 36 },
    seq: { type: 'int' },
    content: { type: 'text' },
    type: { type: 'varchar', length: 10, default: 'text' },
    clientMessageId: { type: 'varchar', length: 64 },
    hasLink: { type: 'boolean', default: false },
    fileId: { type: 'varchar', length: 36, nullable: true },
    fileName: { type: 'varchar', length: 255, nullable: true },
    fileUrl: { type: 'varchar', length: 500, nullable: true },
    fileSize: { type: 'int', nullable: true },
  },
});
