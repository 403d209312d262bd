import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@atrium/sdk/ui';
import { wallRoutes } from '../shared/routes.js';
import type { FeedPage } from '../shared/types.js';

/** Every wall query key starts with 'wall', so one invalidation refreshes every open list. */
export const wallKey = ['wall'] as const;
export const refreshWall = (qc: QueryClient) => qc.invalidateQueries({ queryKey: wallKey });

/** Loads one page of a feed through its route contract. */
export type FeedLoader = (api: ApiClient, page: number) => Promise<FeedPage>;

/** A feed paged by the server at 20 (`{ page, pages, total }`); `load(api, page)` makes the call. */
export function useFeed(key: unknown[], load: FeedLoader) {
  const api = useApi();
  const feed = useInfiniteQuery({
    queryKey: [...wallKey, 'feed', ...key],
    queryFn: ({ pageParam }) => load(api, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
  useMarkViewed(feed.data?.pages);
  return feed;
}

/** Marks each loaded page's posts viewed once (the server adds a view only when none exists). */
function useMarkViewed(pages: FeedPage[] | undefined) {
  const api = useApi();
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const fresh = (pages ?? [])
      .flatMap((p) => p.result)
      .filter((p) => !p.viewed && !sent.current.has(p._id))
      .map((p) => p._id);
    if (!fresh.length) return;
    for (const id of fresh) sent.current.add(id);
    for (let i = 0; i < fresh.length; i += 100)
      void api.call(wallRoutes.viewAll, { body: { ids: fresh.slice(i, i + 100), where: 'wall' } }, { quiet: true }).catch(() => undefined);
  }, [pages, api]);
}

export function useLike() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { like_type: 'post' | 'comment' | 'answer'; id: string; dislike?: boolean }) => api.call(wallRoutes.like, { body: b }),
    onSuccess: () => refreshWall(qc),
  });
}
