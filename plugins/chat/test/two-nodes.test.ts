import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { caller, sharedStorage, startNode, stopNode, type InstallationNode } from '@atrium/sdk/testing';
import { PUSH, SEND } from '../shared/events.js';
import type { ChatMessageView } from '../shared/types.js';
import { cid, collect, connect, send, until } from './helpers.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('chat on two nodes with Redis', () => {
  let env: Record<string, string> = {};
  let one: InstallationNode | undefined;
  let two: InstallationNode | undefined;
  let cleanup: () => Promise<void> = async () => undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const storage = await sharedStorage();
    cleanup = storage.cleanup;
    env = { ...storage.env, REDIS_URL: redisUrl!, SEED_DEMO: 'true', LOG_LEVEL: 'warn', PLUGINS: 'chat' };
    // The first node migrates and seeds; the second finds the database ready.
    one = await startNode(env);
    two = await startNode(env);
  }, 200_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([stopNode(one), stopNode(two)]);
    await cleanup();
  }, 30_000);

  it('lets two people chat live across the nodes, and loses nothing while a node restarts', async () => {
    const login = async (node: InstallationNode, name: string) =>
      (await caller(node.url).post('/api/login', { login: name, password: `${name}123` })).body;
    const admin = await login(one!, 'admin');
    const employee = await login(two!, 'employee');
    const tab = async (node: InstallationNode, who: { token: string }) => {
      const s = await connect(node.url, who, 'demo');
      sockets.push(s);
      return s;
    };
    const a = await tab(one!, admin);
    let e = await tab(two!, employee);

    // Created on node one: the employee's tab on node two is told and joins the room.
    const added = collect(e, PUSH.youAdded);
    const created = await send(a, SEND.chatCreate, { name: 'Across nodes', members: [employee._id] });
    const chatId = created.result._id as string;
    await until(() => added.length === 1, 10_000, 'chat_you_added on node two');

    const atEmployee = collect<ChatMessageView>(e, PUSH.newMessage);
    const atAdmin = collect<ChatMessageView>(a, PUSH.newMessage);
    for (let i = 0; i < 10; i++) {
      await send(i % 2 ? e : a, SEND.messageSend, { chatId, content: `line ${i}`, clientMessageId: cid() });
    }
    await until(() => atEmployee.length === 10 && atAdmin.length === 10, 10_000, 'ten messages on both nodes');
    // Each node emits its own sends at once and the other's a moment later through Redis, so arrival order
    // may differ between the nodes: the sequence number is the order, and it is the order of sending.
    const bySeq = (got: ChatMessageView[]) => [...got].sort((x, y) => x.seq - y.seq).map((m) => [m.seq, m.content]);
    const sent = Array.from({ length: 10 }, (_, i) => [i + 1, `line ${i}`]);
    expect(bySeq(atEmployee)).toEqual(sent);
    expect(bySeq(atAdmin)).toEqual(sent);

    // Node two goes down; what the admin sends meanwhile waits in the database.
    const { port } = two!;
    await stopNode(two);
    for (const content of ['while', 'node two', 'was down']) await send(a, SEND.messageSend, { chatId, content, clientMessageId: cid() });
    two = await startNode(env, port);
    e = await tab(two, employee);
    const missed = await send(e, SEND.messagesMissed, { chatId, after: 10 });
    expect(missed.result.result.map((m: ChatMessageView) => m.content)).toEqual(['while', 'node two', 'was down']);
  }, 200_000);
});
