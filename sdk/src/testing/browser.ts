import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { installedPlugins, signIn, startTestApp, type TestApp, type TestClient } from './index.js';
import { axeFindings, markChanges, screenOf, watchScreens, type ScreenWatch } from './screens.js';

export { signIn };
export { sight } from './sight.js';
export { pickDay } from './pick-day.js';

/** The repository the SDK lives in: the host's build and `scripts/build.mjs` are found from here. */
const root = path.resolve(import.meta.dirname, '../../..');
export const hostDist = path.join(root, 'host/dist');

/** Debian's Chromium, headless, as every browser test of the repository runs it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * `npm test` builds the host and every remote before the browser tests; a lone run builds them here when
 * the host or the remote of one of these plugin folders (those with a UI) is missing.
 */
export function ensureBuilt(pluginDirs: Record<string, string> = {}): void {
  const remotes = Object.values(pluginDirs)
    .filter((dir) => fs.existsSync(path.join(dir, 'rspack.config.ts')) || fs.existsSync(path.join(dir, 'rspack.config.mjs')))
    .map((dir) => path.join(dir, 'dist/ui/remoteEntry.js'));
  if (!fs.existsSync(path.join(hostDist, 'index.html')) || !remotes.every((f) => fs.existsSync(f)))
    execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}

/**
 * Makes each Content-Security-Policy violation in the context's pages a console error `watchErrors`
 * catches: the browser's own report is a console message, the event also names the blocked source.
 */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
}

/** What fails a test on a page: uncaught errors and Content-Security-Policy violations (see `reportCspViolations`). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.text().startsWith('CSP violation:') || m.text().includes('Content Security Policy')) errors.push(m.text());
  });
  return errors;
}

/** Saves a screenshot as test-results/<folder>/<name>.png. */
export async function screenshot(page: Page, folder: string, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  const dir = path.join(root, 'test-results', folder);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: opts.fullPage ?? true });
}

/**
 * axe-core on the current page once settled: its serious and critical violations, each as its id and
 * first targets (see `axeFindings`). A journey's screens should answer none (WCAG 2.1 AA).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A settled page: no transition half-way (contrast is measured on what is painted), no pending call.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return axeFindings(page);
}

export interface BrowserAppOptions {
  /** Codes of the installed plugins to start (the workspace's plugins/ and `pluginsDir`); none: the host alone. */
  plugins?: string[];
  /** A further folder of installed plugins (PLUGINS_DIR), e.g. test fixtures. */
  pluginsDir?: string;
  /** Screenshots go to test-results/<results>/. */
  results: string;
  /** The client's features: by default the started plugins' features on (with none: the default client). */
  features?: { feature: string; active: boolean }[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Runs on the fresh browser context before the sign-in (routes to answer, init scripts). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

export interface BrowserApp {
  /** The running app (its harness: clients, users, jobs, rows...). */
  t: TestApp;
  /** A client with the chosen plugins on, and its admin. */
  client: TestClient;
  browser: Browser;
  /**
   * A page of a fresh browser context, English interface, signed in as the user and past the sign-in
   * page. The context closes after the test; an uncaught page error or a Content-Security-Policy
   * violation fails the test, and a failed test
   * leaves a screenshot of each of its pages. Every screen the page shows (path and width) is judged by axe
   * once per suite: beside the journey once it is quiet (see `watchScreens`), and the screen left open at
   * the end of a passing test; a serious or critical violation fails the test, naming the screen.
   */
  open(user: { login: string; password: string }, opts?: OpenOptions): Promise<Page>;
  /**
   * Saves a screenshot in test-results/<results>/ for review and runs axe on the screen: a serious or
   * critical violation on any screen a journey shows fails the test (after it ends, naming the screen).
   */
  shot(page: Page, name: string): Promise<void>;
}

/**
 * A plugin's browser journey: before the suite, builds what is missing, starts the built host with the
 * chosen installed plugins, creates a client and launches Chromium; after each test closes the pages it
 * opened; after the suite closes everything. The answer is filled in by the time the tests run.
 */
export function useBrowserApp(opts: BrowserAppOptions): BrowserApp {
  let t: TestApp | undefined;
  let browser: Browser | undefined;
  let opened: { context: BrowserContext; page: Page; errors: string[]; screens: ScreenWatch }[] = [];
  let inaccessible: string[] = [];
  const judged = new Set<string>();
  /** axe on the screen the page shows, unless this suite judged it already (a shot counts). */
  const judge = async (page: Page, name?: string) => {
    if (page.isClosed() || !page.url().startsWith('http')) return;
    const screen = screenOf(page);
    if (!name && judged.has(screen)) return;
    judged.add(screen);
    inaccessible.push(...(await axeViolations(page)).map((v) => `${name ?? screen}: ${v}`));
  };
  const app = {
    async open(user, o = {}) {
      const context = await browser!.newContext({
        viewport: o.viewport ?? { width: 1280, height: 900 },
        // Set once here: the judgements beside the journey never switch the media under it.
        reducedMotion: 'reduce',
        baseURL: t!.url,
        acceptDownloads: true,
      });
      await context.addInitScript(() => {
        if (!localStorage.getItem('atrium.lang')) localStorage.setItem('atrium.lang', 'en');
      });
      await reportCspViolations(context);
      await markChanges(context);
      await o.prepare?.(context);
      const page = await context.newPage();
      const errors = watchErrors(page);
      opened.push({ context, page, errors, screens: watchScreens(page, judged) });
      await page.goto('/login/');
      await signIn(page, user);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      return page;
    },
    async shot(page, name) {
      await screenshot(page, opts.results, name);
      await judge(page, name);
    },
  } as BrowserApp;

  beforeAll(async () => {
    const env = { ...process.env, PLUGINS: (opts.plugins ?? []).join(','), PLUGINS_DIR: opts.pluginsDir };
    const { plugins, pluginDirs } = opts.plugins?.length ? await installedPlugins(env) : { plugins: [], pluginDirs: {} };
    ensureBuilt(pluginDirs);
    t = await startTestApp({ plugins, pluginDirs, hostDist });
    browser = await launchChromium();
    Object.assign(app, {
      t,
      browser,
      // No plugins and no list: the client as created by default (every feature of the installation).
      client: await t.client({
        features: opts.features ?? (plugins.length ? plugins.map((p) => ({ feature: p.code, active: true })) : undefined),
      }),
    });
  });
  afterEach(async ({ task }) => {
    const pages = opened;
    opened = [];
    for (const p of pages) inaccessible.push(...(await p.screens.stop()));
    if (task.result?.state === 'fail') {
      for (const [i, p] of pages.entries())
        if (!p.page.isClosed()) await screenshot(p.page, opts.results, `${task.name.replace(/\W+/g, '-')}-${i + 1}`).catch(() => undefined);
    } else for (const p of pages) await judge(p.page);
    const violations = inaccessible;
    inaccessible = [];
    for (const p of pages) await p.context.close();
    expect(pages.flatMap((p) => p.errors)).toEqual([]);
    expect(violations).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  return app;
}
