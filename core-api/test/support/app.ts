import type { TestApp, TestAppOptions } from '@atrium/sdk/testing';
import type { App } from '../../src/app.js';
import { launchTestApp } from '../../src/testing.js';

/** The SDK's test app with the core's internals beside it (routes, data source, areas): for tests of the core only. */
export interface CoreTestApp extends TestApp {
  app: App;
}

export async function startCoreTestApp(opts?: TestAppOptions): Promise<CoreTestApp> {
  const { testApp, app } = await launchTestApp(opts);
  return Object.assign(testApp, { app });
}
