import { In } from 'typeorm';
import type { Core } from '../core.js';
import { createClientDb } from '../db/client-db.js';
import type { Mailer } from '../mail/mailer.js';
import { User } from '../users/entity.js';
import { Notification } from '../notifications/entities.js';
import { sendDigests } from '../notifications/digest.js';

export interface MailingAction {
  /** Sends the mailing for one client; answers how many e-mails went out. */
  run(core: Core, mailer: Mailer, clientId: string): Promise<number>;
}

const texts = {
  unread: {
    ru: (n: number) => ({ subject: 'Непрочитанные уведомления', text: `У вас непрочитанных уведомлений: ${n}.` }),
    en: (n: number) => ({ subject: 'Unread notifications', text: `You have ${n} unread notification(s).` }),
    uk: (n: number) => ({ subject: 'Непрочитані сповіщення', text: `У вас непрочитаних сповіщень: ${n}.` }),
  },
  birthdays: {
    ru: (names: string) => ({ subject: 'Дни рождения сегодня', text: `Сегодня день рождения: ${names}.` }),
    en: (names: string) => ({ subject: 'Birthdays today', text: `Birthdays today: ${names}.` }),
    uk: (names: string) => ({ subject: 'Дні народження сьогодні', text: `Сьогодні день народження: ${names}.` }),
  },
};
const langKey = (l: string) => (l === 'ru' || l === 'uk' ? l : 'en');

/** What a mailing can send: the notification digest, an unread reminder, today's birthdays. */
export const MAILING_ACTIONS: Record<string, MailingAction> = {
  digest: { run: (core, mailer, clientId) => sendDigests(core, mailer, clientId) },

  unread: {
    async run(core, mailer, clientId) {
      const db = createClientDb(core.ds, clientId);
      const rows = await db
        .repo(Notification)
        .qb('n')
        .select('n.userId', 'userId')
        .addSelect('COUNT(*)', 'count')
        .where('n.inCenter = :on', { on: true })
        .andWhere(
          'NOT EXISTS (SELECT 1 FROM notification_view v WHERE v.clientId = n.clientId AND v.notificationId = n.id AND v.userId = n.userId)',
        )
        .groupBy('n.userId')
        .getRawMany<{ userId: string; count: string }>();
      if (!rows.length) return 0;
      const users = await core.ds
        .getRepository(User)
        .find({ where: { id: In(rows.map((r) => r.userId)), clientId, deletion_mark: false, blocked: false } });
      for (const u of users) {
        const n = Number(rows.find((r) => r.userId === u.id)!.count);
        await mailer.send({ clientId, to: u.email, ...texts.unread[langKey(u.lang)](n) });
      }
      return users.length;
    },
  },

  birthdays: {
    async run(core, mailer, clientId) {
      const today = new Date().toISOString().slice(5, 10);
      const people = await core.ds
        .getRepository(User)
        .createQueryBuilder('u')
        .where('u.clientId = :clientId AND u.deletion_mark = :del AND u.birthDate LIKE :md', { clientId, del: false, md: `%-${today}` })
        .getMany();
      if (!people.length) return 0;
      const names = people.map((p) => `${p.firstName} ${p.lastName}`).join(', ');
      const everyone = await core.ds.getRepository(User).find({ where: { clientId, deletion_mark: false, blocked: false } });
      for (const u of everyone) await mailer.send({ clientId, to: u.email, ...texts.birthdays[langKey(u.lang)](names) });
      return everyone.length;
    },
  },
};

/** The action of that name; a key every object inherits (`constructor`, `__proto__`, `toString`) is none. */
export const mailingAction = (name: string): MailingAction | undefined =>
  Object.hasOwn(MAILING_ACTIONS, name) ? MAILING_ACTIONS[name] : undefined;
