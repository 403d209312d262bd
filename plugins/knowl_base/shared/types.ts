import type { Currency, EmployeeCard, Grant } from '@atrium/sdk/shared';
import type { ArticleKind, ArticleSection } from './constants.js';

/** A stored file of an item, its fields named as the API gives them. */
export interface ArticleFile {
  _id: string;
  filename: string;
  filetype: string;
  path: string;
  thumb: string | null;
  size: number;
}

/** An image of an item (cover, thumb). */
export interface ArticleImage {
  _id: string;
  path: string;
  thumb: string | null;
}

export interface VacancyFields {
  salaryFrom: number | null;
  salaryTo: number | null;
  /** One of the spec's currencies; null for a vacancy saved before it had one. */
  salaryCurrency: Currency | null;
  receivers: string[];
}

/** A piece of a highlighted search text; `match` marks the words found. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** An item as lists, the tree and the item page show it. */
export interface ArticleItem {
  _id: string;
  kind: ArticleKind;
  parentId: string | null;
  section: ArticleSection;
  order: number;
  title: string;
  subtitle: string;
  cover: ArticleImage | null;
  thumb: ArticleImage | null;
  url: string | null;
  files: ArticleFile[];
  attachments: ArticleFile[];
  tags: string[];
  authorId: string;
  views: number;
  favourite: boolean;
  /** Whether the item has grants of its own (otherwise its folder's apply). */
  ownGrants: boolean;
  /** Whether the caller may change it. */
  canEdit: boolean;
  /** Whether the caller decides who reads it (its grants, a move to a folder read by others): its author and administrators. */
  canChangeReaders: boolean;
  vacancy: VacancyFields | null;
  createdAt: string;
  updatedAt: string;
  /** Only with `full` or on the item's own page. */
  content?: string;
  /** Only in search answers: the title and a piece of the text with the matched words. */
  highlight?: { title: TextPart[]; snippet: TextPart[] };
}

/** One step of the path to an item. */
export interface Crumb {
  _id: string;
  title: string;
  kind: ArticleKind;
}

/** GET api/article/{id}: the item with its content and its own grants (for editors). */
export interface ArticleView extends ArticleItem {
  content: string;
  grants: Grant[] | null;
  /** Who wrote it (a card marked deleted once they left); null for an id the client does not know. */
  author: EmployeeCard | null;
  /** How many responses a vacancy has, for those who read them (mayReadResponses); null for everyone else and other items. */
  responses: number | null;
}

/** A response to a vacancy, as its receivers, its author and the administrators read it. */
export interface VacancyResponseView {
  _id: string;
  /** The applicant (a card marked deleted once they left); null for an id the client does not know. */
  user: EmployeeCard | null;
  text: string;
  attachments: ArticleFile[];
  createdAt: string;
}
