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
    await this.deliver(id, mail);
  }

  /** Sends the client's mails that failed again (maintenance `resend_mail`); answers how many went out this time. */
  async resendFailed(clientId: string): Promise<number> {
    const failed = await this.ds
      .getRepository(Outbox)
      .find({ where: { clientId, status: 'failed' }, order: { createdAt: 'ASC' }, take: 1000 });
    let sent = 0;
    for (const row of failed) if (await this.deliver(row.id, { ...row, html: row.html ?? undefined })) sent++;
    return sent;
  }

  /** Delivers one outbox mail and records the outcome on its row. */
  private async deliver(id: string, mail: Mail): Promise<boolean> {
    const repo = this.ds.getRepository(Outbox);
    if (!this.transport) {
      this.log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL)');
      await repo.update({ id }, { status: 'logged', sentAt: new Date(), error: null });
      return true;
    }
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await repo.update({ id }, { status: 'sent', sentAt: new Date(), error: null });
      return true;
    } catch (err) {
      this.log.error({ err, to: mail.to }, 'mail delivery failed');
      await repo.update({ id }, { status: 'failed', error: String((err as Error).message).slice(0, 2000) });
      return false;
    }
  }
}
