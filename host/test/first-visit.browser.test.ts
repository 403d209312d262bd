import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';

/**
 * A page opened from a link in a browser that never showed it: nothing is remembered of its first call
 * (first-call-memory.ts), so only its plugin's manifest (`firstCalls`) lets the call go out before the
 * plugin's code has loaded (boot/early-calls.ts). On Lighthouse's phone (412×823, 150 ms round trips, CPU 4×
 * slower), the call must leave before the plugin's remote entry has arrived, and the page must take that
 * answer rather than ask again (the declared path is the one the page asks for).
 */
const app = useBrowserApp({ plugins: ['wall', 'task_tracker', 'knowl_base'], results: 'host' });
const PHONE = { width: 412, height: 823 };
let admin: TestUser;
let pages: { board: string; article: string };

beforeAll(async () => {
  admin = app.client.admin;
  const desk = await admin.api.post('/api/task_tracker', { name: 'Launch', lanes: [{ name: 'To do' }] });
  const article = await admin.api.post('/api/article', { kind: 'article', title: 'Travel rules', parentId: null, content: '<p>Rules</p>' });
  expect([desk.status, article.status]).toEqual([200, 200]);
  pages = { board: `/desk/${desk.body.result._id}`, article: `/article/${article.body.result._id}` };
});

/**
 * The page opened directly on the phone's network and processor, as from a link in a message; answers how
 * often the start asked `/api/me`. Its workspace is not stored yet, as on the first start after signing in
 * (the answer of `/api/me` stores it).
 */
async function openOnPhone(page: Page, address: string) {
  await page.evaluate(() => localStorage.removeItem('atrium.workspace'));
  let me = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/me' && me++));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(address);
  return () => me;
}

/** When the call to `api` left and when the plugin's remote entry had arrived, from Resource Timing; and how often `api` was asked. */
const timings = (page: Page, api: string, plugin: string) =>
  page.evaluate(
    ([api, plugin]) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const calls = entries.filter((e) => new URL(e.name).pathname === api);
      const remote = entries.find((e) => new URL(e.name).pathname === `/plugins/${plugin}/remoteEntry.js`);
      return { asked: calls.length, callStart: calls[0]?.startTime, remoteEnd: remote?.responseEnd };
    },
    [api, plugin],
  );

it.each([
  { name: 'a task board', plugin: 'task_tracker', api: (p: string) => `/api/task_tracker/${p.split('/').pop()}`, at: 'board' as const },
  { name: 'an article', plugin: 'knowl_base', api: (p: string) => `/api/article/${p.split('/').pop()}`, at: 'article' as const },
])("$name's first visit on a phone asks its first call before its plugin's code has arrived, and takes that answer", async (c) => {
  const page = await app.open(admin, { viewport: PHONE });
  const meAsked = await openOnPhone(page, pages[c.at]);
  await page.getByRole('heading', { name: c.at === 'board' ? 'Launch' : 'Travel rules' }).waitFor();
  const t = await timings(page, c.api(pages[c.at]), c.plugin);
  expect(t.asked).toBe(1);
  expect(meAsked()).toBe(1);
  expect(t.callStart).toBeLessThan(t.remoteEnd!);
});
