/** What the page and the shell's service worker (worker.ts) say to each other. */

/** The message with the files the page loaded, sent to the worker while it installs. */
export const PRECACHE = 'atrium.precache';
export interface PrecacheMessage {
  type: typeof PRECACHE;
  urls: string[];
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

/** The URL patterns the worker's static routes serve from its cache (a file it lacks comes from the network). */
export const IMMUTABLE_PATTERNS = ['/assets/*', '/plugins/*'];
