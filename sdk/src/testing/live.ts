import type { Socket } from 'socket.io-client';
import type { ErrorBody } from '../shared/errors.js';
import { ROOM_JOIN, type PayloadOf, type RoomRef, type SocketEvent, type SocketPush } from '../shared/socket-events.js';

/** A browser tab's socket in a test. */
export type Tab = Socket;

/** An acknowledgement as a test reads it: exactly one of `result` (wire form) and `error` (a route's error body). */
export type TestAck<A> = { result?: A; error?: ErrorBody };
type AnswerOf<C> = C extends SocketEvent<any, infer A> ? A : never;

/** Sends a plugin's socket event from the tab as the UI does, and answers the acknowledgement. */
export function sendEvent<C extends SocketEvent>(
  tab: Tab,
  event: C,
  payload: PayloadOf<C>,
  timeoutMs = 10_000,
): Promise<TestAck<AnswerOf<C>>> {
  return tab.timeout(timeoutMs).emitWithAck(event.event, payload);
}

/** Asks to put the tab in a declared room as `useRealtimeRoom` does; answers the acknowledgement (`{ result: null }` when admitted). */
export function joinRoom(tab: Tab, room: RoomRef): Promise<TestAck<null>> {
  return tab.timeout(10_000).emitWithAck(ROOM_JOIN, room);
}

/** Every payload of a push the tab hears from now on, in arrival order. */
export function heard<W>(tab: Tab, push: SocketPush<W>): W[] {
  const got: W[] = [];
  tab.on(push.event, (p: W) => got.push(p));
  return got;
}

/**
 * Opens a tab's socket as the host does (the session token and the client in the handshake) and answers
 * it once connected, or, with `ready`, once the server has sent that push (chat's `chats:ready`: its
 * rooms are joined). Reconnection is off: a test closes and opens tabs itself.
 */
export async function openTab(
  url: string,
  user: { token: string },
  client: string | { id: string },
  opts: { ready?: SocketPush } = {},
): Promise<Tab> {
  // Loaded here: socket.io-client is an optional peer, needed only by tests that open tabs.
  const { io } = await import('socket.io-client');
  const clientId = typeof client === 'string' ? client : client.id;
  const socket = io(url, {
    path: '/socket.io',
    auth: { token: user.token, clientId },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once(opts.ready?.event ?? 'connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export interface CutOff {
  /** The open tabs of the user who loses access. */
  tabs: Tab[];
  /** The pushes of the room (a chat's new message, a desk's task events): none may reach `tabs` after the removal. */
  events: readonly SocketPush[];
  /** Makes the room hear one of `events` (a message sent, a task renamed); called before and after `remove`. */
  emit: () => Promise<unknown>;
  /** Takes the access away (a member removed, a desk hidden, a right taken, the feature off, blocked, signed out). */
  remove: () => Promise<unknown>;
  /**
   * A tab of someone who keeps access: it must hear the emit after the removal too, so the silence of
   * `tabs` means they were taken out, not that nothing was sent. Leave it out only where nobody keeps
   * access (the feature switched off for the whole client).
   */
  witness?: Tab;
  /** How long to listen for a stray event after the witness heard its own (default 200 ms; more across nodes). */
  quietMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await sleep(10);
  }
}

/** Counts the room's events each tab hears from now on; `stop` removes the listeners. */
function listen(tabs: Tab[], pushes: readonly SocketPush[]) {
  const events = new Set(pushes.map((p) => p.event));
  const got = tabs.map(() => [] as string[]);
  const offs = tabs.map((tab, i) => {
    const fn = (event: string) => {
      if (events.has(event)) got[i]!.push(event);
    };
    tab.onAny(fn);
    return () => tab.offAny(fn);
  });
  return { got, stop: () => offs.forEach((off) => off()) };
}

/**
 * Rooms follow access: asserts that once `remove` has answered, no event of the room reaches the tabs of
 * the user who lost access. First it proves the tabs (and the witness) hear `emit` while access lasts, so
 * the test cannot pass by hearing nothing at all; then it removes, emits again, waits until the witness
 * has heard it and a moment more, and fails naming what a removed tab still heard.
 */
export async function expectCutOff(c: CutOff): Promise<void> {
  const everyone = c.witness ? [...c.tabs, c.witness] : c.tabs;
  const before = listen(everyone, c.events);
  await c.emit();
  await until(() => before.got.every((h) => h.length > 0), 'every tab heard the room before the removal').finally(before.stop);

  await c.remove();
  const after = listen(everyone, c.events);
  try {
    await c.emit();
    if (c.witness) await until(() => after.got.at(-1)!.length > 0, 'the witness heard the room after the removal');
    await sleep(c.quietMs ?? 200);
    const leaked = after.got.slice(0, c.tabs.length).flat();
    if (leaked.length) throw new Error(`a tab that lost access still heard: ${leaked.join(', ')}`);
  } finally {
    after.stop();
  }
}
