import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';
import chat from '../server/index.js';
import { PUSH } from '../shared/events.js';

/** A test app with chat and a client with the feature on. */
export async function chatApp(): Promise<{ t: TestApp; acme: TestClient }> {
  const t = await startTestApp({ plugins: [chat] });
  const acme = await t.client({ features: [{ feature: 'chat', active: true }] });
  return { t, acme };
}

/**
 * A tab's socket as the host opens it (token and client in the handshake), answered once the server has
 * put it in its chats' rooms (`chats:ready`). Reconnection is the caller's: tests close and open again.
 */
export function connect(url: string, user: { token: string }, clientId: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token: user.token, clientId },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once(PUSH.ready, () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Sends an event and answers the acknowledgement. */
export const send = <T = any>(socket: Socket, event: string, payload: unknown): Promise<T> =>
  socket.timeout(10_000).emitWithAck(event, payload);

/** Collects every payload of an event from now on. */
export function collect<T = any>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (p: T) => got.push(p));
  return got;
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
