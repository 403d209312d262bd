import { EntitySchema } from 'typeorm';

/** Every e-mail the platform sends is written here first; with SMTP_URL it is also delivered. */
export interface OutboxRow {
  id: string;
  clientId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: 'queued' | 'sent' | 'logged' | 'failed';
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export const Outbox = new EntitySchema<OutboxRow>({
  name: 'Outbox',
  tableName: 'mail_outbox',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    clientId: { type: 'varchar', length: 36, nullable: true },
    to: { type: 'varchar', length: 200 },
    subject: { type: 'varchar', length: 300 },
    text: { type: 'text' },
    html: { type: 'text', nullable: true },
    status: { type: 'varchar', length: 10 },
    error: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', precision: 3 },
    sentAt: { type: 'datetime', precision: 3, nullable: true },
  },
  indices: [{ name: 'ix_mail_outbox_client', columns: ['clientId', 'createdAt'] }],
});
