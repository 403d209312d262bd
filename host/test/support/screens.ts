import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { hostDist } from './app.js';
import { launch, shot, signIn, watchErrors } from './browser.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** The built host (`scripts/build.mjs` builds it before the browser tests; a lone run builds it here). */
function ensureHostBuilt() {
  if (!fs.existsSync(path.join(hostDist, 'index.html'))) execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}

export interface Screens {
  app: TestApp;
  client: TestClient;
  employee: TestUser;
  browser: Browser;
  close(): Promise<void>;
}

/** The core serving the built host, one company with its admin and an employee, and Chromium. */
export async function startScreens(): Promise<Screens> {
  ensureHostBuilt();
  const app = await startTestApp({ hostDist });
  const client = await app.client();
  const employee = await client.user({ fields: { firstName: 'Eva', lastName: 'Green', position: 'Designer', city: 'Kyiv' } });
  const browser = await launch();
  return {
    app,
    client,
    employee,
    browser,
    close: async () => {
      await browser.close();
      await app.close();
    },
  };
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 800 };

/** A fresh page signed in as the given user (English interface), with page errors collected. */
export async function signedIn(
  s: Screens,
  user: { login: string; password: string },
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await s.browser.newContext({ viewport, baseURL: s.app.url });
  await context.addInitScript(() => {
    if (!localStorage.getItem('atrium.lang')) localStorage.setItem('atrium.lang', 'en');
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/login/');
  await signIn(page, user.login, user.password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { context, page, errors };
}

/**
 * The set-up every core-screen suite shares: the screens start before the suite (then `prepare` runs)
 * and close after it; after each test the signed-in context closes and any page error fails the test.
 * `s` is filled in by the time tests run; `open` signs a user in on a fresh page the hooks look after.
 */
export function useScreens(prepare?: (s: Screens) => Promise<unknown>) {
  const s = {} as Screens;
  let session: { context: BrowserContext; errors: string[] } | undefined;
  beforeAll(async () => {
    Object.assign(s, await startScreens());
    await prepare?.(s);
  });
  afterAll(async () => {
    await s.close?.();
  });
  afterEach(async () => {
    const done = session;
    session = undefined;
    await done?.context.close();
    expect(done?.errors ?? []).toEqual([]);
  });
  const open = async (user: { login: string; password: string }, viewport = DESKTOP) => {
    const opened = await signedIn(s, user, viewport);
    session = opened;
    return { page: opened.page };
  };
  return { s, open };
}

/** Screenshots of the current screen at desktop and phone widths. */
export async function shots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await shot(page, `core-${name}`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await shot(page, `core-${name}-phone`);
  // Nothing may stick out sideways at phone width: the page scrolls only vertically.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.setViewportSize(DESKTOP);
}

/** Picks an option of a Mantine Select by the select's label. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).first().click();
}
