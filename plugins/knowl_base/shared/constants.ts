import { defineRules } from '@atrium/sdk/rules';
/** Limits of the knowledge base (README, Rules); the server and the UI use the same values. */
export const TITLE_MAX = 200;
export const SUBTITLE_MAX = 300;
/** Rich content (HTML of the editor), in characters. */
export const CONTENT_MAX = 100_000;
/** Folders inside folders, the top level being 1. */
export const DEPTH_MAX = 20;
export const URL_MAX = 1000;
export const TAGS_MAX = 10;
export const TAG_MAX = 50;
/** Files of one item (a file item's files, or an article's attachments). */
export const FILES_MAX = 20;
export const RECEIVERS_MAX = 50;
export const SALARY_MAX = 1_000_000_000;
export const RESPONSE_MAX = 5000;
export const RESPONSE_FILES_MAX = 5;

export const KINDS = ['article', 'folder', 'file'] as const;
export type ArticleKind = (typeof KINDS)[number];
export const SECTIONS = ['', 'vacancy'] as const;
export type ArticleSection = (typeof SECTIONS)[number];

/** The content-grants resource type of an item; an item without its own grants takes its folder's. */
export const GRANT_TYPE = 'article';
/** The wall's comment parent type of articles (its `commentParents`; the article page shows them). */
export const ARTICLE_COMMENTS = 'article';
/** Module administrators: every item, whatever its grants. */
export const KB_ADMIN_ROLE = 'knowl_base_admin';

/** The rules' texts; `knowl_base.errors.<key>` in the locales. */
export const RULES = defineRules('knowl_base', {
  titleRequired: 'missing title',
  contentRequired: 'missing content',
  noAccess: 'No access',
  readersByAuthor: 'only the author or an administrator decides who reads an item',
  moveIntoItself: 'cannot move folder into itself',
  notMedia: 'file not media',
  noFileLink: 'no file link',
  badLink: 'link must be a web address or a page of the intranet',
  parentNotFolder: 'the parent must be a folder',
  kindFixed: 'the kind of an item cannot change',
  sectionFixed: 'the section of an item cannot change',
  vacancyAtRoot: 'a vacancy is an article at the top level',
  salaryRange: 'salary from above salary to',
  notSiblings: 'the items are not in one folder',
  notVacancy: 'not a vacancy',
  filesTooMany: 'too many files',
  tooDeep: 'the folders are nested too deep',
});
export type RuleName = keyof typeof RULES;
