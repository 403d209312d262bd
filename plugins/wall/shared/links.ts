import { z } from 'zod';
import { idOf, nameText, safeUrl, updateOf } from '@atrium/sdk/shared';
import { RULES } from './constants.js';

export const LinkBody = z
  .object({
    title: nameText(RULES.required).max(200),
    /** http, https or a page of the intranet (`/kb/...`); never `javascript:` or `data:`. */
    link: safeUrl(RULES.invalidUrl, 2000),
  })
  .strict();
/** PUT api/links_block/{block}/link: the link named by `_id`, the fields sent changed, the others kept. */
export const LinkUpdate = updateOf(LinkBody).extend({ _id: idOf('LinksBlockLink') });
/** PUT api/links_block/toggle: the block of `module` (absent: the company's) on, off (`active`) or the other way. */
export const LinksToggle = z
  .object({
    module: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9_-]+$/)
      .optional(),
    active: z.boolean().optional(),
  })
  .strict();
