import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';
import type { PluginDefinition } from '@atrium/sdk/server';
import ideas from '../server/index.js';

/** A valid idea form; tests change one field at a time. */
export const ideaBody = (over: Record<string, unknown> = {}) => ({
  author: 'Eva Green',
  currentProcess: 'Invoices are typed in by hand.',
  improvement: 'Read invoices with a scanner.',
  changes: 'Buy a scanner; connect it to accounting.',
  expectedResults: 'Two hours saved a day.',
  ...over,
});

/** A test app with the ideas plugin (and any extra plugins), a client with their features on, and another client. */
export async function ideasApp(extra: PluginDefinition[] = []): Promise<{ t: TestApp; acme: TestClient; other: TestClient }> {
  const t = await startTestApp({ plugins: [ideas, ...extra] });
  const features = [ideas, ...extra].map((p) => ({ feature: p.code, active: true }));
  return { t, acme: await t.client({ features }), other: await t.client({ features }) };
}
