import { z } from 'zod';
import { idOf, nameText, PageQuery, updateOf } from '@atrium/sdk/shared';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GROUP_TYPES, RULES, PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from './constants.js';

/** A cover names a file uploaded through `POST /api/upload`, by id or by the URL upload answers. */
const FileRef = z
  .string()
  .min(1)
  .max(1024)
  .transform((v) => v.match(/\/api\/files\/([A-Za-z0-9-]+)/)?.[1] ?? v);

/** A group as created: name and description required, at most 50 and 250 characters; type required. */
export const GroupInput = z
  .object({
    name: nameText(RULES.nameRequired).max(GROUP_NAME_MAX),
    description: nameText(RULES.descriptionRequired).max(GROUP_DESCRIPTION_MAX),
    type: z.enum(GROUP_TYPES, RULES.typeRequired),
    cover: FileRef.nullable().optional(),
  })
  .strict();
export type GroupInput = z.infer<typeof GroupInput>;

/** An edit changes the fields sent and keeps the others (the platform's rule for every PUT); `cover: null` takes the cover away. */
export const GroupUpdate = updateOf(GroupInput);
export type GroupUpdate = z.infer<typeof GroupUpdate>;

/** Lists: `?search` (name or description, ignoring case) and paging. */
export const GroupListQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional(),
}).strict();
export type GroupListQuery = z.infer<typeof GroupListQuery>;

export const InviteBody = z.object({ user: idOf('User') }).strict();
/** `replace_owner`: the groups of a person pass to `owner`, by default to the calling administrator. */
export const ReplaceOwnerBody = z.object({ owner: idOf('User').optional() }).strict();

export const ProjectInput = z
  .object({
    name: nameText(RULES.projectNameRequired).max(PROJECT_NAME_MAX),
    description: z.string().trim().max(PROJECT_DESCRIPTION_MAX).default(''),
    participants: z.array(idOf('User')).max(200).default([]),
  })
  .strict();
export type ProjectInput = z.infer<typeof ProjectInput>;
/** An edit changes the fields sent and keeps the others: `participants` replaces the list, left out it stays. */
export const ProjectUpdate = updateOf(ProjectInput);
export type ProjectUpdate = z.infer<typeof ProjectUpdate>;

export const ProjectParticipantBody = z.object({ project: idOf('Project'), user: idOf('User') }).strict();
