import type { QueryClient } from '@tanstack/react-query';
import { whenPageIdle } from '@atrium/sdk/ui';
import { pluginsLoading } from '../plugins/runtime.js';

const RECHECK_MS = 250;
// A page that never stops fetching (a query retrying against a server that is away) still gets its
// background work, later.
const AT_MOST_MS = 15_000;

/**
 * Runs `fn` once the page has what it came for: after its load event, at an idle moment with no query
 * fetching and no plugin module loading (the page's module, its slots' widgets). Background work (the
 * service worker's install) then takes nothing from the page's own calls and code on a slow connection.
 * Returns the cancel.
 */
export function whenPageQuiet(qc: QueryClient, fn: () => void): () => void {
  const started = performance.now();
  let cancel = () => {};
  const attempt = () => {
    cancel = whenPageIdle(() => {
      const busy = qc.isFetching() > 0 || pluginsLoading() > 0;
      if (!busy || performance.now() - started > AT_MOST_MS) return fn();
      const timer = setTimeout(attempt, RECHECK_MS);
      cancel = () => clearTimeout(timer);
    });
  };
  attempt();
  return () => cancel();
}

let quietOnce: Promise<void> | null = null;

/**
 * Settles the first time a page is quiet (`whenPageQuiet`), at once ever after: deferred slots
 * (SlotOptions.defer) load their plugins then, once the first page has its content.
 */
export const firstQuiet = (qc: QueryClient): Promise<void> => (quietOnce ??= new Promise((resolve) => whenPageQuiet(qc, resolve)));
