import { In } from 'typeorm';
import { inBatches } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { createClientDb } from '../db/client-db.js';
import type { Mailer } from '../mail/mailer.js';
import { User } from '../users/entity.js';
import { absoluteLink } from './channels/email.js';
import { Notification, NotifySetting } from './entities.js';

const SUBJECT: Record<string, string> = { ru: 'Сводка уведомлений', en: 'Your notifications digest', uk: 'Зведення сповіщень' };

/**
 * The daily digest of one client: one e-mail per user who chose it, listing what waited since the last one.
 * Rows are marked sent before the mail goes, so two nodes running the job never mail twice.
 */
export async function sendDigests(core: Core, mailer: Mailer, clientId: string): Promise<number> {
  const db = createClientDb(core.ds, clientId);
  const userIds = (await db.repo(NotifySetting).find({ where: { digest: true } })).map((s) => s.userId);
  if (!userIds.length) return 0;
  const users = await inBatches(userIds, (part) =>
    core.ds.getRepository(User).find({ where: { id: In(part), clientId, deletion_mark: false } }),
  );
  let mails = 0;
  for (const user of users) {
    const pending = await db
      .repo(Notification)
      .find({ where: { userId: user.id, digestPending: true }, order: { createdAt: 'ASC' }, take: 500 });
    if (!pending.length) continue;
    const claimed = await db.repo(Notification).update({ id: In(pending.map((n) => n.id)), digestPending: true }, { digestPending: false });
    if (claimed !== pending.length) continue;
    const lines = pending.map((n) => {
      const link = absoluteLink(core.config.publicUrl, n.link);
      return `• ${n.title}${n.text ? ` — ${n.text}` : ''}${link ? `\n  ${link}` : ''}`;
    });
    await mailer.send({ clientId, to: user.email, subject: SUBJECT[user.lang] ?? SUBJECT.en!, text: lines.join('\n') });
    mails++;
  }
  return mails;
}
