import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { freePort, signIn } from '@atrium/sdk/testing';
import { startApp } from './app-server.js';
import { measureOf } from './lighthouse-measure.js';
import { lighthouseLine, type LighthouseRow } from './lighthouse-table.js';
import { workerInstalled } from './worker-installed.js';

/**
 * Lighthouse (issue #41) on the demo workspace as a phone and a desktop see it: the sign-in page, the wall,
 * a task board, a knowledge-base article and a chat room, signed in as the demo employee, each with an empty
 * cache and with the cache of a visit before, `LIGHTHOUSE_RUNS` (3) times; the medians with their range.
 * Lighthouse drives Debian's Chromium through the debugging port of a browser Playwright keeps, so the
 * signed-in session (its token lives in localStorage) is the one every run uses. `LIGHTHOUSE_PAGES` ("wall,task
 * board") and `LIGHTHOUSE_PRESETS` ("mobile") measure some of them, to compare one change's before and after in
 * runs taken close together. `LIGHTHOUSE_REPORTS` (a folder) keeps every run's full report there as JSON, to read
 * where a page's time goes (the LCP element's phases, the request chains, the main thread's tasks).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const only = (list: string | undefined) => (name: string) => !list || list.split(',').includes(name);
const pageMeasured = only(process.env.LIGHTHOUSE_PAGES);
const presetMeasured = only(process.env.LIGHTHOUSE_PRESETS);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
export const DEMO = { workspace: 'demo', login: 'employee', password: 'employee123' };

type Preset = LighthouseRow['preset'];

/** An empty cache for the next visit, the session kept: the HTTP cache and the service worker's go, localStorage stays. */
async function emptyCache(context: BrowserContext, origin: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  await cdp.detach();
}

/** The demo employee's calls through the API, as the UI makes them. */
async function demoApi(url: string) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-company-id': DEMO.workspace },
    body: JSON.stringify({ login: DEMO.login, password: DEMO.password, workspace: DEMO.workspace }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`lighthouse: the demo employee could not sign in (${login.status})`);
  return async <T>(p: string, body?: unknown) => {
    const res = await fetch(url + p, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'x-company-id': DEMO.workspace, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status !== 200) throw new Error(`lighthouse: ${p} answered ${res.status}`);
    return (await res.json()) as T;
  };
}

/**
 * Answers the demo employee's mood question. It is due on a fresh demo (in use, once every 7 or 14 days), and on
 * that day its dialog, shown once the page is quiet, is the largest paint of a phone's visit, so Lighthouse's LCP
 * would time the question rather than the page. The pages are measured as on the other days; the question's day
 * is written down apart (docs/benchmarks.md, "The cold visit on a phone").
 */
export async function answerMoodQuestion(url: string): Promise<void> {
  const call = await demoApi(url);
  const me = await call<{ result: { user: { _id: string } } }>('/api/me');
  const check = await call<{ result: { needMeter: boolean } }>(`/api/mood/check/${me.result.user._id}`);
  if (check.result.needMeter) await call('/api/mood', { rating: 8 });
}

/** The demo's board, article and chat room of the signed-in employee, read through the API as the UI reads them. */
export async function pagesOf(url: string): Promise<Record<string, string>> {
  const get = await demoApi(url);
  const me = await get<{ result: { user: { _id: string }; client: { _id: string } } }>('/api/me');
  const first = async (p: string) => {
    const [found] = (await get<{ result: { _id: string }[] }>(p)).result;
    if (!found) throw new Error(`lighthouse: the demo has nothing at ${p}`);
    return found._id;
  };
  const user = me.result.user._id;
  const client = me.result.client;
  return {
    'sign-in': `/login/?ws=${DEMO.workspace}`,
    wall: '/company',
    'task board': `/desk/${await first('/api/task_tracker?limit=5')}`,
    article: `/article/${await first(`/api/user/${client._id}/articles/access_for/${user}?recent=true&kind=article&limit=5`)}`,
    'chat room': `/chat/${await first(`/api/chat/${client._id}/${user}?limit=5`)}`,
  };
}

/** Every page, preset and cache state `RUNS` times; the sign-in page signed out, the rest signed in. */
export async function runLighthouse(log: (line: string) => void = console.log): Promise<LighthouseRow[]> {
  if (!fs.existsSync('/usr/bin/chromium')) throw new Error('lighthouse: install Debian chromium first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-lighthouse-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-chromium-'));
  const { app, url } = await startApp({ dataDir, demo: true });
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`],
  });
  const rows: LighthouseRow[] = [];
  try {
    const pages = await pagesOf(url);
    await answerMoodQuestion(url);
    const origin = new URL(url).origin;
    for (const [name, address] of Object.entries(pages)) {
      // The sign-in page comes first, signed out; the employee signs in once before the next.
      if (name === 'wall') await signInOnce(context, url + pages['sign-in']);
      if (!pageMeasured(name)) continue;
      for (const preset of (['mobile', 'desktop'] as const).filter(presetMeasured))
        for (const cache of ['cold', 'warm'] as const) {
          const row: LighthouseRow = { page: name, preset, cache, runs: [] };
          for (let i = 0; i < RUNS; i++) {
            // A warm run follows a visit of its own at the preset's size, so its caches are those of the page
            // just seen, the service worker's among them (installed, as before a person's second visit).
            await emptyCache(context, origin);
            if (cache === 'warm') await visitBefore(context, url + address, preset, name !== 'sign-in');
            const lhr = await audit(port, url + address, preset);
            if (REPORTS) keepReport(REPORTS, lhr, `${name}-${preset}-${cache}-${i + 1}`);
            row.runs.push(measureOf(lhr));
          }
          rows.push(row);
          log(`lighthouse: ${lighthouseLine(row)}`);
        }
    }
  } finally {
    await context.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}

async function signInOnce(context: BrowserContext, signInPage: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(signInPage);
  await signIn(page, DEMO);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('about:blank');
}

/** Lighthouse's screens: its phone (a Moto G Power) and its desktop. */
const SCREENS = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

/**
 * A visit before a warm run, left once the shell's service worker has installed from it; signed out (the
 * sign-in page) there is no worker, and the visit is left once the network is idle.
 */
async function visitBefore(context: BrowserContext, url: string, preset: Preset, signedIn: boolean) {
  const page = await context.newPage();
  await page.setViewportSize(SCREENS[preset]);
  await page.goto(url);
  await (signedIn ? workerInstalled(page) : page.waitForLoadState('networkidle'));
  await page.close();
}

async function audit(port: number, url: string, preset: Preset): Promise<Result> {
  // The storage is the test's to set: Lighthouse would otherwise empty it (and sign the user out) before each run.
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'], disableStorageReset: true };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`lighthouse: no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`lighthouse: ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The run's full report in the folder, named by page, preset, cache and run. */
function keepReport(folder: string, lhr: Result, name: string) {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${name.replace(/\s+/g, '-')}.json`), JSON.stringify(lhr));
}
