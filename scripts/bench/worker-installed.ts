import type { Page } from 'playwright-core';
import { CACHE_PREFIX } from '../../host/src/service-worker/protocol.js';

/**
 * Waits until the shell's service worker has installed from `page` (the visit before a warm one): it is
 * active, so the next visit is one it controls, and its cache holds the files the page handed it. Chromium
 * compiles the scripts put in that cache while the worker installs and keeps their code, so a warm visit
 * opened before this would compile every script again, which a person's second visit does not.
 */
export async function workerInstalled(page: Page): Promise<void> {
  await page.evaluate(
    async ({ prefix, timeoutMs }) => {
      // The worker registers once the page is quiet and the browser idle, which a slowed phone reaches late.
      const late = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no service worker active after ${timeoutMs} ms`)), timeoutMs),
      );
      // `ready` resolves once a worker is active, that is once its install (the cache filled) has finished.
      await Promise.race([navigator.serviceWorker.ready, late]);
      const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
      const sizes = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length));
      if (!sizes.some((size) => size > 0)) throw new Error('the service worker installed with an empty cache');
    },
    { prefix: CACHE_PREFIX, timeoutMs: 120_000 },
  );
}
