import type { Socket } from 'socket.io-client';

type Handler = (payload: any) => void;

const handlers = new Map<string, Set<Handler>>();
const connectHandlers = new Set<() => void>();
/** Emits made before socket.io-client has loaded wait here for the socket. */
let waiting: ((s: Socket) => void)[] = [];
let socket: Socket | null = null;
let key = '';
/** Counts connects and disconnects: a connect still waiting for `after` when another began makes no socket (two sockets doubled every event). */
let generation = 0;

/**
 * The one realtime socket of the tab (docs/architecture.md, Shell pieces): same origin, path /socket.io, the stored token
 * and the client id in the handshake, reconnecting forever with a 1 s delay. socket.io-client is loaded
 * once the first page is quiet (`after`): a fixed second after the shell showed, its evaluation and
 * handshake landed inside a phone's first render of a task board (docs/benchmarks.md, "The main thread on
 * a phone"); whatever arrives before is in the notification centre anyway, and pages join their rooms on
 * connect.
 */
export function connectRealtime(token: string, clientId: string, after: Promise<void>) {
  const next = `${token}|${clientId}`;
  if (key === next) return;
  disconnectRealtime();
  key = next;
  const mine = ++generation;
  const load = () => import('socket.io-client');
  void after.then(load).then(({ io }) => {
    if (generation !== mine) return;
    socket = io({
      path: '/socket.io',
      auth: { token, clientId },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 1000,
      reconnectionAttempts: Infinity,
    });
    socket.onAny((event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)));
    socket.on('connect', () => connectHandlers.forEach((h) => h()));
    for (const resolve of waiting) resolve(socket);
    waiting = [];
  });
}

/** On logout the tab says so (other tabs of the session are signed out by the server) and closes. */
export function disconnectRealtime(opts: { logout?: boolean } = {}) {
  if (socket && opts.logout) socket.emit('user-logout', {});
  socket?.disconnect();
  socket = null;
  key = '';
  generation++;
}

const EMIT_TIMEOUT_MS = 10_000;

/** Sends an event to the server's socket handlers; answers their acknowledgement, or fails after 10 s without one. */
export async function emitRealtime(event: string, payload: unknown): Promise<unknown> {
  const s =
    socket ??
    (await new Promise<Socket>((resolve, reject) => {
      waiting.push(resolve);
      setTimeout(() => reject(new Error('realtime not connected')), EMIT_TIMEOUT_MS);
    }));
  return s.timeout(EMIT_TIMEOUT_MS).emitWithAck(event, payload);
}

/** Runs `handler` on every (re)connection, and at once when connected (pages join their live rooms again). */
export function onRealtimeConnect(handler: () => void): () => void {
  connectHandlers.add(handler);
  if (socket?.connected) handler();
  return () => connectHandlers.delete(handler);
}

/** Subscribes to a server event; answers the unsubscribe function. */
export function onRealtime(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}
