import { z } from 'zod';
import { idOf } from '@atrium/sdk/shared';

export const LinkBody = z
  .object({
    title: z.string().trim().min(1, 'required field').max(200),
    link: z
      .string()
      .trim()
      .min(1, 'required field')
      .max(2000)
      .refine((v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      }, 'invalid url'),
  })
  .strict();
export const LinkUpdate = LinkBody.extend({
  _id: idOf('LinksBlockLink'),
}).strict();
export const LinksToggle = z
  .object({
    module: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9_-]+$/)
      .default('company'),
    active: z.boolean().optional(),
  })
  .strict();
