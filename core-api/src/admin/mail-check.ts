import { MailCheckBody, type RouteBuilder } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Outbox } from '../mail/entity.js';
import { platformOf } from '../services/providers.js';

/**
 * Admin panel → mail check: sends a test mail through the installation's mailer and answers what
 * happened to it (sent through SMTP, only written to the outbox without SMTP_URL, or failed and why).
 */
export function mailCheckRoutes(r: RouteBuilder, core: Core) {
  r.post(
    '/admin/mail_check',
    { auth: 'admin', body: MailCheckBody, summary: 'Send a test e-mail and report its delivery' },
    async (ctx) => {
      const subject = `Atrium mail check ${new Date().toISOString()}`;
      await platformOf(core).mailer.send({
        clientId: ctx.db.clientId,
        to: ctx.body.to,
        subject,
        text: `This is a test e-mail sent from the admin panel by ${ctx.me.user.firstName} ${ctx.me.user.lastName}.`,
      });
      const row = await core.ds
        .getRepository(Outbox)
        .findOne({ where: { clientId: ctx.db.clientId, to: ctx.body.to, subject }, order: { createdAt: 'DESC' } });
      await ctx.journal('admin', 'mail.check', { to: ctx.body.to, status: row?.status ?? 'failed' });
      return { to: ctx.body.to, status: row?.status ?? 'failed', error: row?.error ?? null, smtp: !!core.config.smtpUrl };
    },
  );
}
