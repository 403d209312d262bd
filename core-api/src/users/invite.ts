import type { UserInvite } from '@atrium/sdk/shared';
import type { Core } from '../core.js';
import { PasswordReset } from '../auth/entities.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { newId } from '../db/ids.js';
import { platformOf } from '../services/providers.js';
import type { UserRow } from './entity.js';
import { createUser } from './create.js';

/** An invitation works for a week; the restore link for an hour. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

const TEXTS = {
  en: (company: string, link: string) => ({
    subject: `You are invited to ${company}`,
    text: `You have an account at ${company}. Set your password at ${link}\nThe link works once, for seven days.`,
  }),
  ru: (company: string, link: string) => ({
    subject: `Приглашение в ${company}`,
    text: `Для вас создана учётная запись в ${company}. Задайте пароль по ссылке ${link}\nСсылка действует один раз, семь дней.`,
  }),
  uk: (company: string, link: string) => ({
    subject: `Запрошення до ${company}`,
    text: `Для вас створено обліковий запис у ${company}. Задайте пароль за посиланням ${link}\nПосилання діє один раз, сім днів.`,
  }),
};

/**
 * Creates the employee with a password nobody knows and mails, in their language, the link that sets
 * one: `/register/{token}`, completed by `POST api/reset_password/{token}` like a restore link. No admin
 * ever types or sees a colleague's password.
 */
export async function inviteEmployee(core: Core, clientId: string, input: UserInvite, company: string): Promise<UserRow> {
  const unknown = newToken();
  const user = await createUser(core, clientId, { ...input, password: unknown, confirmPassword: unknown });
  const token = newToken();
  await core.ds.getRepository(PasswordReset).insert({
    id: newId(),
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    usedAt: null,
    createdAt: new Date(),
  });
  const lang = user.lang === 'ru' || user.lang === 'uk' ? user.lang : 'en';
  const mail = TEXTS[lang](company, `${core.config.publicUrl}/register/${token}`);
  await platformOf(core).mailer.send({ clientId, to: user.email, ...mail });
  return user;
}
