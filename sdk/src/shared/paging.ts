import { z } from 'zod';

export const DEFAULT_LIMIT = 25;
export const FEED_LIMIT = 20;
export const MAX_LIMIT = 200;

/** `?page&limit` of every list: page is 1-based. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
});
export type PageQuery = z.infer<typeof PageQuery>;

export interface Paged<T> {
  result: T[];
  page: number;
  limit: number;
  total: number;
}

/** Feeds answer `{ page, pages, total }` (docs/architecture.md, Limits). */
export interface Feed<T> {
  result: T[];
  page: number;
  pages: number;
  total: number;
}
