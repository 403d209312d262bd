import { expect } from 'vitest';
import type { PluginDefinition } from '@atrium/sdk/server';
import { startTestApp } from '@atrium/sdk/testing';

/** Starts an app that must refuse to start; answers the refusal's message, which is one line. */
export async function refusal(plugins: PluginDefinition[]): Promise<string> {
  const started = await startTestApp({ plugins }).then(
    async (t) => {
      await t.close();
      return null;
    },
    (err: Error) => err.message,
  );
  if (started === null) throw new Error('the app started');
  expect(started).not.toContain('\n');
  return started;
}
