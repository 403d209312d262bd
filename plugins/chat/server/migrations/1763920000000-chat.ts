import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/** Chats, their members and messages (schema API only: SQLite and MySQL alike). */
export class Chat1763920000000 implements MigrationInterface {
  name = 'Chat1763920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'chat',
        [
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'picture', type: 'varchar', length: '500', isNullable: true },
          { name: 'closed', type: 'boolean', default: false },
          { name: 'isPrivate', type: 'boolean', default: false },
          { name: 'privateKey', type: 'varchar', length: '80', isNullable: true },
          { name: 'ownerId', type: 'varchar', length: '36' },
          { name: 'lastSeq', type: 'int', default: 0 },
          { name: 'lastMessageId', type: 'varchar', length: '36', isNullable: true },
          { name: 'lastMessageAt', type: 'datetime', precision: 3 },
        ],
        [{ columns: ['privateKey'], unique: true }],
      ),
    );
    await q.createTable(
      clientTable(
        'chat_member',
        [
          { name: 'chatId', type: 'varchar', length: '36' },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'pinned', type: 'boolean', default: false },
          { name: 'muted', type: 'boolean', default: false },
          { name: 'archived', type: 'boolean', default: false },
          { name: 'readSeq', type: 'int', default: 0 },
        ],
        [{ columns: ['userId', 'chatId'], unique: true }, { columns: ['chatId'] }],
      ),
    );
    await q.createTable(
      clientTable(
        'chat_message',
        [
          { name: 'chatId', type: 'varchar', length: '36' },
          { name: 'senderId', type: 'varchar', length: '36' },
          { name: 'seq', type: 'int' },
          { name: 'content', type: 'text' },
          { name: 'type', type: 'varchar', length: '10', default: "'text'" },
          { name: 'clientMessageId', type: 'varchar', length: '64' },
          { name: 'hasLink', type: 'boolean', default: false },
          { name: 'fileId', type: 'varchar', length: '36', isNullable: true },
          { name: 'fileName', type: 'varchar', length: '255', isNullable: true },
          { name: 'fileUrl', type: 'varchar', length: '500', isNullable: true },
          { name: 'fileSize', type: 'int', isNullable: true },
        ],
        [
          { columns: ['chatId', 'seq'], unique: true },
          { columns: ['senderId', 'clientMessageId'], unique: true },
          { columns: ['chatId', 'type', 'seq'] },
          { columns: ['chatId', 'hasLink', 'seq'] },
        ],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('chat_message');
    await q.dropTable('chat_member');
    await q.dropTable('chat');
  }
}
