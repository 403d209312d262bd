import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A participant of a chat with the participant's own view of it: pin, mute, archive and read mark. */
export interface ChatMemberRow extends ClientRow {
  chatId: string;
  userId: string;
  pinned: boolean;
  muted: boolean;
  archived: boolean;
  /** The last sequence number this member has read; the unread count is the chat's lastSeq minus it. */
  readSeq: number;
}

export const ChatMember = defineEntity<ChatMemberRow>({
  name: 'ChatMember',
  table: 'chat_member',
  indices: [{ columns: ['chatId'] }, { columns: ['userId', 'chatId'], unique: true }],
  columns: {
    chatId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    pinned: { type: 'boolean', default: false },
    muted: { type: 'boolean', default: false },
    archived: { type: 'boolean', default: false },
    readSeq: { type: 'int', default: 0 },
  },
});
