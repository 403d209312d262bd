/**
 * Core benchmarks: the platform against bare Koa on the same seeded SQLite database, each in a process
 * of its own, both loaded at once from a third (scripts/bench/rounds.ts); each row is decided by the CPU
 * time per request, with throughput and latency beside it.
 *
 * - trivial: an authenticated route through the whole stack (`GET /api/session`: session, user and
 *   client resolved, rights and features decided, answer serialized) vs bare Koa running the same
 *   session query through the same driver and answering the same fields.
 * - list: an authenticated client-scoped 25-row employee list (`GET /api/user/for_client/{client}`) vs
 *   bare Koa running the very statements the app ran (captured from one real request) through the
 *   same driver; plus p99 of both at one rate the app sustains.
 * - compression: the same list answered Brotli-compressed against uncompressed, by two processes of the
 *   app that swap roles every round.
 * - sign-in: `POST /api/login` vs bare Koa doing one raw argon2 verify of the same hash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, createUser, type App } from '@atrium/core-api';
import { SESSION_SQL } from '../../core-api/src/auth/resolve.js';
import { hashToken } from '../../core-api/src/auth/tokens.js';
import { startApp } from './app-server.js';
import { captureSql, sqlDate, type Statement } from './capture.js';
import { startLoad } from './load.js';
import type { Cores } from './pin.js';
import { settleSearch } from './search-settled.js';
import { latencyAtHalfAppRate, pairedRounds, serverRow, type RoundOptions, type ServerRow, type Side } from './rounds.js';
import { startServers, type ServerProcess } from './servers.js';

/** Copies one real employee row `n` times with fresh ids, names and logins, in one transaction. */
async function seedEmployees(app: App, templateId: string, n: number) {
  const [template] = (await app.ds.query('SELECT * FROM "user" WHERE id = ?', [templateId])) as Record<string, unknown>[];
  const cols = Object.keys(template!);
  const rows = Array.from({ length: n }, (_, i) => ({
    ...template,
    id: crypto.randomUUID(),
    login: `bench${i}`,
    email: `bench${i}@bench.local`,
    firstName: `Name${i % 97}`,
    lastName: `Bench${String(i).padStart(4, '0')}`,
    createdAt: sqlDate(new Date()),
    updatedAt: sqlDate(new Date()),
  }));
  await app.ds.transaction(async (m) => {
    for (let i = 0; i < rows.length; i += 200) {
      const part = rows.slice(i, i + 200);
      await m.query(
        `INSERT INTO "user" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES ${part.map(() => `(${cols.map(() => '?').join(', ')})`).join(', ')}`,
        part.flatMap((r) => cols.map((c) => (r as Record<string, unknown>)[c])),
      );
    }
  });
}

export interface CoreBenchOptions {
  rounds: number;
  /** Seconds of each window (both sides at once). */
  seconds: number;
  /** The measured servers' core and the load generator's (scripts/bench/pin.ts), or null. */
  cores: Cores | null;
  employees?: number;
  log?: (line: string) => void;
}

interface Seeded {
  dataDir: string;
  sqliteFile: string;
  headers: Record<string, string>;
  listPath: string;
  listStatements: Statement[];
  password: string;
  passwordHash: string;
}

/** The database of the core rows, written through an app that is closed again before anything is measured. */
async function seed(employees: number, log: (line: string) => void): Promise<Seeded> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-core-'));
  const { app, url } = await startApp({ dataDir });
  try {
    const client = await createClient(app.core, { workspace: `bench${Date.now()}`, name: 'Bench Company', lang: 'en' });
    const password = 'bench-password-1';
    const reader = await createUser(app.core, client.id, {
      firstName: 'Reader',
      lastName: 'Bench',
      email: 'reader@bench.local',
      login: 'bench-reader',
      password,
      confirmPassword: password,
      lang: 'en',
    } as never);
    await seedEmployees(app, reader.id, employees);
    // A second client with as many employees, so the client condition has work to do.
    const other = await createClient(app.core, { workspace: `benchb${Date.now()}`, name: 'Other Company', lang: 'en' });
    const otherUser = await createUser(app.core, other.id, {
      firstName: 'Other',
      lastName: 'Bench',
      email: 'other@bench.local',
      login: 'bench-other',
      password,
      confirmPassword: password,
      lang: 'en',
    } as never);
    const [tpl] = (await app.ds.query('SELECT * FROM "user" WHERE id = ?', [otherUser.id])) as Record<string, unknown>[];
    await app.ds.query('UPDATE "user" SET login = NULL WHERE id = ?', [tpl!.id]);
    log(`core bench: ${employees + 1} employees in each of 2 clients`);
    await settleSearch((sql, params) => app.ds.query(sql, params));

    const signIn = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'bench-reader', password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'x-company-id': client.workspace, 'content-type': 'application/json' };
    const listPath = `/api/user/for_client/${client.id}?limit=25`;
    const check = await fetch(url + listPath, { headers });
    const page = (await check.json()) as { result: unknown[] };
    if (check.status !== 200 || page.result.length !== 25)
      throw new Error(`list answered ${check.status} with ${page.result?.length} rows`);
    // The session query runs on the driver's own prepared statement (not through TypeORM's logger):
    // the baselines run it too, with the same hashed token, before the statements TypeORM ran.
    const session: Statement = { sql: SESSION_SQL, params: [hashToken(token)] };
    const listStatements = [
      session,
      ...(await captureSql(app, async () => void (await (await fetch(url + listPath, { headers })).text()))),
    ];
    const passwordHash = (await app.ds.query('SELECT passwordHash FROM "user" WHERE id = ?', [reader.id]))[0].passwordHash as string;
    return { dataDir, sqliteFile: path.join(dataDir, 'atrium.sqlite'), headers, listPath, listStatements, password, passwordHash };
  } finally {
    await app.close();
  }
}

export async function runCoreBench(o: CoreBenchOptions): Promise<ServerRow[]> {
  const log = o.log ?? ((l: string) => console.log(l));
  const data = await seed(o.employees ?? 1000, log);
  const opened: { close(): void }[] = [];
  const open = async (p: Promise<ServerProcess>) => {
    const server = await p;
    opened.push(server);
    return server;
  };
  try {
    const core = o.cores?.server ?? null;
    const [app, twin, bare] = await Promise.all([
      open(startServers({ kind: 'app', dataDir: data.dataDir }, core)),
      open(startServers({ kind: 'app', dataDir: data.dataDir }, core)),
      open(startServers({ kind: 'core-baselines', input: data }, core)),
    ]);
    const load = startLoad(o.cores?.load ?? null);
    opened.push(load);
    const round: RoundOptions = { rounds: o.rounds, seconds: o.seconds, connections: 10, headers: data.headers, log };
    const sides = (baseline: string, appPath: string, opts?: Record<string, unknown>) => ({
      baseline: { process: bare, url: bare.urls[baseline]!, opts },
      app: { process: app, url: app.urls.app + appPath, opts },
    });
    const compare = async (key: string, name: string, goal: number, s: { baseline: Side; app: Side }) =>
      serverRow(key, name, goal, await pairedRounds(key, load, () => s, round));

    // What on-the-fly compression costs (core-api/src/http/compress.ts): the same page uncompressed (the
    // "baseline" side) and Brotli-compressed, from two processes of the app that swap roles every round.
    // Measured first, while both processes are equally fresh: a process that has served the other rows
    // is warmer (its code compiled further) and cheaper per request than one that has not, by a third.
    const encoded = (p: ServerProcess, encoding: string): Side => ({
      process: p,
      url: p.urls.app + data.listPath,
      opts: { headers: { ...data.headers, 'accept-encoding': encoding } },
    });
    const compression = serverRow(
      'compression',
      'the 25-row list compressed (Brotli 1) vs the same list uncompressed, both from the app',
      0.9,
      await pairedRounds(
        'compression',
        load,
        (r) => {
          const [plain, brotli] = r % 2 ? [twin, app] : [app, twin];
          return { baseline: encoded(plain, 'identity'), app: encoded(brotli, 'gzip, deflate, br') };
        },
        round,
      ),
    );
    twin.close();
    const trivial = await compare(
      'trivial',
      'trivial authenticated route (GET /api/session) vs bare Koa',
      0.7,
      sides('trivial', '/api/session'),
    );
    const listSides = sides('list', data.listPath);
    const list = await compare('list', '25-row client-scoped employee list vs bare Koa running the same SQL', 0.6, listSides);
    list.latency = await latencyAtHalfAppRate(load, list, listSides, { ...round, bound: 50 });
    // A verify is ~35 ms of CPU and memory-bound, so a round needs longer windows to hold enough of them.
    const signIn = serverRow(
      'signin',
      'sign-in (POST /api/login) vs a raw argon2 verify',
      0.8,
      await pairedRounds(
        'signin',
        load,
        () =>
          sides('signin', '/api/login', {
            method: 'POST',
            body: JSON.stringify({ login: 'bench-reader', password: data.password }),
            connections: 2,
          }),
        { ...round, seconds: round.seconds * 3 },
      ),
    );
    return [trivial, list, compression, signIn];
  } finally {
    for (const p of opened) p.close();
    fs.rmSync(data.dataDir, { recursive: true, force: true });
  }
}
