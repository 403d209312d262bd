import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';
import type { PluginDefinition } from '@atrium/sdk/server';
import polls from '../server/index.js';

/** A valid poll body; tests change one thing at a time. */
export function pollBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Lunch',
    description: 'Where do we eat',
    type: 'opened',
    forAll: true,
    questions: [
      { text: 'Cuisine?', mandatory: true, kind: 'list1', answers: ['Italian', 'Japanese'] },
      { text: 'Score?', mandatory: false, kind: 'range', scale: 10 },
      { text: 'Days?', mandatory: false, kind: 'list_m', answers: ['Mon', 'Tue', 'Wed'] },
      { text: 'Comment?', mandatory: false, kind: 'short' },
    ],
    ...over,
  };
}

/** A test app with the polls plugin (and any extra plugins) and a client with the feature on. */
export async function pollsApp(
  extra: PluginDefinition[] = [],
): Promise<{ t: TestApp; acme: TestClient; features: { feature: string; active: boolean }[] }> {
  const t = await startTestApp({ plugins: [polls, ...extra] });
  const features = [polls, ...extra].map((p) => ({ feature: p.code, active: true }));
  const acme = await t.client({ features });
  return { t, acme, features };
}

export const byKind = (poll: { questions: { _id: string; kind: string }[] }, kind: string) =>
  poll.questions.find((q) => q.kind === kind)!._id;
