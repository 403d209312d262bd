import type { Socket } from 'socket.io-client';
import { openTab, startTestApp, type TestAck, type TestApp, type TestClient } from '@atrium/sdk/testing';
import chat from '../server/index.js';
import { PUSH } from '../shared/events.js';

/** A test app with chat and a client with the feature on. */
export async function chatApp(): Promise<{ t: TestApp; acme: TestClient }> {
  const t = await startTestApp({ plugins: [chat] });
  const acme = await t.client({ features: [{ feature: 'chat', active: true }] });
  return { t, acme };
}

/** A tab's socket as the host opens it, answered once the server has put it in its chats' rooms (`chat:chats:ready`). */
export const connect = (url: string, user: { token: string }, clientId: string): Promise<Socket> =>
  openTab(url, user, clientId, { ready: PUSH.ready });

/** The rule a refused event names, as the UI shows it: its first field's message, else the error's own. */
export function ruleOf(ack: TestAck<unknown>): string | undefined {
  const details = ack.error?.details;
  return (Array.isArray(details) ? details[0]?.message : undefined) ?? ack.error?.message;
}

export async function until(check: () => boolean, ms = 10_000, what = 'condition') {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));

let counter = 0;
/** A fresh client message id. */
export const cid = () => `m-${Date.now()}-${++counter}`;
