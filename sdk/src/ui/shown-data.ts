import { useDeferredValue } from 'react';

/**
 * A call's data for a page that builds many components from it (a board's lanes and cards): undefined, so the
 * page still shows its loader, until React has built the page with it in a background render. An answer is a
 * react-query update, which React renders in one blocking task (on a phone's 4× slower CPU 0.6–0.8 s for a
 * board, docs/benchmarks.md "Long tasks after the first paint"); a deferred value is rendered again in slices
 * between which the browser paints and answers input. Only the first data waits: once shown, later answers
 * (a refetch, an optimistic move) render at once, as before.
 *
 * `if (query.isLoading || data !== query.data) return <Loader />` keeps the loader until the page commits.
 */
export function useShownData<T>(data: T | undefined): T | undefined {
  // Initially false: a page mounting with its data in the cache builds it in the background too.
  const shown = useDeferredValue(data !== undefined, false);
  return shown ? data : undefined;
}
