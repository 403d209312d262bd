/**
 * Core benchmarks: the platform against a bare Koa server on the same seeded SQLite database, in one
 * process, loaded by autocannon in alternating windows so both sides see the same machine state.
 *
 * - trivial: an authenticated route through the whole stack (`GET /api/session`: session, user and
 *   client resolved, rights and features decided, answer serialized) vs bare Koa running the same
 *   session query through the same driver and answering the same fields.
 * - list: an authenticated client-scoped 25-row employee list (`GET /api/user/for_client/{client}`) vs
 *   bare Koa running the very statements the app ran (captured from one real request) through the
 *   same driver; plus the app's p99 at half the baseline's peak rate.
 * - compression: the same list answered Brotli-compressed against uncompressed, both by the app: CPU time
 *   per request (ratio uncompressed ÷ compressed), loaded from another process.
 * - sign-in: `POST /api/login` vs bare Koa doing one raw argon2 verify of the same hash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import Koa from 'koa';
import argon2 from 'argon2';
import { configFromEnv, createApp, createClient, createUser, installedPlugins, type App } from '@atrium/core-api';
import { SESSION_SQL } from '../../core-api/src/auth/resolve.js';
import { hashToken } from '../../core-api/src/auth/tokens.js';
import { autocannon, cpuPerRequest } from './cannon.js';
import { paced } from './paced.js';
import { captureSql, type Statement } from './capture.js';
import { median, pairedRatio } from './stats.js';

const require = createRequire(import.meta.url);

export interface CoreBenchResult {
  name: string;
  appRps: number;
  baselineRps: number;
  ratio: number;
  goal: number;
  p99AtHalfPeakMs?: number;
  /** The baseline's own p99 at the same rate: what the machine allows. */
  baselineP99AtHalfPeakMs?: number;
  p99Goal?: number;
}

const sqlDate = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

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

export async function runCoreBench(
  o: { seconds?: number; rounds?: number; connections?: number; employees?: number; log?: (l: string) => void } = {},
): Promise<CoreBenchResult[]> {
  const log = o.log ?? ((l: string) => console.log(l));
  const seconds = o.seconds ?? 3;
  const rounds = o.rounds ?? 3;
  const connections = o.connections ?? 10;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-core-'));
  const config = configFromEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PORT: '0',
    SUPERADMIN_LOGIN: 'bench-sa',
    SUPERADMIN_PASSWORD: 'bench-sa-password',
  });
  config.hostDist = '/nonexistent';
  const { plugins } = await installedPlugins(() => undefined);
  const app = await createApp({ config, plugins });
  const closers: (() => Promise<void>)[] = [];
  try {
    const appUrl = `http://127.0.0.1:${await app.listen(0)}`;
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
    await seedEmployees(app, reader.id, o.employees ?? 1000);
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
    log(`core bench: ${(o.employees ?? 1000) + 1} employees in each of 2 clients, ${plugins.length} plugins loaded`);

    const signIn = await fetch(`${appUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'bench-reader', password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'x-company-id': client.workspace, 'content-type': 'application/json' };
    const listPath = `/api/user/for_client/${client.id}?limit=25`;
    const check = await fetch(appUrl + listPath, { headers });
    const page = (await check.json()) as { result: unknown[] };
    if (check.status !== 200 || page.result.length !== 25)
      throw new Error(`list answered ${check.status} with ${page.result?.length} rows`);
    // The session query runs on the driver's own prepared statement (not through TypeORM's logger):
    // the baselines run it too, with the same hashed token, before the statements TypeORM ran.
    const session: Statement = { sql: SESSION_SQL, params: [hashToken(token)] };
    const statements = [session, ...(await captureSql(app, async () => void (await (await fetch(appUrl + listPath, { headers })).text())))];

    // Baselines: bare Koa on the same machine, same database file, same driver.
    const Database = require('better-sqlite3') as new (file: string) => {
      pragma(s: string): unknown;
      prepare(sql: string): { reader: boolean; all(...p: unknown[]): unknown[]; run(...p: unknown[]): unknown };
      close(): void;
    };
    const db = new Database(config.sqliteFile);
    db.pragma('journal_mode = WAL');
    closers.push(async () => db.close());
    const prepared = statements.map((s) => ({
      st: db.prepare(s.sql),
      params: s.params.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v instanceof Date ? sqlDate(v) : v)),
    }));
    const sessionSt = db.prepare(SESSION_SQL);
    const trivialKoa = new Koa().use((ctx) => {
      const row = sessionSt.all(hashToken(String(ctx.get('authorization')).slice(7)))[0] as { u_id: string; u_clientId: string };
      ctx.body = { result: { userId: row.u_id, clientId: row.u_clientId, currentTime: new Date().toISOString() } };
    });
    const listKoa = new Koa().use((ctx) => {
      prepared[0]!.params = [hashToken(String(ctx.get('authorization')).slice(7))];
      const out = prepared.map(({ st, params }) => (st.reader ? st.all(...params) : st.run(...params)));
      ctx.body = { result: out[1], page: 1, limit: 25, total: (out[2] as { cnt?: number }[] | undefined)?.[0]?.cnt ?? 0 };
    });
    const hash = (await app.ds.query('SELECT passwordHash FROM "user" WHERE id = ?', [reader.id]))[0].passwordHash as string;
    const argonKoa = new Koa().use(async (ctx) => {
      ctx.body = { token: (await argon2.verify(hash, password)) ? crypto.randomBytes(32).toString('hex') : null };
    });
    const bases = {
      trivial: await listen(trivialKoa.callback()),
      list: await listen(listKoa.callback()),
      signin: await listen(argonKoa.callback()),
    };
    for (const b of Object.values(bases)) closers.push(b.close);

    const load = (url: string, extra: Record<string, unknown> = {}) =>
      autocannon({ url, connections, duration: seconds, headers, ...extra });
    const compare = async (
      name: string,
      goal: number,
      app: { url: string; opts?: Record<string, unknown> },
      base: { url: string; opts?: Record<string, unknown> },
    ) => {
      await load(app.url, { ...app.opts, duration: 1 });
      await load(base.url, { ...base.opts, duration: 1 });
      const a: number[] = [];
      const b: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const rb = await load(base.url, base.opts);
        const ra = await load(app.url, app.opts);
        if (ra.non2xx || ra.errors) throw new Error(`${name}: the app answered ${ra.non2xx} non-2xx and ${ra.errors} errors under load`);
        b.push(rb.requests.average);
        a.push(ra.requests.average);
        log(`  ${name} round ${r + 1}: baseline ${rb.requests.average.toFixed(0)} rps, app ${ra.requests.average.toFixed(0)} rps`);
      }
      const res: CoreBenchResult = { name, appRps: median(a), baselineRps: median(b), ratio: pairedRatio(a, b), goal };
      return { res, basePeak: Math.max(...b) };
    };

    const results: CoreBenchResult[] = [];
    results.push(
      (
        await compare(
          'trivial authenticated route (GET /api/session) vs bare Koa',
          0.7,
          { url: `${appUrl}/api/session` },
          { url: bases.trivial.url },
        )
      ).res,
    );
    const list = await compare(
      '25-row client-scoped employee list vs bare Koa running the same SQL',
      0.6,
      { url: appUrl + listPath },
      { url: bases.list.url },
    );
    const half = Math.max(1, Math.floor(list.basePeak / 2));
    const atRate = (url: string) => paced({ url, rate: half, seconds: seconds * 2, headers, connections });
    const baseHalf = await atRate(bases.list.url);
    const atHalf = await atRate(appUrl + listPath);
    if (atHalf.errors) throw new Error(`list: the app answered ${atHalf.errors} errors at ${half} rps`);
    list.res.p99AtHalfPeakMs = Math.round(atHalf.p99);
    list.res.baselineP99AtHalfPeakMs = Math.round(baseHalf.p99);
    list.res.p99Goal = 50;
    log(
      `  list at ${half} rps (half the baseline's peak): app p99 ${list.res.p99AtHalfPeakMs} ms, baseline p99 ${list.res.baselineP99AtHalfPeakMs} ms`,
    );
    results.push(list.res);
    // What on-the-fly compression costs (core-api/src/http/compress.ts): the app's CPU time per request of
    // the same page uncompressed ÷ compressed, in alternating windows, load from another process.
    const compressed = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
    const identity = { ...headers, 'accept-encoding': 'identity' };
    await cpuPerRequest(appUrl + listPath, compressed, 1);
    const withBr: { micros: number; rps: number }[] = [];
    const without: { micros: number; rps: number }[] = [];
    for (let r = 0; r < rounds * 2; r++) {
      const pair = [
        [withBr, compressed],
        [without, identity],
      ] as const;
      for (const [out, h] of r % 2 ? [...pair].reverse() : pair) out.push(await cpuPerRequest(appUrl + listPath, h, seconds));
      log(
        `  list compressed round ${r + 1}: ${withBr.at(-1)!.micros.toFixed(0)} µs CPU per request, uncompressed ${without.at(-1)!.micros.toFixed(0)} µs`,
      );
    }
    results.push({
      name: "25-row employee list compressed (Brotli 1) vs uncompressed: the app's CPU time per request, load from another process",
      appRps: median(withBr.map((x) => x.rps)),
      baselineRps: median(without.map((x) => x.rps)),
      ratio: pairedRatio(
        without.map((x) => x.micros),
        withBr.map((x) => x.micros),
      ),
      goal: 0.9,
    });
    const loginBody = JSON.stringify({ login: 'bench-reader', password });
    results.push(
      (
        await compare(
          'sign-in (POST /api/login) vs a raw argon2 verify',
          0.8,
          { url: `${appUrl}/api/login`, opts: { method: 'POST', body: loginBody, connections: 2 } },
          { url: bases.signin.url, opts: { method: 'POST', body: loginBody, connections: 2 } },
        )
      ).res,
    );
    return results;
  } finally {
    for (const c of closers.reverse()) await c();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
