import { z } from 'zod';
import { EXTENSION_KEY, Grants, idOf, PageQuery, updateOf } from '@atrium/sdk/shared';
import {
  COMMENT_TEXT_MAX,
  MAX_ATTACHMENTS,
  MAX_MENTIONS,
  MENTION_SEARCH_LIMIT,
  MENTION_SEARCH_MAX,
  MENTION_SEARCH_MIN,
  POST_TEXT_MAX,
  RULES,
  THANKS_MIN_LENGTH,
} from './constants.js';

/** The walls the wall owns; every other parent type is registered by its plugin (`postParents`, extension-points.ts). */
export const OWN_PARENT_TYPES = ['company', 'feed', 'system'] as const;
export type OwnParentType = (typeof OWN_PARENT_TYPES)[number];
/** A parent type as a path segment or a post's `parent.type`: the SDK's rule for registered keys. */
const ParentType = z.string().regex(EXTENSION_KEY, RULES.unknownParent);

/** An attachment names a file uploaded through `POST /api/upload`; size and type come from the stored file. */
export const AttachmentRef = z
  .object({
    /** A file id, or its URL (`/api/files/<id>`) as upload answers give it. */
    file: z
      .string()
      .min(1)
      .max(1024)
      .transform((v) => v.match(/\/api\/files\/([A-Za-z0-9-]+)/)?.[1] ?? v),
    mimetype: z.string().max(200).optional(),
  })
  .strict();
export type AttachmentRef = z.infer<typeof AttachmentRef>;

const text = z.string().trim().min(1, RULES.required).max(POST_TEXT_MAX);

export const PostCreate = z
  .object({
    parent: z
      .object({ type: ParentType, id: z.string().max(64).optional() })
      .strict()
      .default({ type: 'company' }),
    text,
    thanks: z.boolean().default(false),
    mentions: z.array(idOf('User')).max(MAX_MENTIONS).default([]),
    attachments: z.array(AttachmentRef).max(MAX_ATTACHMENTS).default([]),
    grants: Grants.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.thanks) return;
    if (v.text.length <= THANKS_MIN_LENGTH) ctx.addIssue(RULES.thanksTooShort.issue(['text']));
    if (new Set(v.mentions).size !== 1) ctx.addIssue(RULES.thanksOneMention.issue(['mentions']));
  });
export type PostCreate = z.infer<typeof PostCreate>;

/** PUT api/post/{id}: the fields sent change, the others stay (the platform's rule for every PUT); where and whether it thanks never change. */
export const PostUpdate = updateOf(
  z.object({
    text,
    mentions: z.array(idOf('User')).max(MAX_MENTIONS),
    attachments: z.array(AttachmentRef).max(MAX_ATTACHMENTS),
    grants: Grants,
  }),
);
export type PostUpdate = z.infer<typeof PostUpdate>;

export const PostQuery = z
  .object({
    parent_type: ParentType.optional(),
    parent_id: z.string().max(64).optional(),
    author: z.string().max(64).optional(),
    thanks: z.enum(['true', 'false']).optional(),
    page: z.coerce.number().int().min(1).max(100000).default(1),
  })
  .strict();

export const LIKE_TYPES = ['post', 'comment', 'answer'] as const;
export const LikeBody = z
  .object({
    like_type: z.enum(LIKE_TYPES),
    /** A post, comment or answer id (by like_type), so not tagged with one entity. */
    id: idOf('any'),
    /** true: a dislike; the same choice again takes it back. */
    dislike: z.boolean().default(false),
  })
  .strict();

export const ViewBody = z
  .object({
    user_id: z.string().max(64).optional(),
    /** Where the post was seen; absent: the wall. No default here: a PUT fills in nothing it was not sent. */
    where: z.string().max(64).optional(),
  })
  .strict();
export const ViewAllBody = ViewBody.extend({
  ids: z.array(idOf('Post')).min(1).max(100),
}).strict();

/** The wall's own comment parents; every other `parent_type` is registered by its plugin (`commentParents`, extension-points.ts). */
export const COMMENT_PARENT_TYPES = ['post', 'comment'] as const;
/** A comment's `parent_type`: the wall's own or a registered one (the SDK's rule for registered keys). */
const CommentParentType = z.string().regex(EXTENSION_KEY, RULES.unknownParent);
export const CommentCreate = z
  .object({
    parent_type: CommentParentType,
    /** A post id (parent_type post), a comment id (parent_type comment) or a registered parent's id, so not tagged with one entity. */
    parent_id: idOf('any'),
    text: z.string().trim().min(1, RULES.required).max(COMMENT_TEXT_MAX),
    attachments: z.array(AttachmentRef).max(MAX_ATTACHMENTS).default([]),
  })
  .strict();
/** PUT api/comment/{id}: the text or the attachments sent change, the other stays. */
export const CommentUpdate = updateOf(CommentCreate.pick({ text: true, attachments: true }));
export const CommentDeleteQuery = z.object({
  parent_type: CommentParentType.optional(),
});
/** The comments of one registered parent (a task), newest first. */
export const ParentCommentsQuery = PageQuery.extend({
  parent_type: CommentParentType,
  parent_id: idOf('any'),
});

export const FollowBody = z.object({ user_id: idOf('User') }).strict();

/** What follows `@` in the composer: people are looked up from 2 characters on (wall README, Rules). */
export const MentionSearchQuery = z
  .object({
    q: z.string().trim().min(MENTION_SEARCH_MIN, RULES.mentionSearchShort).max(MENTION_SEARCH_MAX),
    limit: z.coerce.number().int().min(1).max(MENTION_SEARCH_LIMIT.max).default(MENTION_SEARCH_LIMIT.default),
  })
  .strict();
