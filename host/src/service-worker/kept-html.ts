import { CACHE_PREFIX, isImmutableFile, pageKey } from './protocol.js';

// The host build's hash, which names this build's cache (worker.ts).
declare const __webpack_hash__: string;

/** The address this document was opened at, before the router's redirects: the one a next visit asks for. */
export function openedAt(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return pageKey(navigation?.name ?? location.href);
}

/**
 * The worker serves the shell's page from its cache (worker.ts), so the first visit after a deploy
 * starts the build the user had, whose chunks the server no longer has. So each start asks the server
 * for the page at its address: if the server's page loads another entry script, a new build is out,
 * and the kept pages go and this one loads again, from the network. Otherwise an address opened for
 * the first time is kept too. Production builds under a worker only.
 */
export async function checkKeptHtml(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !navigator.serviceWorker?.controller) return;
  const url = openedAt();
  // Set before a reload: that start came from the network, so it does not reload again whatever it finds.
  const reloaded = sessionStorage.getItem(RELOADED) !== null;
  sessionStorage.removeItem(RELOADED);
  try {
    const fresh = await fetch(url, { cache: 'no-cache', headers: { accept: 'text/html' } });
    if (!fresh.ok) return;
    if (entryOf(document) !== entryOf(new DOMParser().parseFromString(await fresh.clone().text(), 'text/html'))) {
      await forgetPages();
      if (reloaded) return;
      sessionStorage.setItem(RELOADED, '1');
      location.reload();
      return;
    }
    const name = CACHE_PREFIX + __webpack_hash__;
    // This build's worker is not installed yet (it registers once the page is quiet, register.ts).
    if (!(await caches.has(name))) return;
    const cache = await caches.open(name);
    if (!(await cache.match(url))) await cache.put(url, fresh);
  } catch {
    // The server away: the kept page is all there is, and it works with the cached files.
  }
}

const RELOADED = 'atrium.keptHtmlReloaded';

/** The entry script a page loads first (the build's `main.<hash>.js`). */
const entryOf = (doc: Document) => doc.querySelector('script[src]')?.getAttribute('src') ?? null;

/** Drops the shell's pages from every build's cache, so the next navigation goes to the network. */
async function forgetPages() {
  for (const name of (await caches.keys()).filter((n) => n.startsWith(CACHE_PREFIX))) {
    const cache = await caches.open(name);
    const pages = (await cache.keys()).filter((r) => !isImmutableFile(new URL(r.url)));
    await Promise.all(pages.map((r) => cache.delete(r)));
  }
}
