import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  caller,
  expectCutOff,
  heard,
  sendEvent,
  startNode,
  startNodes,
  stopNode,
  type InstallationNode,
  type TwoNodes,
} from '@atrium/sdk/testing';
import { PUSH } from '../shared/events.js';
import { SEND } from '../shared/sends.js';
import type { ChatMessageView } from '../shared/types.js';
import { cid, connect, until } from './helpers.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('chat on two nodes with Redis', () => {
  let one: InstallationNode | undefined;
  let two: InstallationNode | undefined;
  let nodes: TwoNodes | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nodes = await startNodes({ REDIS_URL: redisUrl!, SEED_DEMO: 'true', LOG_LEVEL: 'warn', PLUGINS: 'chat' });
    ({ one, two } = nodes);
  }, 200_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await nodes?.stop();
  }, 30_000);

  const login = async (node: InstallationNode, name: string) =>
    (await caller(node.url).post('/api/login', { login: name, password: `${name}123` })).body;
  const tab = async (node: InstallationNode, who: { token: string }) => {
    const s = await connect(node.url, who, 'demo');
    sockets.push(s);
    return s;
  };

  it('lets two people chat live across the nodes, and loses nothing while a node restarts', async () => {
    const admin = await login(one!, 'admin');
    const employee = await login(two!, 'employee');
    const a = await tab(one!, admin);
    let e = await tab(two!, employee);

    // Created on node one: the employee's tab on node two is told and joins the room.
    const added = heard(e, PUSH.youAdded);
    const created = await sendEvent(a, SEND.chatCreate, { name: 'Across nodes', members: [employee._id] });
    const chatId = created.result!._id;
    await until(() => added.length === 1, 10_000, 'chat_you_added on node two');

    const atEmployee = heard(e, PUSH.newMessage);
    const atAdmin = heard(a, PUSH.newMessage);
    for (let i = 0; i < 10; i++) {
      await sendEvent(i % 2 ? e : a, SEND.messageSend, { chatId, content: `line ${i}`, clientMessageId: cid() });
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
    for (const content of ['while', 'node two', 'was down'])
      await sendEvent(a, SEND.messageSend, { chatId, content, clientMessageId: cid() });
    two = nodes!.two = await startNode(nodes!.env, port);
    e = await tab(two, employee);
    const missed = await sendEvent(e, SEND.messagesMissed, { chatId, after: 10 });
    expect(missed.result!.result.map((m) => m.content)).toEqual(['while', 'node two', 'was down']);
  }, 200_000);

  it('takes the tabs of an employee whose chat right is taken on one node out of the rooms on the other', async () => {
    const admin = await login(one!, 'admin');
    const employee = await login(two!, 'employee');
    const a = await tab(one!, admin);
    const e = await tab(two!, employee);
    const chatId = (await sendEvent(a, SEND.chatCreate, { name: 'Leaving', members: [employee._id] })).result!._id;
    await expectCutOff({
      tabs: [e],
      witness: a,
      events: [PUSH.newMessage, PUSH.typing],
      emit: async () =>
        expect((await sendEvent(a, SEND.messageSend, { chatId, content: 'news', clientMessageId: cid() })).result).toBeTruthy(),
      remove: async () =>
        expect((await caller(one!.url, admin.token, 'demo').put(`/api/user/${employee._id}/rights/chat`, { active: false })).status).toBe(
          200,
        ),
      quietMs: 500,
    });
  }, 60_000);
});
