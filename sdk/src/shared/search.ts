import { z } from 'zod';
import { isoDate } from './values.js';
import { defineRoute, type WireAnswer } from './wire.js';

/** The query's length after trimming (docs/architecture.md, Search). */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
/** Hits a page of the one search holds at most. */
export const SEARCH_LIMIT_MAX = 50;
/**
 * The one search counts hits exactly up to this many and says so past it (`totalExact: false`, shown "1,000+"), and
 * serves no page past it: counting or ranking every match of a common word in a million documents is not a
 * person's answer in 50 ms, and no one pages through 50 pages of 20 (docs/architecture.md, Search).
 */
export const SEARCH_TOTAL_CAP = 1000;
/** The module of employees, whom the core indexes (every other module is a plugin's code). */
export const SEARCH_PEOPLE = 'people';

export const SearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_QUERY_MIN, `query is shorter than ${SEARCH_QUERY_MIN} characters`)
    .max(SEARCH_QUERY_MAX, `query is longer than ${SEARCH_QUERY_MAX} characters`),
  /** One module: `people` or a plugin's code; an unknown one is refused by the server. */
  type: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, 'unknown type')
    .optional(),
  /** Records dated from this day on, up to `to` (both included). */
  from: isoDate().optional(),
  to: isoDate().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(20),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** A piece of a highlighted text: `match` marks the words the query found. */
export interface SearchPartView {
  text: string;
  match: boolean;
}

/** One found record as the one search answers it. */
export interface SearchHitView {
  /** `people` or the plugin's code. */
  module: string;
  kind: string;
  _id: string;
  link: string;
  title: SearchPartView[];
  snippet: SearchPartView[];
  /** The record's date (ISO). */
  date: string;
}

export interface SearchAnswer {
  result: SearchHitView[];
  page: number;
  limit: number;
  /** The hits the reader may open, counted up to SEARCH_TOTAL_CAP. */
  total: number;
  /** False when there are more than `total` (the cap): shown as "1,000+". */
  totalExact: boolean;
  /** The query with its unknown words replaced by the closest indexed title words, when that finds something ("did you mean"). */
  suggestion: string | null;
}

export const searchRoutes = {
  /** A page with the suggestion beside it (`{ result, page, limit, total, totalExact, suggestion }`). */
  find: defineRoute('get', '/search', { query: SearchQuery, answer: { kind: 'page' } as WireAnswer<SearchAnswer, 'page'> }),
};

/** The text of rich content (HTML) without its markup: for a rule on its text and for the search index. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
