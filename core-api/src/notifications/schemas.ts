import { z } from 'zod';
import { anyRequired, idOf, NOTIFICATION_CHANNELS } from '@atrium/sdk/shared';

const VarValue = z.union([z.string().max(2000), z.number()]);
const Section = z.string().min(1).max(20);
const Channel = z.enum(NOTIFICATION_CHANNELS);
/** An app path or a web address; never a `javascript:` or `data:` link the centre would open. */
const Link = z
  .string()
  .max(1024)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'link must be an app path or an http(s) address');

/** POST/PUT api/notification: one notification for some employees of the caller's client. */
export const NotificationBody = z
  .object({
    /** The kind; a plain `message` of the `other` section when left out (filled by the handler: a PUT fills nothing). */
    name: z.string().min(1).max(100).optional(),
    section: Section.optional(),
    users: z.array(idOf('User')).max(5000).optional(),
    user_id: idOf('User').optional(),
    title: z.string().max(300).optional(),
    text: z.string().max(20000).optional(),
    link: Link.optional(),
    vars: z.record(z.string().max(60), VarValue).optional(),
    /** Spec §3: the one channel to deliver through (POST: of those each user chose; PUT: instead of e-mail). */
    channel: Channel.optional(),
    /** Spec §3: the caller's client; another client's id is answered 404. */
    client_id: idOf('Client').optional(),
  })
  .strict()
  // The recipients: the handler refuses a notification to nobody.
  .meta(anyRequired({ users: { minItems: 1 }, user_id: {} }));

/** POST api/message: a one-off message to the popup and messengers; no users means everyone. */
export const MessageBody = z
  .object({
    users: z.array(idOf('User')).max(5000).optional(),
    title: z.string().min(1).max(300),
    text: z.string().max(4000).default(''),
    link: Link.optional(),
  })
  .strict();

/** The sections are the installation's (core and installed plugins), so the schemas that name them are built from that list. */
export const listParams = (sections: [string, ...string[]]) =>
  z.object({
    clientId: idOf('Client'),
    section: z.enum(sections),
    userId: idOf('User'),
    time: z.union([z.literal('now'), z.string().regex(/^\d{1,15}$/), z.iso.datetime({ offset: true })]),
  });

export const ListQuery = z.object({
  read: z.enum(['0', '1']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const settingsBody = (sections: [string, ...string[]]) =>
  z
    .object({
      user_id: idOf('User').optional(),
      channels: z.partialRecord(z.enum(sections), z.array(Channel).max(6)).optional(),
      digest: z.boolean().optional(),
      targets: z
        .object({ telegram: z.string().max(200), teams: z.string().max(200), slack: z.string().max(200) })
        .partial()
        .strict()
        .optional(),
    })
    .strict();
