import { z } from 'zod';
import { LANGS } from './enums.js';
import { idOf } from './ids.js';

/** Messengers a client connects with a base URL and a token (the other channels need no set-up). */
export const MESSENGER_CHANNELS = ['telegram', 'teams', 'slack'] as const;

const LangTexts = z.union([z.string().max(20000), z.partialRecord(z.enum(LANGS), z.string().max(20000))]);

/** A notification template with texts for one language (a string: all languages) or per language; the server and the template form both check with it. */
export const TemplateBody = z
  .object({
    _id: idOf('NotifTemplate').optional(),
    code: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_.:-]+$/),
    name: z.string().min(1).max(200),
    title: LangTexts,
    short: LangTexts.default(''),
    full: LangTexts.default(''),
    variables: z
      .array(
        z
          .string()
          .regex(/^[A-Za-z_][A-Za-z0-9_.]*$/)
          .max(60),
      )
      .max(50)
      .default([]),
    // Read-only fields of a template as GET answers it: a form may send the object back; they are ignored.
    section: z.string().max(20).optional(),
    isDefault: z.boolean().optional(),
    clientId: z.string().max(64).optional(),
    createdAt: z.string().max(40).optional(),
    updatedAt: z.string().max(40).optional(),
  })
  .strict();

/** One messenger connection of a client. */
export const MessengerChannel = z
  .object({
    channel: z.enum(MESSENGER_CHANNELS),
    baseUrl: z.url().max(500),
    token: z.string().max(500).optional(),
    active: z.boolean().default(true),
  })
  .strict();

/** PUT api/notification/channels: the client's messenger connections (server and the channels tab). */
export const ChannelsBody = z
  .object({
    channels: z.array(MessengerChannel).max(3),
  })
  .strict();
