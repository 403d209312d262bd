import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { newId } from '../db/ids.js';
import { Outbox } from './entity.js';

export interface Mail {
  clientId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes each mail to the outbox; delivers through SMTP when configured, else logs it. */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly ds: DataSource,
    smtpUrl: string | null,
    private readonly log: Logger,
    private readonly from = 'Atrium <no-reply@atrium.local>',
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    const id = newId();
    const repo = this.ds.getRepository(Outbox);
    await repo.insert({
      id,
      clientId: mail.clientId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      status: 'queued',
      error: null,
      createdAt: new Date(),
      sentAt: null,
    });
    if (!this.transport) {
      this.log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL)');
      await repo.update({ id }, { status: 'logged', sentAt: new Date() });
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await repo.update({ id }, { status: 'sent', sentAt: new Date() });
    } catch (err) {
      this.log.error({ err, to: mail.to }, 'mail delivery failed');
      await repo.update({ id }, { status: 'failed', error: String((err as Error).message).slice(0, 2000) });
    }
  }
}
