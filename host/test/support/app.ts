import path from 'node:path';
import { installedPlugins, startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { ensureBuilt, hostDist, launchChromium } from '@atrium/sdk/testing/browser';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';

export { hostDist };
export const fixturesDir = path.resolve(import.meta.dirname, '../fixtures');

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
  const { plugins, pluginDirs } = await installedPlugins({ PLUGINS_DIR: fixturesDir, PLUGINS: 'hello,broken' });
  ensureBuilt(pluginDirs);
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
    browser = await launchChromium();
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
