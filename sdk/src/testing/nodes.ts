import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** One process of an installation, as a multi-node test runs it. */
export interface InstallationNode {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process printed. */
  log: string[];
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * Storage several nodes share: a data folder and, with TEST_MYSQL_URL, a fresh database (else the data
 * folder's SQLite file). Answers the environment entries to start each node with, and the clean-up.
 */
export async function sharedStorage(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const tag = crypto.randomBytes(4).toString('hex');
  const dataDir = `/tmp/atrium-nodes-${tag}`;
  const base = process.env.TEST_MYSQL_URL;
  if (!base) return { env: { DATA_DIR: dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `atrium_nodes_${tag}`;
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(base);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      const c = await mysql.createConnection(base);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one node (`tsx core-api/src/main.ts`, called directly so that SIGTERM reaches the app and its
 * exit code comes back) on a port of its own, or on `port` to restart a node where it was; answers once
 * it serves `GET /api/env`.
 */
export async function startNode(env: Record<string, string>, port?: number): Promise<InstallationNode> {
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
    if ((await fetch(`${url}/api/env`).catch(() => null))?.ok) return { url, port, child, log };
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`node on ${port} did not start: ${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGTERM, then SIGKILL after 10 s: a node that hangs on shutdown still goes. */
export async function stopNode(node: InstallationNode | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null) return;
  const exited = new Promise((r) => node.child.once('exit', r));
  node.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (node.child.exitCode === null) node.child.kill('SIGKILL');
}

/** Two nodes of one installation, as `startNodes` answers them; a test may restart one in place (`nodes.two = await startNode(nodes.env, port)`). */
export interface TwoNodes {
  one: InstallationNode;
  two: InstallationNode;
  /** What each node was started with: the shared storage's entries and the test's own. */
  env: Record<string, string>;
  /** Ends both nodes (as they are then) and removes the shared storage. */
  stop(): Promise<void>;
}

/**
 * Two nodes of one installation on fresh shared storage, started one after the other: the first migrates
 * (and seeds, with SEED_DEMO), the second finds the database ready.
 */
export async function startNodes(env: Record<string, string>): Promise<TwoNodes> {
  const storage = await sharedStorage();
  const all = { ...storage.env, ...env };
  const one = await startNode(all);
  const two = await startNode(all).catch(async (err: unknown) => {
    await stopNode(one);
    await storage.cleanup();
    throw err;
  });
  const nodes: TwoNodes = {
    one,
    two,
    env: all,
    stop: async () => {
      await Promise.all([stopNode(nodes.one), stopNode(nodes.two)]);
      await storage.cleanup();
    },
  };
  return nodes;
}
