import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

export class Mail1732200000100 implements MigrationInterface {
  name = 'Mail1732200000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'clientId', type: 'varchar', length: '36', isNullable: true },
          { name: 'to', type: 'varchar', length: '200' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'text', type: 'text' },
          { name: 'html', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [{ name: 'ix_mail_outbox_client', columnNames: ['clientId', 'createdAt'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('mail_outbox');
  }
}
