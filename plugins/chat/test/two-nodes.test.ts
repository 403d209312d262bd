import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { caller } from '@atrium/sdk/testing';
import { PUSH, SEND } from '../shared/events.js';
import type { ChatMessageView } from '../shared/types.js';
import { cid, collect, connect, send, until } from './helpers.js';

const redisUrl = process.env.TEST_REDIS_URL;
const root = path.resolve(import.meta.dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

interface Node {
  url: string;
  child: ChildProcess;
}

/** One installation node (`tsx core-api/src/main.ts`) on a port of its own, with chat only. */
async function startNode(env: Record<string, string>, port?: number): Promise<Node> {
  port ??= await freePort();
  const log: string[] = [];
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['core-api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node exited: ${log.join('')}`);
    if ((await fetch(`${url}/api/env`).catch(() => null))?.ok) return { url, child };
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`node on ${port} did not start: ${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopNode(node: Node | undefined) {
  if (!node || node.child.exitCode !== null) return;
  const exited = new Promise((r) => node.child.once('exit', r));
  node.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (node.child.exitCode === null) node.child.kill('SIGKILL');
}

describe.skipIf(!redisUrl)('chat on two nodes with Redis', () => {
  const env: Record<string, string> = { REDIS_URL: redisUrl ?? '', SEED_DEMO: 'true', LOG_LEVEL: 'warn', PLUGINS: 'chat' };
  let one: Node | undefined;
  let two: Node | undefined;
  let cleanup: () => Promise<void> = async () => undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const dataDir = `/tmp/atrium-chat-nodes-${crypto.randomBytes(4).toString('hex')}`;
    env.DATA_DIR = dataDir;
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.TEST_MYSQL_URL) {
      const name = `atrium_chat_nodes_${crypto.randomBytes(4).toString('hex')}`;
      const mysql = await import('mysql2/promise');
      const conn = await mysql.createConnection(process.env.TEST_MYSQL_URL);
      await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
      const u = new URL(process.env.TEST_MYSQL_URL);
      u.pathname = `/${name}`;
      env.DATABASE_URL = u.toString();
      const dropDir = cleanup;
      cleanup = async () => {
        await dropDir();
        const c = await mysql.createConnection(process.env.TEST_MYSQL_URL!);
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await c.end();
      };
    }
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
    const login = async (node: Node, name: string) =>
      (await caller(node.url).post('/api/login', { login: name, password: `${name}123` })).body;
    const admin = await login(one!, 'admin');
    const employee = await login(two!, 'employee');
    const tab = async (node: Node, who: { token: string }) => {
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
    const port = Number(new URL(two!.url).port);
    await stopNode(two);
    for (const content of ['while', 'node two', 'was down']) await send(a, SEND.messageSend, { chatId, content, clientMessageId: cid() });
    two = await startNode(env, port);
    e = await tab(two, employee);
    const missed = await send(e, SEND.messagesMissed, { chatId, after: 10 });
    expect(missed.result.result.map((m: ChatMessageView) => m.content)).toEqual(['while', 'node two', 'was down']);
  }, 200_000);
});
