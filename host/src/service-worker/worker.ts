/**
 * The shell's service worker (docs/architecture.md, "The shell's service worker"). It keeps the scripts
 * and styles of the first signed-in page in CacheStorage, put there while it installs: Chromium compiles
 * a script cached then at once and keeps the code, so the next visit runs it without compiling (LCP of
 * a repeat visit 0.3 s sooner on the mobile profile, docs/benchmarks.md). It also keeps the shell's page
 * under the addresses the user opened, so a repeat visit does not wait a round trip for it (kept-html.ts
 * checks it against the server's). Static routes serve both, so the worker itself never runs for a
 * request: it has no fetch handler, API calls go to the network as without it, and a file or an address
 * not in the cache comes from the network too.
 */
import { CACHE_PREFIX, IMMUTABLE_PATTERNS, isImmutableFile, pageKey, PRECACHE, type PrecacheMessage } from './protocol.js';

// The parts of the worker scope used here: TypeScript's webworker library cannot share a program with
// the DOM's, and it does not have static routes (Chromium 123+) yet.
interface ExtendableEvent extends Event {
  waitUntil(done: Promise<unknown>): void;
}
interface InstallEvent extends ExtendableEvent {
  addRoutes?(
    routes: { condition: { urlPattern: string } | { requestMode: 'navigate'; requestMethod: 'GET' }; source: { cacheName: string } }[],
  ): Promise<void>;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PrecacheMessage | undefined>) => void): void;
  skipWaiting(): Promise<void>;
}

const scope = self as unknown as WorkerScope;
const cacheName = CACHE_PREFIX + (new URL(scope.location.href).searchParams.get('build') ?? 'unversioned');

/** How long an installing worker waits for the page's list before it installs with none. */
const LIST_WAIT_MS = 30_000;

// The page that registered the worker sends the files it loaded and where it was opened (register.ts).
const listed = new Promise<Omit<PrecacheMessage, 'type'>>((resolve) => {
  scope.addEventListener('message', (event) => {
    if (event.data?.type === PRECACHE) resolve(event.data);
  });
  setTimeout(() => resolve({ urls: [] }), LIST_WAIT_MS);
});

async function precache({ urls, pages = [] }: Omit<PrecacheMessage, 'type'>) {
  const cache = await caches.open(cacheName);
  const own = (u: string) => new URL(u, scope.location.href);
  // The files come from the HTTP cache the page just filled. One that fails is left to the network.
  const files = urls.filter((u) => isImmutableFile(own(u)));
  const opened = pages.filter((u) => own(u).origin === scope.location.origin).map(pageKey);
  await Promise.allSettled([...files, ...opened].map((u) => cache.add(u)));
}

scope.addEventListener('install', (event) => {
  // Without static routes nothing would read the cache, so a browser without them caches nothing.
  if (!event.addRoutes) return;
  const routes = event.addRoutes([
    ...IMMUTABLE_PATTERNS.map((urlPattern) => ({ condition: { urlPattern }, source: { cacheName } })),
    // Only addresses a page was opened at are in the cache; any other navigation (a download, a form an
    // identity provider posts back) goes to the network.
    { condition: { requestMode: 'navigate' as const, requestMethod: 'GET' as const }, source: { cacheName } },
  ]);
  event.waitUntil(Promise.all([routes, listed.then(precache)]).then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== cacheName).map((k) => caches.delete(k)))),
  );
});
