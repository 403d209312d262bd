import type { QueryClient } from '@tanstack/react-query';
import { whenPageIdle } from '@atrium/sdk/ui';
import { pluginsLoading } from '../plugins/runtime.js';

const RECHECK_MS = 250;
// A page that never stops fetching (a query retrying against a server that is away) still gets its
// background work, later.
const AT_MOST_MS = 15_000;
// A call's first answer taking longer than this does not hold back what waits for the page's first answers.
const FIRST_ANSWER_MS = 2_000;

/**
 * Runs `fn` at an idle moment once `ready(waitedMs)` says so, looking again every RECHECK_MS; returns the cancel.
 */
function whenIdleAnd(ready: (waited: number) => boolean, fn: () => void): () => void {
  const started = performance.now();
  let cancel = () => {};
  const attempt = () => {
    cancel = whenPageIdle(() => {
      if (ready(performance.now() - started)) return fn();
      const timer = setTimeout(attempt, RECHECK_MS);
      cancel = () => clearTimeout(timer);
    });
  };
  attempt();
  return () => cancel();
}

/**
 * Runs `fn` once the page has what it came for: after its load event, at an idle moment with no query
 * fetching and no plugin module loading (the page's module, its slots' widgets). Background work (the
 * service worker's install) then takes nothing from the page's own calls and code on a slow connection.
 * Returns the cancel.
 */
export const whenPageQuiet = (qc: QueryClient, fn: () => void): (() => void) =>
  whenIdleAnd((waited) => waited > AT_MOST_MS || (qc.isFetching() === 0 && pluginsLoading() === 0), fn);

/** Calls fetching their first answer: a poll or refresh of a call that has answered is not one of them. */
const firstAnswersAwaited = (qc: QueryClient): number => qc.isFetching({ predicate: (q) => q.state.status === 'pending' });

/**
 * Runs `fn` once what the page has started has its code and first data: at an idle moment with no plugin
 * module loading and no call awaiting its first answer (`firstAnswersAwaited`), or with the code in and
 * FIRST_ANSWER_MS gone by. Unlike `whenPageQuiet`, a call that keeps fetching (a poll, a slow refresh) holds
 * it back at most FIRST_ANSWER_MS. Returns the cancel.
 */
export function whenPageLoaded(qc: QueryClient, fn: () => void): () => void {
  let codeIn: number | undefined;
  return whenIdleAnd((waited) => {
    if (codeIn === undefined) {
      if (pluginsLoading() > 0 && waited <= AT_MOST_MS) return false;
      codeIn = waited;
    }
    return firstAnswersAwaited(qc) === 0 || waited - codeIn > FIRST_ANSWER_MS;
  }, fn);
}

let quietOnce: Promise<void> | null = null;

/**
 * Settles the first time a page is quiet (`whenPageQuiet`), at once ever after: deferred slots
 * (SlotOptions.defer) load their plugins then, once the first page has its content.
 */
export const firstQuiet = (qc: QueryClient): Promise<void> => (quietOnce ??= new Promise((resolve) => whenPageQuiet(qc, resolve)));
