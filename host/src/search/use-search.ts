import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi, useMe } from '@atrium/sdk/ui';
import type { SearchAnswer } from '@atrium/sdk/shared';

/** What one search asks (docs/architecture.md, "The one search"); empty fields are left out of the call. */
export interface SearchAsk {
  q: string;
  type?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/** The query's length the server accepts after trimming (SEARCH_QUERY_MIN/MAX of '@atrium/sdk/shared', whose schemas stay out of this chunk). */
export const QUERY_MIN = 2;
export const QUERY_MAX = 100;

/** The call's query string: the given fields only, in a fixed order. */
export function searchParams(ask: SearchAsk): URLSearchParams {
  const p = new URLSearchParams({ q: ask.q.trim() });
  for (const key of ['type', 'from', 'to', 'page', 'limit'] as const) if (ask[key]) p.set(key, String(ask[key]));
  return p;
}

/**
 * One page of the one search (`GET api/search`). Each ask is its own query key, so an answer to an
 * earlier ask never shows for a later one (a stale answer is dropped, and its request aborted); a query
 * shorter than the server's minimum is not sent. `keep` shows the previous page while the next loads.
 */
export function useSearch(ask: SearchAsk, { keep = false } = {}) {
  const api = useApi();
  const me = useMe();
  const q = ask.q.trim();
  const enabled = q.length >= QUERY_MIN && q.length <= QUERY_MAX && !!me?.client;
  const params = searchParams(ask).toString();
  return useQuery({
    queryKey: ['search', me?.client?._id, params],
    enabled,
    placeholderData: keep ? keepPreviousData : undefined,
    staleTime: 30_000,
    queryFn: ({ signal }) => api.get<SearchAnswer>(`/api/search?${params}`, { signal, quiet: true }),
  });
}
