import { z } from 'zod';
import { CURRENCIES, Grant, idOf, nameText, PageQuery, plainText, safeUrl, updateOf } from '@atrium/sdk/shared';
import {
  CONTENT_MAX,
  FILES_MAX,
  KINDS,
  RULES,
  RECEIVERS_MAX,
  RESPONSE_FILES_MAX,
  RESPONSE_MAX,
  SALARY_MAX,
  SECTIONS,
  SUBTITLE_MAX,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
  URL_MAX,
} from './constants.js';

/** A stored file (an upload's id from POST api/upload) given to an item. */
export const FileRef = z.object({ file: idOf('File') }).strict();
export type FileRef = z.infer<typeof FileRef>;

const Salary = z.number().int().min(0).max(SALARY_MAX).nullable().default(null);

/** What a vacancy adds to its article: the header is the title, the body the content. */
export const VacancyInput = z
  .object({
    salaryFrom: Salary,
    salaryTo: Salary,
    salaryCurrency: z.enum(CURRENCIES).nullable().default(null),
    /** Who gets the responses; empty: every administrator of the client. */
    receivers: z.array(idOf('User')).max(RECEIVERS_MAX).default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.salaryFrom !== null && v.salaryTo !== null && v.salaryFrom > v.salaryTo) ctx.addIssue(RULES.salaryRange.issue(['salaryTo']));
  });
export type VacancyInput = z.output<typeof VacancyInput>;

/**
 * An item as created and replaced (POST api/article, PUT api/article/{id}). An article needs a title and
 * content; a folder a title; a file item a title and a stored file or a link. Cover and thumb must be images (checked against the stored file).
 */
export const ArticleInput = z
  .object({
    kind: z.enum(KINDS),
    parentId: idOf('Article').nullable().default(null),
    section: z.enum(SECTIONS).default(''),
    title: nameText(RULES.titleRequired).max(TITLE_MAX),
    subtitle: z.string().trim().max(SUBTITLE_MAX).default(''),
    content: z.string().max(CONTENT_MAX).default(''),
    cover: idOf('File').nullable().default(null),
    thumb: idOf('File').nullable().default(null),
    url: safeUrl(RULES.badLink, URL_MAX).nullable().default(null),
    files: z.array(FileRef).max(FILES_MAX, RULES.filesTooMany).default([]),
    attachments: z.array(FileRef).max(FILES_MAX, RULES.filesTooMany).default([]),
    tags: z.array(z.string().trim().min(1).max(TAG_MAX)).max(TAGS_MAX).default([]),
    /** The item's own grants; null: its folder's; absent: unchanged on update (its folder's on create). */
    grants: z.array(Grant).max(100).nullable().optional(),
    vacancy: VacancyInput.nullable().default(null),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.kind === 'article' && !plainText(a.content).trim() && !/<img\b/i.test(a.content))
      ctx.addIssue(RULES.contentRequired.issue(['content']));
    if (a.kind === 'file' && a.files.length === 0 && !a.url) ctx.addIssue(RULES.noFileLink.issue(['files']));
    if (a.section === 'vacancy' && (a.kind !== 'article' || a.parentId !== null)) ctx.addIssue(RULES.vacancyAtRoot.issue(['section']));
  });
export type ArticleInput = z.output<typeof ArticleInput>;

/**
 * PUT api/article/{id}: a partial update (the platform's rule for every PUT): a field left out keeps its
 * stored value. The item's rules above are checked on the stored item with the fields sent.
 */
export const ArticleUpdate = updateOf(ArticleInput);
export type ArticleUpdate = z.output<typeof ArticleUpdate>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * GET api/user/{clientId}/articles/access_for/{userId}: the items of `parent` (absent: the top level),
 * or, with `search`, the matching items anywhere (`fields=title`: in titles only); `tags` (comma
 * separated) keeps items with one of them; `section=vacancy` lists vacancies; `favourite` the user's
 * favourites; `recent` the newest articles anywhere; `full` adds the content.
 */
export const AccessForQuery = PageQuery.extend({
  parent: idOf('Article').optional(),
  search: z.string().trim().max(200).optional(),
  fields: z.enum(['all', 'title']).default('all'),
  full: flag.default(false),
  tags: z
    .string()
    .max(TAGS_MAX * (TAG_MAX + 1))
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .optional(),
  section: z.enum(['vacancy']).optional(),
  favourite: flag.default(false),
  /** The newest articles anywhere in the tree (the wall's widget). */
  recent: flag.default(false),
  /** Only items of this kind (the "move to" picker asks a folder's folders). */
  kind: z.enum(KINDS).optional(),
}).strict();
export type AccessForQuery = z.output<typeof AccessForQuery>;

/** PUT api/article/{id}/rights: the item's own grants; null gives it its folder's again. */
export const RightsInput = z.object({ grants: z.array(Grant).max(100).nullable() }).strict();

/** PUT api/article/{id}/add_files. */
export const AddFilesInput = z.object({ files: z.array(FileRef).min(1).max(FILES_MAX, RULES.filesTooMany) }).strict();
/** PUT api/article/{id}/del_files: the stored files to remove from the item. */
export const DelFilesInput = z.object({ files: z.array(idOf('File')).min(1).max(FILES_MAX) }).strict();

/** PUT api/article/{id}/place: the item goes right after this sibling (null: first in its folder). */
export const PlaceInput = z.object({ after: idOf('Article').nullable() }).strict();

/** PUT api/article/{id}/favourite. */
export const FavouriteInput = z.object({ active: z.boolean() }).strict();

/** POST api/article/vac_respond: a response to a vacancy, with attachments (a CV). */
export const VacRespondInput = z
  .object({
    vacancy: idOf('Article'),
    text: z.string().trim().min(1).max(RESPONSE_MAX),
    attachments: z.array(FileRef).max(RESPONSE_FILES_MAX, RULES.filesTooMany).default([]),
  })
  .strict();
export type VacRespondInput = z.output<typeof VacRespondInput>;
