import type { Socket } from 'socket.io-client';

type Handler = (payload: any) => void;

const handlers = new Map<string, Set<Handler>>();
let socket: Socket | null = null;
let key = '';

/**
 * The one realtime socket of the tab (docs/architecture.md, Shell pieces): same origin, path /socket.io, the stored token
 * and the client id in the handshake, reconnecting forever with a 1 s delay. socket.io-client is
 * loaded a moment after the shell shows (CONNECT_DELAY_MS), so it does not compete with the first paint;
 * whatever arrives before is in the notification centre anyway.
 */
const CONNECT_DELAY_MS = 1000;

export function connectRealtime(token: string, clientId: string) {
  const next = `${token}|${clientId}`;
  if (key === next) return;
  disconnectRealtime();
  key = next;
  const load = () => import('socket.io-client');
  void new Promise((resolve) => setTimeout(resolve, CONNECT_DELAY_MS)).then(load).then(({ io }) => {
    if (key !== next) return;
    socket = io({
      path: '/socket.io',
      auth: { token, clientId },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 1000,
      reconnectionAttempts: Infinity,
    });
    socket.onAny((event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)));
  });
}

/** On logout the tab says so (other tabs of the session are signed out by the server) and closes. */
export function disconnectRealtime(opts: { logout?: boolean } = {}) {
  if (socket && opts.logout) socket.emit('user-logout', {});
  socket?.disconnect();
  socket = null;
  key = '';
}

/** Subscribes to a server event; answers the unsubscribe function. */
export function onRealtime(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}
