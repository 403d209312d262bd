import { z } from 'zod';
import { idOf } from './ids.js';
import { ClientDesign } from './clients.js';
import { Lang } from './enums.js';

/** Who receives violation reports, ideas and vacancy responses (docs/architecture.md, Roles, rights and content); none set means all admins for vacancies. */
export const Receivers = z
  .object({
    reports: z.array(idOf('User')).max(200),
    ideas: z.array(idOf('User')).max(200),
    vacancies: z.array(idOf('User')).max(200),
  })
  .partial()
  .strict();

/** An application section (a part of the portal's menu) and whether it shows. */
export const AppSection = z.object({ code: z.string().min(1).max(64), active: z.boolean() }).strict();

/**
 * What a company admin changes of their own company (employee administration → other settings,
 * notifications, interface and company data): never the workspace, status, features or storage.
 */
export const ClientSettingsUpdate = z
  .object({
    lang: Lang,
    start_page: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[a-z_/-]+$/i, 'invalid start page'),
    hideMoodMeter: z.boolean(),
    /** The country whose public holidays are days off in the work calendar (ISO 3166 alpha-2), or null. */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'country as two capital letters')
      .nullable(),
    receivers: Receivers,
    design: ClientDesign,
    city: z.string().max(100).nullable(),
    phone: z.string().max(50).nullable(),
    address: z.string().max(300).nullable(),
    director: z.string().max(200).nullable(),
    messengerChannel: z.string().max(300).nullable(),
  })
  .partial()
  .strict();
export type ClientSettingsUpdate = z.infer<typeof ClientSettingsUpdate>;

export const MailCheckBody = z.object({ to: z.string().trim().toLowerCase().email('invalid email').max(200) }).strict();
