/** What the page and the shell's service worker (worker.ts) say to each other. */

/** The message with the files the page loaded and the addresses it was opened at, sent to the worker while it installs. */
export const PRECACHE = 'atrium.precache';
export interface PrecacheMessage {
  type: typeof PRECACHE;
  urls: string[];
  /** Addresses whose answer is the shell's page (index.html), which the worker serves to navigations. */
  pages?: string[];
}

/** One cache per build of the host; a new worker deletes the others when it takes over. */
export const CACHE_PREFIX = 'atrium-shell-';

/**
 * Files that never change under their URL: the host's hashed assets, a remote's hashed chunks and its
 * `remoteEntry.js?v=<build hash>`. A bare `remoteEntry.js` changes with each build of its plugin.
 */
export function isImmutableFile(url: URL): boolean {
  if (url.pathname.startsWith('/assets/')) return true;
  const remote = /^\/plugins\/[a-z0-9_-]+\/([^/]+)$/.exec(url.pathname);
  return !!remote && (remote[1] !== 'remoteEntry.js' || url.searchParams.has('v'));
}

/** The address a visit asked for, as a cache key: without its fragment, which never reaches the server. */
export const pageKey = (href: string) => href.split('#')[0]!;

/** The URL patterns the worker's static routes serve from its cache (a file it lacks comes from the network). */
export const IMMUTABLE_PATTERNS = ['/assets/*', '/plugins/*'];
