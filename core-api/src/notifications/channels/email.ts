import type { Mailer } from '../../mail/mailer.js';
import type { ChannelAdapter, Delivery } from './types.js';

/** Absolute link for mails: notification links are app paths. */
export const absoluteLink = (publicUrl: string, link: string | null) =>
  !link ? null : /^https?:\/\//.test(link) ? link : `${publicUrl.replace(/\/$/, '')}/${link.replace(/^\//, '')}`;

/** One e-mail per notification, through the platform mailer (outbox, and SMTP when configured). */
export function emailChannel(mailer: Mailer, publicUrl: string): ChannelAdapter {
  return {
    name: 'email',
    async deliver(d: Delivery) {
      const n = d.notification;
      const link = absoluteLink(publicUrl, n.link);
      const body = [n.full || n.text, link ? `\n${link}` : ''].join('');
      await mailer.send({ clientId: d.clientId, to: d.user.email, subject: n.title, text: body });
    },
  };
}
