import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '@atrium/sdk/testing';
import { connectSocket, nextEvent, waitFor } from './helpers.js';

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
  log: string[];
}

/**
 * One core-api process on a port of its own: `tsx core-api/src/main.ts` (what `npx tsx` runs, called
 * directly so that SIGTERM reaches the app and its exit code comes back).
 */
async function startNode(env: Record<string, string>): Promise<Node> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['core-api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`node exited: ${log.join('')}`);
        return (await fetch(`${url}/api/env`).catch(() => null))?.ok;
      },
      90_000,
      `node on ${port}`,
    );
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { url, child, log };
}

async function stopNode(node: Node | undefined) {
  if (!node || node.child.exitCode !== null) return;
  const exited = new Promise((r) => node.child.once('exit', r));
  node.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (node.child.exitCode === null) node.child.kill('SIGKILL');
}

describe.skipIf(!redisUrl)('two nodes with Redis', () => {
  let one: Node | undefined;
  let two: Node | undefined;
  let cleanup: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const env: Record<string, string> = {
      REDIS_URL: redisUrl!,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PLUGINS: '-',
      JOBS_PROCESS_EVERY_MS: '500',
    };
    const dataDir = `/tmp/atrium-nodes-${crypto.randomBytes(4).toString('hex')}`;
    env.DATA_DIR = dataDir;
    if (process.env.TEST_MYSQL_URL) {
      const name = `atrium_nodes_${crypto.randomBytes(4).toString('hex')}`;
      const mysql = await import('mysql2/promise');
      const conn = await mysql.createConnection(process.env.TEST_MYSQL_URL);
      await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
      const u = new URL(process.env.TEST_MYSQL_URL);
      u.pathname = `/${name}`;
      env.DATABASE_URL = u.toString();
      cleanup = async () => {
        const c = await mysql.createConnection(process.env.TEST_MYSQL_URL!);
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await c.end();
      };
    }
    // The first node migrates and seeds; the second finds the database ready.
    one = await startNode(env);
    two = await startNode(env);
    const prev = cleanup;
    cleanup = async () => {
      await prev();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }, 200_000);

  afterAll(async () => {
    await Promise.all([stopNode(one), stopNode(two)]);
    await cleanup();
  }, 30_000);

  it('delivers an event raised on one node to a socket connected to the other', async () => {
    const admin = await caller(one!.url).post('/api/login', { login: 'admin', password: 'admin123' });
    const employee = await caller(two!.url).post('/api/login', { login: 'employee', password: 'employee123' });
    expect(admin.status).toBe(200);
    expect(employee.status).toBe(200);
    const me = await caller(two!.url, employee.body.token, 'demo').get('/api/me');
    const clientId = me.body.result.client._id as string;

    const socket = await connectSocket(two!.url, employee.body.token, clientId);
    try {
      const got = nextEvent(socket, 'notification', 15_000);
      const sent = await caller(one!.url, admin.body.token, 'demo').post('/api/notification', {
        users: [employee.body._id],
        section: 'other',
        title: 'From node one',
      });
      expect(sent.status).toBe(200);
      expect(await got).toMatchObject({ title: 'From node one' });

      // Logout on node one closes the tabs connected to node two.
      const logout = nextEvent(socket, 'user-logout', 15_000);
      expect((await caller(one!.url, employee.body.token, 'demo').post('/api/logout', {})).status).toBe(200);
      await logout;
    } finally {
      socket.close();
    }
  }, 60_000);

  it('shuts a node down on SIGTERM even with sockets open', async () => {
    const employee = await caller(two!.url).post('/api/login', { login: 'employee', password: 'employee123' });
    const socket = await connectSocket(two!.url, employee.body.token, 'demo');
    const started = Date.now();
    await stopNode(two);
    expect(two!.child.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    socket.close();
  }, 30_000);
});
