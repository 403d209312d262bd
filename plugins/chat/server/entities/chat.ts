import { defineEntity, type ClientRow } from '@atrium/sdk/server';

export interface ChatRow extends ClientRow {
  /** A room's name; empty for a private chat (each side sees the other person's name). */
  name: string;
  picture: string | null;
  closed: boolean;
  isPrivate: boolean;
  /** A private chat's two member ids, sorted and joined: the unique key that keeps one chat per pair. */
  privateKey: string | null;
  ownerId: string;
  /** The last sequence number given out: each message takes the next one in the sending transaction. */
  lastSeq: number;
  lastMessageId: string | null;
  /** The list's order within its group; the creation time until the first message. */
  lastMessageAt: Date;
}

export const Chat = defineEntity<ChatRow>({
  name: 'Chat',
  table: 'chat',
  indices: [{ columns: ['privateKey'], unique: true }],
  columns: {
    name: { type: 'varchar', length: 100 },
    picture: { type: 'varchar', length: 500, nullable: true },
    closed: { type: 'boolean', default: false },
    isPrivate: { type: 'boolean', default: false },
    privateKey: { type: 'varchar', length: 80, nullable: true },
    ownerId: { type: 'varchar', length: 36 },
    lastSeq: { type: 'int', default: 0 },
    lastMessageId: { type: 'varchar', length: 36, nullable: true },
    lastMessageAt: { type: 'datetime', precision: 3 },
  },
});
