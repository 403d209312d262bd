import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { TestUser } from '@atrium/sdk/testing';
import { signIn, useBrowserApp } from '@atrium/sdk/testing/browser';
import { COMPILE_ALL_HINT } from '@atrium/sdk/build';
import { assetWith } from './support/browser.js';
import { benchmarkIndexes } from './support/benchmark-index.js';
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import ru from '../src/i18n/locales/ru.json' with { type: 'json' };

/**
 * What a new user's browser receives, read from Chromium (CDP `Network.loadingFinished`
 * `encodedDataLength`: compressed bodies and headers, as on the wire) from the sign-in page to the
 * wall's first page of posts. Scripts: goal GOAL_KB, met since 2026-11-27 (~197 KB, docs/benchmarks.md says
 * where the bytes go); the test fails above the issue's CI ceiling, CEILING_KB. LCP on Lighthouse's mobile
 * profile is measured and reported (`npm run bench`), never asserted: this machine's speed moves too
 * much for a timed bound. Total Blocking Time on that profile has a ceiling (TBT_CEILING_MS) on the
 * cold visit, the figure a busy machine moves least.
 */
export const GOAL_KB = 200;
export const CEILING_KB = 250;
/**
 * The wall with every workspace plugin on: reported, and held to today's figure plus 10 % (195 KB on
 * 2026-11-28; the header's shop balance loads with the shell, the side column's widgets once the page is quiet).
 */
export const DEMO_REGRESSION_KB = 215;
export const LCP_GOAL_S = { cold: 2.5, repeat: 1.0 };
/**
 * The CI ceiling on the mobile wall's Total Blocking Time (issue #41; its goal, 400 ms on Lighthouse's mobile
 * preset, is the bench's), held by the wall alone's visit with an empty cache. A long task is wall-clock
 * time: on a busy machine the page's main thread waits for a core besides the 4× slowdown, and a 40 ms task
 * taking twice as long crosses the 50 ms line. The cold visit's figure barely moves with the load, since
 * most of the start runs before its first contentful paint and is not counted: 222 ms at a load average
 * of ~11 and 259 ms at ~22 on 2 × AMD EPYC (2026-11-29), so 1,000 ms leaves a busy CI machine four times
 * the room and fails a start that moves ~0.8 s of blocking work behind the first paint. The repeat visit
 * paints the kept copy first (host/src/boot/kept-page.ts), so the whole start counts and grows with the
 * load (562 ms at ~11, 1,945 ms at ~22, 5,333 ms with every plugin on): reported, not asserted.
 */
export const TBT_CEILING_MS = 1_000;
/** How long the page must go without a long task before its Total Blocking Time is read (Lighthouse waits 5 s for its TTI). */
const QUIET_MS = 3_000;
/**
 * Signed-in visits measured per journey, each in a fresh browser context (an empty cache, then its
 * repeat): LCP is their median. One in the test suite; `npm run bench` asks for five, since a single
 * visit at 4× CPU moves by a second between runs on a shared machine.
 */
const VISITS = Math.max(1, Number(process.env.ATRIUM_LCP_VISITS ?? 1));

/** Lighthouse's mobile throttling: 1.6 Mbps down, 750 Kbps up, 150 ms round trip, CPU 4× slower. */
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const MOBILE_DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Every plugin of the workspace is installed, as `npm start` serves them. The budget's client has only
 * the wall switched on (the shell's own cost); a second client has every plugin on, so the wall shows
 * each plugin's widgets: what a user of the demo downloads, reported beside it.
 */
const WORKSPACE_PLUGINS = fs
  .readdirSync(path.resolve(import.meta.dirname, '../../plugins'))
  .filter(
    (name) => !name.startsWith('zscaffold') && fs.existsSync(path.resolve(import.meta.dirname, '../../plugins', name, 'package.json')),
  );
const app = useBrowserApp({ plugins: WORKSPACE_PLUGINS, features: [{ feature: 'wall', active: true }], results: 'host' });
let reader: TestUser;
let fullReader: TestUser;

beforeAll(async () => {
  const full = await app.t.client();
  const rights = (c: string[]) => ({ rights: c, fields: { firstName: 'Vera', lastName: 'Reader', lang: 'en' } });
  reader = await app.client.user(rights(['wall']));
  fullReader = await full.user(rights(WORKSPACE_PLUGINS));
  for (const client of [app.client, full]) {
    const author = await client.user({ rights: ['wall'], fields: { firstName: 'Anton', lastName: 'Author', lang: 'en' } });
    for (let i = 0; i < 25; i++)
      expect((await author.api.post('/api/post', { text: `Update ${i}: the quarterly figures are in, thanks to everyone.` })).status).toBe(
        200,
      );
  }
});

interface Transfer {
  url: string;
  type: string;
  bytes: number;
  /** Served from the memory or disk cache, or the service worker's: nothing came over the network. */
  cached: boolean;
  /** Served from the shell's service worker's cache (src/service-worker). */
  fromWorker: boolean;
}

/** Records every response of the page with its bytes on the wire. */
async function watchTransfers(context: BrowserContext, page: Page, throttle: boolean) {
  const cdp = await context.newCDPSession(page);
  const byId = new Map<string, Transfer>();
  cdp.on('Network.responseReceived', (e) => {
    const t = byId.get(e.requestId);
    const fromWorker = e.response.serviceWorkerResponseSource === 'cache-storage';
    byId.set(e.requestId, {
      url: new URL(e.response.url).pathname,
      type: e.type,
      bytes: 0,
      cached: t?.cached || !!e.response.fromDiskCache || !!e.response.fromPrefetchCache || fromWorker,
      fromWorker,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => byId.set(e.requestId, { url: '', type: '', bytes: 0, cached: true, fromWorker: false }));
  cdp.on('Network.loadingFinished', (e) => {
    const t = byId.get(e.requestId);
    if (t) t.bytes = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latency,
      downloadThroughput: MOBILE.downloadThroughput,
      uploadThroughput: MOBILE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  }
  return () => [...byId.values()].filter((t) => t.url);
}

const firstPost = (page: Page) => page.getByTestId('post').first().waitFor({ timeout: 60_000 });

/** The page's largest contentful paint, in seconds from the navigation's start. */
const lcpOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const all = list.getEntries();
          resolve(all[all.length - 1]!.startTime / 1000);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );

/**
 * Notes in the page when the first post is put in it, and when the kept copy of the page is
 * (host/src/boot/kept-page.ts; it has no test ids, so the post is the live page's), and settles
 * `firstPostPainted` once the frame with the first post has painted. An init script, so it runs before
 * the shell.
 */
function markFirstPost() {
  const marks = window as unknown as { firstPostAt?: number; keptCopyAt?: number; firstPostPainted?: Promise<void> };
  let painted = () => {};
  marks.firstPostPainted = new Promise((resolve) => (painted = resolve));
  new MutationObserver((_, observer) => {
    if (!marks.keptCopyAt && document.getElementById('kept-page')) marks.keptCopyAt = performance.now();
    if (!document.querySelector('[data-testid="post"]')) return;
    marks.firstPostAt = performance.now();
    observer.disconnect();
    // A timer set in a frame's animation callback runs after that frame's paint.
    requestAnimationFrame(() => setTimeout(painted));
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Keeps the page's long tasks (over 50 ms of main thread) from its start. An init script, so the
 * observer is there before the shell's first task.
 */
function watchLongTasks() {
  const tasks: { start: number; end: number }[] = [];
  (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Total Blocking Time as Lighthouse defines it: each long task's time beyond 50 ms, counted from the first
 * contentful paint (a task across it counts from there), until the page has been quiet (no long task)
 * for `QUIET_MS`, which takes in the work a page does once its first posts are in (the service worker's
 * install, the deferred widgets, CASL). In milliseconds.
 */
const blockingTimeOf = (page: Page) =>
  page.evaluate(async (quietMs) => {
    const tasks = (window as unknown as { longTasks: { start: number; end: number }[] }).longTasks;
    const lastEnd = () => Math.max(performance.now() - quietMs * 2, ...tasks.map((t) => t.end));
    while (performance.now() - lastEnd() < quietMs) await new Promise((resolve) => setTimeout(resolve, 250));
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return Math.round(tasks.filter((t) => t.end > fcp).reduce((sum, t) => sum + Math.max(0, t.end - Math.max(t.start, fcp) - 50), 0));
  }, QUIET_MS);

/**
 * Waits for a measured visit's first post to paint (`markFirstPost`) through the protocol, not a locator:
 * Playwright's script, injected into the page at its first locator, compiles on the page's main thread,
 * at 4× CPU 0.1–0.2 s among the wall's own work before its posts render.
 */
async function firstPostPainted(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { exceptionDetails } = await cdp.send('Runtime.evaluate', { expression: 'window.firstPostPainted', awaitPromise: true });
  if (exceptionDetails) throw new Error(`no post painted: ${exceptionDetails.text}`);
  await cdp.detach();
}

/** When the first post and the kept copy were put in the page, in seconds from the navigation's start (0: never). */
const marksOf = (page: Page) =>
  page.evaluate(() => {
    const marks = window as unknown as { firstPostAt?: number; keptCopyAt?: number };
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { live: (marks.firstPostAt ?? 0) / 1000, copy: (marks.keptCopyAt ?? 0) / 1000, html: (navigation?.responseEnd ?? 0) / 1000 };
  });

/**
 * The files the page asked for only once its first post was in it: the background work of a quiet page
 * (the service worker's install, CASL; host/src/shell/quiet.ts), which may or may not start before the
 * test reads the transfers. They are not on the way to the posts, so the journey leaves them out.
 */
const startedAfterFirstPost = async (page: Page) =>
  new Set(
    await page.evaluate(() => {
      const at = (window as unknown as { firstPostAt: number }).firstPostAt;
      const entries = performance.getEntriesByType('resource').map((e) => ({ url: new URL(e.name).pathname, before: e.startTime < at }));
      const before = new Set(entries.filter((e) => e.before).map((e) => e.url));
      return entries.filter((e) => !e.before && !before.has(e.url)).map((e) => e.url);
    }),
  );

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (ts: Transfer[]) => ts.reduce((s, t) => s + t.bytes, 0);

/**
 * One user's journey: a fresh browser from the sign-in page to the wall's first page of posts (bytes
 * on the wire), then LCP on the mobile profile signed in, with an empty cache and again with the cache
 * of that visit (and what the repeat visit downloaded again).
 */
async function journey(user: TestUser) {
  const context = await app.browser.newContext({ baseURL: app.t.url, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('atrium.lang', 'en'));
  await context.addInitScript(markFirstPost);
  const page = await context.newPage();
  const transfers = await watchTransfers(context, page, false);
  await page.goto('/login/');
  await signIn(page, user);
  await firstPost(page);
  const later = await startedAfterFirstPost(page);
  const needed = transfers().filter((t) => !later.has(t.url));
  const scripts = needed.filter((t) => t.type === 'Script');
  const styles = needed.filter((t) => t.type === 'Stylesheet');
  const urls = new Set(scripts.map((t) => t.url));
  const session = await context.storageState();
  await context.close();

  const lcpCold: number[] = [];
  const lcpRepeat: number[] = [];
  const tbtCold: number[] = [];
  const tbtRepeat: number[] = [];
  const liveRepeat: number[] = [];
  const copyRepeat: number[] = [];
  // When each repeat visit had its page's HTML (the navigation's responseEnd).
  const htmlRepeat: number[] = [];
  const downloadedAgain: Transfer[] = [];
  let fromWorker: Transfer[] = [];
  // Whether each repeat visit's page (its HTML) came from the service worker's cache.
  const pageFromWorker: boolean[] = [];
  let repeatScripts = 0;
  let shellFiles: string[] = [];
  for (let v = 0; v < VISITS; v++) {
    const mobile = await app.browser.newContext({ ...MOBILE_DEVICE, baseURL: app.t.url, storageState: session });
    await mobile.addInitScript(markFirstPost);
    await mobile.addInitScript(watchLongTasks);
    const cold = await mobile.newPage();
    const first = await watchTransfers(mobile, cold, true);
    await cold.goto('/company');
    await firstPostPainted(mobile, cold);
    lcpCold.push(await lcpOf(cold));
    tbtCold.push(await blockingTimeOf(cold));
    // A user's first visit lasts long enough for the shell's service worker to install (src/service-worker).
    await cold.evaluate(() => navigator.serviceWorker.ready);
    const coldUrls = new Set(first().map((t) => t.url));
    coldUrls.forEach((u) => urls.add(u));
    const quiet = await startedAfterFirstPost(cold);
    shellFiles = first()
      .filter((t) => t.url.startsWith('/assets/') && (t.type === 'Script' || t.type === 'Stylesheet') && !t.cached && !quiet.has(t.url))
      .map((t) => t.url);
    await cold.close();
    const warm = await mobile.newPage();
    const again = await watchTransfers(mobile, warm, true);
    await warm.goto('/company');
    await firstPostPainted(mobile, warm);
    lcpRepeat.push(await lcpOf(warm));
    tbtRepeat.push(await blockingTimeOf(warm));
    const marks = await marksOf(warm);
    liveRepeat.push(marks.live);
    copyRepeat.push(marks.copy);
    htmlRepeat.push(marks.html);
    // Files the first visit fetched that came over the network again (a chunk the first visit did not reach is not "again").
    downloadedAgain.push(...again().filter((t) => (t.type === 'Script' || t.type === 'Stylesheet') && !t.cached && coldUrls.has(t.url)));
    repeatScripts = again().filter((t) => t.type === 'Script').length;
    fromWorker = again().filter((t) => t.type === 'Script' && t.fromWorker);
    pageFromWorker.push(again().some((t) => t.type === 'Document' && t.fromWorker));
    await mobile.close();
  }
  return {
    scripts,
    styles,
    lcpCold,
    lcpRepeat,
    tbtCold,
    tbtRepeat,
    liveRepeat,
    copyRepeat,
    htmlRepeat,
    downloadedAgain,
    fromWorker,
    pageFromWorker,
    repeatScripts,
    urls,
    shellFiles,
  };
}

type Journey = Awaited<ReturnType<typeof journey>>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
/** `3.51 s`, or with several visits their median and range: `3.51 s (median of 5, 3.20–4.10)`. */
const seconds = (xs: number[]) =>
  `${median(xs).toFixed(2)} s${xs.length > 1 ? ` (median of ${xs.length}, ${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})` : ''}`;

/** `840 ms`, or with several visits their median and range. */
const millis = (xs: number[]) =>
  `${median(xs)} ms${xs.length > 1 ? ` (median of ${xs.length}, ${Math.min(...xs)}–${Math.max(...xs)})` : ''}`;

const describe = (j: Journey) => {
  const js = kb(sum(j.scripts));
  const cold = median(j.lcpCold);
  const repeat = median(j.lcpRepeat);
  return (
    `scripts ${js} KB in ${j.scripts.length} files (goal ${GOAL_KB} KB ${js <= GOAL_KB ? 'met' : 'missed'}, ceiling ${CEILING_KB} KB ${js <= CEILING_KB ? 'met' : 'missed'}), ` +
    `styles ${kb(sum(j.styles))} KB in ${j.styles.length} files; LCP on the mobile profile cold ${seconds(j.lcpCold)} (goal ${LCP_GOAL_S.cold} s ${cold <= LCP_GOAL_S.cold ? 'met' : 'missed'}), ` +
    `repeat ${seconds(j.lcpRepeat)} (goal ${LCP_GOAL_S.repeat} s ${repeat <= LCP_GOAL_S.repeat ? 'met' : 'missed'}; ${j.fromWorker.length} of its ${j.repeatScripts} scripts ` +
    `from the service worker's cache, and its page in ${j.pageFromWorker.filter(Boolean).length} of ${j.pageFromWorker.length} visits, ` +
    `that page's HTML in at ${seconds(j.htmlRepeat)}; the kept copy of the wall in the page at ${seconds(j.copyRepeat)}, the live wall's first post at ` +
    `${seconds(j.liveRepeat)}), ${j.downloadedAgain.length} scripts or styles downloaded again; Total Blocking Time on the mobile profile ` +
    `cold ${millis(j.tbtCold)}, repeat ${millis(j.tbtRepeat)}`
  );
};

it(
  `a new user's journey from the sign-in page to the wall takes at most ${CEILING_KB} KB of scripts on the wire, and a second visit downloads none and runs the service worker's copies`,
  async () => {
    const cpu = await benchmarkIndexes(app.browser, MOBILE.cpu);
    const shell = await journey(reader);
    const demo = await journey(fullReader);
    const line =
      `shell on the wire: ${describe(shell)}; Chromium's BenchmarkIndex (Lighthouse's measure of the processor) ` +
      `${cpu.host} on this machine, ${cpu.throttled} at ${MOBILE.cpu}× CPU`;
    const demoLine = `with every plugin on (${WORKSPACE_PLUGINS.length}): ${describe(demo)}`;
    console.log(`${line}\n${demoLine}`);
    writeReport(line, demoLine, shell);

    // Every script and style came compressed (the build's Brotli copies) and fresh, and a second visit downloads none.
    expect(shell.scripts.length).toBeGreaterThan(5);
    for (const t of [...shell.scripts, ...shell.styles, ...demo.scripts]) expect(t.cached).toBe(false);
    expect([...shell.downloadedAgain, ...demo.downloadedAgain].map((t) => t.url)).toEqual([]);
    // The repeat visit showed what the first one kept of the wall before the live wall came.
    for (const j of [shell, demo])
      for (const [v, copy] of j.copyRepeat.entries()) {
        expect(copy).toBeGreaterThan(0);
        expect(copy).toBeLessThan(j.liveRepeat[v]!);
      }
    // The repeat visit's page came from the service worker's cache, and it ran the shell's entry and the
    // wall's module from there, compiled when the worker installed.
    for (const j of [shell, demo]) expect(j.pageFromWorker.every(Boolean)).toBe(true);
    for (const j of [shell, demo])
      expect(j.fromWorker.map((t) => t.url)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/assets\/main\.\w+\.js$/),
          expect.stringMatching(/^\/plugins\/wall\/plugin\.\w+\.js$/),
        ]),
      );
    // An English reader downloads no Russian texts: the fallback loads only for a key English lacks (src/i18n/index.ts).
    const russian = assetWith(ru.app.skip);
    for (const j of [shell, demo]) expect([...j.urls].filter((u) => u === russian)).toEqual([]);
    // The page lists the entry and the start chunk as preloads (StartPreloadPlugin, sdk/src/build/start-chunk.ts):
    // a signed-in visit used each of them, fetched once (a preload the runtime's own request did not match
    // would come twice), and needed no other file of the shell on the way to the posts but the reader's texts.
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../dist/index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link [^>]*rel="preload"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])![1]!);
    expect(preloads).toEqual([
      expect.stringMatching(/^\/assets\/main\.\w+\.js$/),
      expect.stringMatching(/^\/assets\/start\.\w+\.css$/),
      expect.stringMatching(/^\/assets\/start\.\w+\.js$/),
    ]);
    expect(preloads.filter((f) => shell.shellFiles.filter((u) => u === f).length !== 1)).toEqual([]);
    expect(shell.shellFiles.filter((f) => !preloads.includes(f))).toEqual([assetWith(en.app.skip)]);
    // Those scripts are compiled while they download (StartCompileHintPlugin, sdk/src/build/compile-hint.ts).
    for (const f of preloads.filter((p) => p.endsWith('.js')))
      expect(fs.readFileSync(path.resolve(import.meta.dirname, '../dist', f.slice(1)), 'utf8').startsWith(COMPILE_ALL_HINT)).toBe(true);
    expect(kb(sum(shell.scripts))).toBeLessThanOrEqual(CEILING_KB);
    // Styles built for the browsers we support (sdk/src/build/browsers.ts): no rule written again for older ones.
    expect(shell.styles.length).toBeGreaterThan(0);
    for (const { url } of shell.styles)
      expect(fs.readFileSync(path.resolve(import.meta.dirname, '../dist', url.slice(1)), 'utf8')).not.toMatch(/:-(webkit|moz)-any\(/);
    // The wall's side column is deferred (<Slot inView>): the plugins that only fill it load after the first posts.
    const widgetsOnly = ['calendar', 'groups', 'knowl_base', 'polls'];
    expect(demo.scripts.filter((t) => widgetsOnly.some((code) => t.url.startsWith(`/plugins/${code}/`))).map((t) => t.url)).toEqual([]);
    expect(kb(sum(demo.scripts))).toBeLessThanOrEqual(DEMO_REGRESSION_KB);
    // The phone's main thread: the wall's start blocks it after the first paint no longer than the ceiling.
    expect(median(shell.tbtCold)).toBeLessThanOrEqual(TBT_CEILING_MS);
  },
  120_000 * VISITS,
);

it("remotes bring no copy of a shared package: a page opened directly cannot load a plugin's own zod or React", () => {
  // The federation runtime picks, between providers of one version neither of which has loaded, by name
  // (`atrium_wall` after `atrium_host`): a fallback in a remote would be chosen over the host's copy.
  for (const code of ['wall', 'polls']) {
    const entry = fs.readFileSync(path.resolve(import.meta.dirname, `../../plugins/${code}/dist/ui/remoteEntry.js`), 'utf8');
    const consumed = [...entry.matchAll(/shareKey:"([^"]+)"[^}]*?fallback:([^,}]+)/g)].map((m) => [m[1], m[2]]);
    expect(consumed.map(([key]) => key)).toEqual(expect.arrayContaining(['react', 'zod', '@atrium/mantine-paint', '@atrium/sdk/ui']));
    expect(consumed.filter(([, fallback]) => fallback !== 'void 0')).toEqual([]);
  }
});

/** `npm run bench` records the figures in docs/benchmarks.md; a test run keeps them under test-results/. */
function writeReport(line: string, demoLine: string, { scripts, styles }: Journey) {
  const doc =
    process.env.ATRIUM_WRITE_DOCS === '1'
      ? path.resolve(import.meta.dirname, '../../docs/benchmarks.md')
      : path.resolve(import.meta.dirname, '../../test-results/host/budget.md');
  const rows = [...scripts, ...styles]
    .sort((a, b) => b.bytes - a.bytes)
    .map((t) => `| ${t.url} | ${t.type === 'Script' ? 'script' : 'style'} | ${kb(t.bytes).toFixed(1)} |`);
  writeSection(doc, '## Web shell JavaScript budget', [
    `Measured by \`host/test/budget.browser.test.ts\` on ${new Date().toISOString().slice(0, 10)} (${MACHINE}) in Chromium: the bytes on the wire`,
    '(CDP `encodedDataLength`: compressed bodies with their headers) of a new user going from the sign-in page to',
    "the wall's first page of posts, and LCP of a signed-in visit to the wall on Lighthouse's mobile profile",
    '(1.6 Mbps down, 150 ms round trip, CPU 4× slower; 412×823), with an empty cache and again with the cache',
    `of the first visit, and their Total Blocking Time (long tasks after the first contentful paint, in the page, until`,
    `${QUIET_MS / 1000} s without one). Goals: scripts ≤ ${GOAL_KB} KB with a CI ceiling of ${CEILING_KB} KB (the test fails above it),`,
    `LCP ≤ ${LCP_GOAL_S.cold} s cold and ≤ ${LCP_GOAL_S.repeat} s repeat; a CI ceiling of ${TBT_CEILING_MS} ms on the wall's cold Total`,
    'Blocking Time (the goal, 400 ms on Lighthouse\'s mobile preset, is the bench\'s; see "The main thread on a phone").',
    '',
    `**${line.replace(/^shell on the wire: /, '')}.**`,
    '',
    `**${demoLine[0]!.toUpperCase()}${demoLine.slice(1)}.**`,
    '',
    ...BUDGET_NOTES,
    '',
    '| file | kind | KB on the wire |',
    '|---|---|---|',
    ...rows,
  ]);
}

/** LCP moves with the processor (docs/benchmarks.md, "Dates, and what a cold visit waits for"): the report names it. */
const MACHINE = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`;

const BUDGET_NOTES = [
  'Where the scripts go (KB on the wire, headers included): the start chunk 140 (react-dom 56, the first-paint',
  "kit of @mantine/core ~32, react-router facade 13, i18next 12, react-query 12, the shell's own ~11, the",
  "SDK's UI 5, react, react-i18next's and @mantine/hooks' kits), the host entry with the federation runtime 22,",
  'the wall remote 14 (its entry 5.6, its code 8.2), English texts 4.5, sign-in 2.5.',
  '',
  "What the repeat visit waits for: the page's HTML, the entry script (which shows the kept copy) and the start",
  "stylesheet, all from the service worker's cache, and the copy's style and layout; the start chunk runs once the",
  'copy has painted. The live wall behind it waits for the main thread at a quarter of the CPU, evaluating the',
  'entry and the start chunk and rendering the shell and the wall, and for its calls and the blocks beside the',
  'feed. See "The kept page", "Compile hints and the first date" and "The page from the worker\'s cache".',
];

/** Replaces (or appends) one section of a shared Markdown file, leaving the others alone. */
function writeSection(file: string, heading: string, lines: string[]) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = old.indexOf(heading);
  const body = `${heading}\n\n${lines.join('\n')}\n`;
  let next: string;
  if (start < 0) next = `${old.trimEnd()}\n\n${body}`;
  else {
    const after = old.indexOf('\n## ', start + heading.length);
    next = old.slice(0, start) + body + (after < 0 ? '' : old.slice(after));
  }
  fs.writeFileSync(file, next);
}
