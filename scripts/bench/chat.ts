/**
 * Chat benchmark (issue #21): 1,000 sockets in 50 rooms, 20 messages a second in all, through the chat
 * plugin (stored with its sequence number, then broadcast to the room) against bare socket.io
 * broadcasting the same messages to the same rooms at the same rate. Measures, at every receiving
 * socket, the time from send to receive (p50, p99), messages lost (never received 2 s after the last
 * send) and reordered (received after a later one of the same room), and the deliveries per second of
 * both sides (the ratio).
 *
 * Sockets are tabs: each room has 4 employees with 5 tabs each (200 employees, 1,000 sockets), so every
 * message reaches 19 other sockets. App, bare server and clients share this process on loopback.
 * `npm run bench -- --chat` runs this row alone; a full `npm run bench` includes it (`--no-chat` skips it).
 */
import http from 'node:http';
import { Server } from 'socket.io';
import { io as connectIo, type Socket } from 'socket.io-client';
import { startTestApp } from '@atrium/sdk/testing';
import chat from '../../plugins/chat/server/index.js';
import { PUSH } from '../../plugins/chat/shared/events.js';
import { SEND } from '../../plugins/chat/shared/sends.js';

export interface ChatBenchOptions {
  rooms?: number;
  usersPerRoom?: number;
  tabsPerUser?: number;
  /** Messages per second over all rooms. */
  rate?: number;
  seconds?: number;
  log?: (line: string) => void;
}

export interface ChatSideResult {
  sent: number;
  expected: number;
  received: number;
  lost: number;
  reordered: number;
  p50Ms: number;
  p99Ms: number;
  deliveriesPerSecond: number;
}

export interface ChatBenchResult {
  sockets: number;
  rooms: number;
  rate: number;
  seconds: number;
  app: ChatSideResult;
  bare: ChatSideResult;
  ratio: number;
}

/** The p-th percentile of sorted values (nearest rank). */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Tab {
  socket: Socket;
  room: number;
}

/** Latencies, losses and order at every tab but the sender's, over one paced run. */
async function drive(
  tabs: Tab[],
  rooms: number,
  rate: number,
  seconds: number,
  sendOne: (tab: Tab, id: string) => Promise<void>,
  listen: (tab: Tab, onMessage: (id: string, order: number) => void) => void,
): Promise<ChatSideResult> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let reordered = 0;
  const byRoom = new Map<number, Tab[]>();
  for (const tab of tabs) byRoom.set(tab.room, [...(byRoom.get(tab.room) ?? []), tab]);
  const senders = new Map<string, Tab>();
  for (const tab of tabs) {
    let highest = 0;
    listen(tab, (id, order) => {
      const at = sentAt.get(id);
      if (at === undefined || senders.get(id) === tab) return;
      latencies.push(performance.now() - at);
      if (order < highest) reordered++;
      highest = Math.max(highest, order);
    });
  }
  const total = rate * seconds;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  let expected = 0;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const room = byRoom.get(i % rooms)!;
    const tab = room[Math.floor(i / rooms) % room.length]!;
    const id = `b${i}`;
    senders.set(id, tab);
    sentAt.set(id, performance.now());
    expected += room.length - 1;
    pending.push(sendOne(tab, id));
  }
  await Promise.all(pending);
  const sendingMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 2000));
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    expected,
    received: latencies.length,
    lost: expected - latencies.length,
    reordered,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    deliveriesPerSecond: Math.round((latencies.length / sendingMs) * 1000),
  };
}

const connected = (socket: Socket, ready: string) =>
  new Promise<Socket>((resolve, reject) => {
    socket.once(ready, () => resolve(socket));
    socket.once('connect_error', reject);
  });

export async function runChatBench(opts: ChatBenchOptions = {}): Promise<ChatBenchResult> {
  const rooms = opts.rooms ?? 50;
  const usersPerRoom = opts.usersPerRoom ?? 4;
  const tabsPerUser = opts.tabsPerUser ?? 5;
  const rate = opts.rate ?? 20;
  const seconds = opts.seconds ?? 20;
  const log = opts.log ?? console.log;

  // The app: chat on the test harness's platform, employees signed in through the real sign-in.
  const t = await startTestApp({ plugins: [chat] });
  const all: Socket[] = [];
  const server = http.createServer();
  try {
    log(`chat bench: ${rooms * usersPerRoom} employees, ${rooms} rooms…`);
    const acme = await t.client({ features: [{ feature: 'chat', active: true }] });
    const appTabs: Tab[] = [];
    for (let r = 0; r < rooms; r++) {
      const people = await Promise.all(Array.from({ length: usersPerRoom }, () => acme.user({ rights: ['chat'] })));
      const tabsOf = async (token: string) =>
        Promise.all(
          Array.from({ length: tabsPerUser }, () =>
            connected(
              connectIo(t.url, { path: '/socket.io', auth: { token, clientId: acme.id }, transports: ['websocket'], forceNew: true }),
              PUSH.ready.event,
            ),
          ),
        );
      const owner = await tabsOf(people[0]!.token);
      const created = (await owner[0]!.timeout(10_000).emitWithAck(SEND.chatCreate.event, {
        name: `Room ${r}`,
        members: people.slice(1).map((p) => p.id),
      })) as { result: { _id: string } };
      const chatId = created.result._id;
      const others = await Promise.all(people.slice(1).map((p) => tabsOf(p.token)));
      for (const socket of [...owner, ...others.flat()]) {
        all.push(socket);
        appTabs.push({ socket, room: r });
        (socket as Socket & { chatId?: string }).chatId = chatId;
      }
    }
    log(`chat bench: ${appTabs.length} sockets connected; app run (${rate} messages/s for ${seconds} s)…`);
    const app = await drive(
      appTabs,
      rooms,
      rate,
      seconds,
      async (tab, id) => {
        const ack = (await tab.socket.timeout(10_000).emitWithAck(SEND.messageSend.event, {
          chatId: (tab.socket as Socket & { chatId?: string }).chatId,
          content: id,
          clientMessageId: id,
        })) as { result?: unknown; error?: { message: string } };
        if (!ack.result) throw new Error(`send failed: ${ack.error?.message}`);
      },
      (tab, on) => tab.socket.on(PUSH.newMessage.event, (m: { content: string; seq: number }) => on(m.content, m.seq)),
    );
    for (const s of all.splice(0)) s.close();

    // Bare socket.io: the same sockets and rooms; the server broadcasts what it is sent, with a counter as order.
    const bareIo = new Server(server, { path: '/socket.io', serveClient: false });
    const counters = new Map<string, number>();
    bareIo.on('connection', (socket) => {
      socket.on('join', (room: string, ack: () => void) => void Promise.resolve(socket.join(room)).then(ack));
      socket.on('send', ({ room, id }: { room: string; id: string }, ack: () => void) => {
        const order = (counters.get(room) ?? 0) + 1;
        counters.set(room, order);
        bareIo.to(room).emit('msg', { id, order });
        ack();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const bareUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const bareTabs: Tab[] = [];
    for (const tab of appTabs) {
      const socket = await connected(connectIo(bareUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true }), 'connect');
      await socket.timeout(10_000).emitWithAck('join', `room${tab.room}`);
      all.push(socket);
      bareTabs.push({ socket, room: tab.room });
    }
    log('chat bench: bare socket.io run…');
    const bare = await drive(
      bareTabs,
      rooms,
      rate,
      seconds,
      async (tab, id) => {
        await tab.socket.timeout(10_000).emitWithAck('send', { room: `room${tab.room}`, id });
      },
      (tab, on) => tab.socket.on('msg', (m: { id: string; order: number }) => on(m.id, m.order)),
    );
    bareIo.close();
    return {
      sockets: appTabs.length,
      rooms,
      rate,
      seconds,
      app,
      bare,
      ratio: Math.round((app.deliveriesPerSecond / bare.deliveriesPerSecond) * 100) / 100,
    };
  } finally {
    for (const s of all) s.close();
    server.close();
    await t.close();
  }
}

/** The chat row of docs/benchmarks.md: the goals are issue #21's. */
export function chatRow(r: ChatBenchResult): string {
  const met = r.app.p99Ms <= 100 && r.app.lost === 0 && r.ratio >= 0.5;
  return [
    '| scenario | p50 | p99 (≤ 100 ms) | lost (0) | reordered | deliveries/s | bare p50 / p99 | bare deliveries/s | ratio (≥ 0.5) | |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| chat: ${r.sockets} sockets in ${r.rooms} rooms, ${r.rate} messages/s for ${r.seconds} s (${r.app.expected} deliveries) vs bare socket.io | ${r.app.p50Ms} ms | ${r.app.p99Ms} ms | ${r.app.lost} | ${r.app.reordered} | ${r.app.deliveriesPerSecond} | ${r.bare.p50Ms} / ${r.bare.p99Ms} ms | ${r.bare.deliveriesPerSecond} | **${r.ratio.toFixed(2)}** | ${met ? 'met' : 'missed'} |`,
  ].join('\n');
}
