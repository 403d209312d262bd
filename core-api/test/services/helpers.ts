import http from 'node:http';
import { io, type Socket } from 'socket.io-client';

/** Polls until the check answers a value (not undefined/false), or fails after the timeout. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 15000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A socket.io client connected as the app's UI connects: token and client in the handshake. */
export function connectSocket(url: string, token: string, clientId: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', auth: { token, clientId }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export function nextEvent<T = any>(socket: Socket, event: string, timeoutMs = 10000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** What a receiver answers a request: a status and a JSON body. */
export type Answer = (r: Received) => { status: number; body: unknown };

/**
 * A local HTTP receiver standing in for an outside API (Telegram, Teams, Slack, Sendsay); `answer` says what it
 * answers, `{ ok: true }` unless given (a test may change it between calls).
 */
export async function startReceiver(
  answer: Answer = () => ({ status: 200, body: { ok: true } }),
): Promise<{ url: string; received: Received[]; answer: Answer; close(): Promise<void> }> {
  const received: Received[] = [];
  const receiver = { answer };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const r = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: data ? JSON.parse(data) : null };
      received.push(r);
      const { status, body } = receiver.answer(r);
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
