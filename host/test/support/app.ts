import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { installedPlugins } from '@atrium/core-api';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser.js';

const hostDir = path.resolve(import.meta.dirname, '../..');
const root = path.resolve(hostDir, '..');
export const hostDist = path.join(hostDir, 'dist');
export const fixturesDir = path.join(hostDir, 'test/fixtures');

/** `scripts/build.mjs` builds host and fixtures before the browser tests; a lone run builds them here. */
export function ensureBuilt() {
  const missing =
    !fs.existsSync(path.join(hostDist, 'index.html')) || !fs.existsSync(path.join(fixturesDir, 'hello/dist/ui/remoteEntry.js'));
  if (missing) execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}

export interface ShellApp {
  app: TestApp;
  client: TestClient;
  employee: TestUser;
  url: string;
  close(): Promise<void>;
}

/**
 * The real core serving the built host and the fixture plugins' remotes: `hello` (built with
 * createRemoteConfig) and `broken` (its remote is never built, so loading it fails).
 */
export async function startShellApp(): Promise<ShellApp> {
  ensureBuilt();
  const { plugins, pluginDirs } = await installedPlugins(() => undefined, { PLUGINS_DIR: fixturesDir, PLUGINS: 'hello,broken' });
  const app = await startTestApp({ plugins, pluginDirs, hostDist });
  const client = await app.client({
    features: [
      { feature: 'hello', active: true },
      { feature: 'broken', active: true },
    ],
  });
  const employee = await client.user({ rights: ['hello', 'broken'], fields: { firstName: 'Eva' } });
  return { app, client, employee, url: app.url, close: () => app.close() };
}

/**
 * The set-up a shell suite shares: the shell app and Chromium start before the suite and close after
 * it. `shell` is filled in by the time tests run; `browser` answers the launched Chromium.
 */
export function useShellApp(): { shell: ShellApp; readonly browser: Browser } {
  const shell = {} as ShellApp;
  let browser: Browser | undefined;
  beforeAll(async () => {
    Object.assign(shell, await startShellApp());
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await shell.close?.();
  });
  return {
    shell,
    get browser() {
      return browser!;
    },
  };
}
