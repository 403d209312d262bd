/**
 * Analytics benchmark (issue #49): p99 of every analytics call of spec features §7 for a year of a client with
 * 10,000 employees (hires and dismissals over fifteen years, birth dates, 40 departments, 30 positions), a
 * year of module visits (each employee on most working days, a few modules a day: millions of rows), a
 * year of coin movements and of adaptations. Each call, for a year with daily and with monthly detail, is
 * sent at a fixed rate (scripts/bench/paced.mjs) to the app in a process of its own, one call at a time; the
 * goal is p99 ≤ 200 ms. There is no baseline: the goal is a latency, not a ratio.
 *
 * Seeding writes multi-row inserts straight through SQL (as scripts/bench/feed.ts does), then runs the
 * visit summary's fill, as the migration does for existing rows: the app writes visits through
 * `POST api/report/visit`, which keeps the summary in step.
 *
 * `runAnalyticsBench` measures SQLite and, with `BENCH_ANALYTICS_DATABASE_URL`, MariaDB (`own`: a server of
 * the bench's own, scripts/bench/mariadb.ts, its folder kept in `BENCH_ANALYTICS_MARIADB_DATA`), and writes the
 * "Analytics calls" section of docs/benchmarks.md. `BENCH_ANALYTICS_DATA` keeps the SQLite folder between
 * runs (a kept MariaDB database is found by its workspace); `BENCH_ANALYTICS_USERS`, `_RATE` (4 a second)
 * and `_SECONDS` (10) size it. `npx tsx scripts/bench/analytics.ts` runs it alone without writing (`--mariadb`:
 * MariaDB only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v7 } from 'uuid';
import { createClient, createUser, ensureSuperadmin, type App } from '@atrium/core-api';
import { fillVisitSummary } from '../../core-api/src/analytics/summary-fill.js';
import { startApp } from './app-server.js';
import { insertRows } from './bulk.js';
import { sqlDate } from './capture.js';
import { startLoad, type PacedResult } from './load.js';
import { startOwnMariadb } from './mariadb.js';
import { coreSplit, type Cores } from './pin.js';
import { replaceSection } from './report.js';
import { startServers } from './servers.js';

const DAY_MS = 86_400_000;
const WORKSPACE = 'analyticsbench';
const PASSWORD = 'bench-password-1';
const GOAL_MS = 200;
const MODULES = ['wall', 'addressBook', 'calendar', 'shop', 'adaptation', 'knowl_base', 'structures', 'polls', 'chat', 'task_tracker'];
const DEPARTMENTS = 40;
const POSITIONS = 30;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
/** A fixed pseudo-random number in [0, 1) of a few integers: the same data on every run. */
const hash = (...n: number[]) => {
  let h = 2166136261;
  for (const x of n) h = Math.imul(h ^ (x & 0xffffffff), 16777619) ^ (h >>> 13);
  return ((h >>> 0) % 1_000_003) / 1_000_003;
};

type Run = (sql: string, params: unknown[]) => Promise<unknown>;

interface Employee {
  id: string;
  start: number;
  end: number | null;
}

/** The client's departments, employees, a year of visits, coins and adaptations; `admin` is the signed-in row to copy. */
async function seed(app: App, clientId: string, admin: Record<string, unknown>, users: number, log: (l: string) => void) {
  const ds = app.ds;
  const quote = (s: string) => (ds.options.type === 'mysql' ? `\`${s}\`` : `"${s}"`);
  const table = (entity: string) => ds.getMetadata(entity).tableName;
  const now = Date.now();
  const today = Date.parse(day(now));
  const stamp = sqlDate(new Date(now));
  const base = (id: string) => [id, clientId, stamp, stamp];
  const runner = ds.createQueryRunner();
  const run: Run = (sql, params) => runner.query(sql, params);
  // Committed in slices: one transaction of millions of rows makes InnoDB's undo log the bottleneck.
  const inSlice = async (fn: () => Promise<void>) => {
    await runner.startTransaction();
    try {
      await fn();
      await runner.commitTransaction();
    } catch (err) {
      await runner.rollbackTransaction();
      throw err;
    }
  };
  try {
    const departments = Array.from({ length: DEPARTMENTS }, () => v7());
    await inSlice(() =>
      insertRows(
        run,
        table('Department'),
        ['id', 'clientId', 'createdAt', 'updatedAt', 'type', 'name', 'parentId', 'deleted'],
        departments.map((id, i) => [...base(id), 'administrative', `Department ${i + 1}`, null, 0]),
        quote,
      ),
    );

    // Employees: starts over fifteen years (a tenth in the last year), one in eight dismissed since, most
    // with a birth date and a department.
    const cols = Object.keys(admin);
    const staff: Employee[] = [{ id: String(admin.id), start: today - 3000 * DAY_MS, end: null }];
    const rows: unknown[][] = [];
    for (let i = 1; i < users; i++) {
      const start = today - Math.floor(hash(i, 1) < 0.1 ? hash(i, 2) * 365 : 365 + hash(i, 2) * 5100) * DAY_MS;
      const dismissed = hash(i, 3) < 0.125 ? Math.min(today, start + Math.floor(30 + hash(i, 4) * 2000) * DAY_MS) : null;
      const e: Employee = { id: v7(), start: Date.parse(day(start)), end: dismissed && Date.parse(day(dismissed)) };
      staff.push(e);
      const row: Record<string, unknown> = {
        ...admin,
        id: e.id,
        login: `abench${i}`,
        email: `abench${i}@bench.local`,
        firstName: `Name${i % 97}`,
        lastName: `Bench${i % 89}`,
        roles: '["user"]',
        rights: '[]',
        birthDate: i % 50 === 0 ? null : day(Date.UTC(1958, 0, 1) + Math.floor(hash(i, 5) * 48 * 365) * DAY_MS),
        workingSince: i % 70 === 0 ? null : day(e.start),
        position: i % 40 === 0 ? null : `Position ${1 + Math.floor(hash(i, 6) * POSITIONS)}`,
        departmentId: i % 60 === 0 ? null : departments[Math.floor(hash(i, 7) * DEPARTMENTS)],
        deletion_mark: e.end === null ? 0 : 1,
        dismissedAt: e.end === null ? null : sqlDate(new Date(e.end + 15 * 3600_000)),
        createdAt: sqlDate(new Date(i % 70 === 0 ? e.start : now)),
        updatedAt: stamp,
      };
      rows.push(cols.map((c) => (typeof row[c] === 'boolean' ? Number(row[c]) : row[c] instanceof Date ? sqlDate(row[c]) : row[c])));
    }
    await inSlice(() => insertRows(run, 'user', cols, rows, quote));
    log(`  ${users} employees, ${staff.filter((e) => e.end !== null).length} of them dismissed`);

    // A year of visits: on each working day an employee of that day comes in with probability 0.85 and
    // leaves 1–5 modules, mostly among four of their own; every tenth visit is the mobile app's.
    const visitCols = ['id', 'clientId', 'createdAt', 'updatedAt', 'userId', 'module', 'time', 'seconds', 'mobile'];
    let visits = 0;
    for (let t = today - 364 * DAY_MS; t <= today; t += DAY_MS) {
      const weekday = new Date(t).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const dayRows: unknown[][] = [];
      for (const [i, e] of staff.entries()) {
        if (e.start > t || (e.end !== null && e.end < t) || hash(i, t / DAY_MS) >= 0.85) continue;
        const n = 1 + Math.floor(hash(i, t / DAY_MS, 1) * 5);
        for (let k = 0; k < n; k++) {
          const r = hash(i, t / DAY_MS, k, 2);
          const module = MODULES[r < 0.9 ? (i + Math.floor(r * 4.4)) % MODULES.length : Math.floor(r * 97) % MODULES.length]!;
          const at = t + (8 * 3600 + Math.floor(hash(i, t / DAY_MS, k, 3) * 10 * 3600)) * 1000;
          dayRows.push([
            v7({ msecs: at }),
            clientId,
            stamp,
            stamp,
            e.id,
            module,
            sqlDate(new Date(at)),
            10 + Math.floor(r * 900),
            (visits + dayRows.length) % 10 === 0 ? 1 : 0,
          ]);
        }
      }
      await inSlice(() => insertRows(run, table('ModuleVisit'), visitCols, dayRows, quote));
      visits += dayRows.length;
      if (new Date(t).getUTCDate() <= 7 && weekday === 1) log(`  visits to ${day(t)}: ${visits}`);
    }
    log(`  ${visits} visits`);

    // Coins: a monthly accrual to everyone employed, and a purchase by one in three, over the year.
    const ledger: unknown[][] = [];
    for (let m = 0; m < 12; m++) {
      const at = today - (364 - m * 30) * DAY_MS;
      for (const [i, e] of staff.entries()) {
        if (e.start > at || (e.end !== null && e.end < at)) continue;
        const when = sqlDate(new Date(at + (i % 600) * 60_000));
        ledger.push([v7(), clientId, when, when, e.id, 50, 'accrual', null, 50 * (m + 1)]);
        if (i % 3 === m % 3) ledger.push([v7(), clientId, when, when, e.id, -30, 'purchase', null, 20 + 50 * m]);
      }
    }
    await inSlice(() =>
      insertRows(
        run,
        table('ShopLedgerEntry'),
        ['id', 'clientId', 'createdAt', 'updatedAt', 'account', 'delta', 'kind', 'refId', 'amountAfter'],
        ledger,
        quote,
      ),
    );
    // Adaptations: one for everyone hired in the last year, finished three months after the start when that has come.
    const tracks = staff
      .filter((e) => e.start > today - 365 * DAY_MS)
      .map((e) => {
        const end = e.start + 90 * DAY_MS;
        return [
          ...base(v7()),
          'bench-track',
          'bench-scenario',
          e.id,
          String(admin.id),
          sqlDate(new Date(e.start)),
          end <= today ? sqlDate(new Date(end)) : null,
          '[]',
          '[]',
          end <= today ? 0 : 1,
        ];
      });
    await inSlice(() =>
      insertRows(
        run,
        table('AdaptUserTrack'),
        [
          'id',
          'clientId',
          'createdAt',
          'updatedAt',
          'trackId',
          'scenarioId',
          'userId',
          'mentorId',
          'start',
          'end',
          'finished',
          'deleted',
          'active',
        ],
        tracks,
        quote,
      ),
    );
    log(`  ${ledger.length} coin movements, ${tracks.length} adaptations`);
  } finally {
    await runner.release();
  }
  // The app keeps the summary in step with each visit it stores; rows written past it are summed as the migration does.
  const t0 = Date.now();
  await fillVisitSummary(ds, clientId);
  log(`  visit summary filled in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

interface Seeded {
  clientId: string;
  headers: Record<string, string>;
  departments: string[];
}

/** The bench client, seeded through an app that is closed again before anything is measured (or found seeded). */
async function seedClient(dataDir: string, databaseUrl: string | undefined, users: number, log: (l: string) => void): Promise<Seeded> {
  const { app, url } = await startApp({ dataDir, databaseUrl, only: 'adaptation,shop' });
  try {
    await ensureSuperadmin(app.core);
    const existing = (await app.ds.query(`SELECT id FROM client WHERE workspace = ?`, [WORKSPACE])) as { id: string }[];
    const userTable = app.ds.options.type === 'mysql' ? '`user`' : '"user"';
    const count = async (id: string) =>
      Number(((await app.ds.query(`SELECT COUNT(*) AS n FROM ${userTable} WHERE clientId = ?`, [id])) as { n: unknown }[])[0]!.n);
    let clientId = existing[0]?.id;
    if (clientId && (await count(clientId)) === users) log(`analytics bench: reusing the seeded client of ${users} employees`);
    else {
      if (clientId) throw new Error(`analytics bench: workspace ${WORKSPACE} holds another size of client; start from an empty database`);
      log(`analytics bench: seeding ${users} employees and a year of visits…`);
      const client = await createClient(app.core, { workspace: WORKSPACE, name: 'Analytics Bench', lang: 'en' });
      clientId = client.id;
      const admin = await createUser(app.core, clientId, {
        firstName: 'Analyst',
        lastName: 'Bench',
        email: 'analyst@bench.local',
        login: 'analytics-bench',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        lang: 'en',
        roles: ['admin'],
        workingSince: '2015-01-01',
      } as never);
      const [row] = (await app.ds.query(`SELECT * FROM ${userTable} WHERE id = ?`, [admin.id])) as Record<string, unknown>[];
      const t0 = Date.now();
      await seed(app, clientId, row!, users, log);
      log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'analytics-bench', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const departments = (
      (await app.ds.query(`SELECT id FROM department WHERE clientId = ? ORDER BY name`, [clientId])) as { id: string }[]
    ).map((d) => d.id);
    return { clientId, headers: { authorization: `Bearer ${token}`, 'x-company-id': WORKSPACE }, departments };
  } finally {
    await app.close();
  }
}

/** One measured call: its name in the table, its path, and the filter body of the POST forms. */
interface Call {
  name: string;
  path: string;
  body?: Record<string, unknown>;
}

/** The §7 calls for the year to `to`, each with daily and monthly detail where detail changes the work. */
function callsOf(s: Seeded, to: string): Call[] {
  const from = day(Date.parse(to) - 364 * DAY_MS);
  const id = s.clientId;
  const year = (detail: string) => `from=${from}&to=${to}&detail=${detail}`;
  const both = (name: string, p: (detail: string) => string, body?: Record<string, unknown>): Call[] =>
    ['day', 'month'].map((detail) => ({ name: `${name}, ${detail}`, path: p(detail), body: body && { from, to, detail, ...body } }));
  return [
    ...both('visitors', (d) => `/api/analytics/visitors/${id}?${year(d)}`),
    { name: 'modules', path: `/api/analytics/modules/${id}?${year('month')}` },
    ...both('turnover', (d) => `/api/analytics/turnover/${id}?${year(d)}`),
    { name: 'demography', path: `/api/analytics/demography/${id}?${year('month')}` },
    { name: 'positions by position', path: `/api/analytics/positions/${id}?${year('month')}&by=position` },
    { name: 'positions by department', path: `/api/analytics/positions/${id}?${year('month')}&by=department` },
    ...both('adaptations', (d) => `/api/analytics/adaptations/${id}?${year(d)}`),
    ...both('coins', (d) => `/api/analytics/coins/${id}?dateFrom=${from}&dateTo=${to}&detail=${d}`),
    ...both('POST visitors, two departments', () => '/api/analytics/visitors', { departments: s.departments.slice(0, 2) }),
    ...both('POST visitors, two modules', () => '/api/analytics/visitors', { modules: MODULES.slice(0, 2) }),
    {
      name: 'POST modules, two departments',
      path: '/api/analytics/modules',
      body: { from, to, detail: 'month', departments: s.departments.slice(0, 2) },
    },
  ];
}

export interface AnalyticsResult {
  engine: string;
  note: string;
  rate: number;
  calls: { name: string; result: PacedResult }[];
}

/** Seeds (or finds) the client on one engine and measures each call at the fixed rate, one call at a time. */
async function benchEngine(
  o: { databaseUrl?: string; users: number; rate: number; seconds: number; cores: Cores | null; dataDir?: string },
  log: (l: string) => void,
): Promise<AnalyticsResult> {
  const keep = !!o.dataDir && !o.databaseUrl;
  const dataDir = keep ? path.resolve(o.dataDir!) : fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-analytics-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const opened: { close(): void }[] = [];
  try {
    const s = await seedClient(dataDir, o.databaseUrl, o.users, log);
    const app = await startServers({ kind: 'app', dataDir, databaseUrl: o.databaseUrl, only: 'adaptation,shop' }, o.cores?.server ?? null);
    opened.push(app);
    const load = startLoad(o.cores?.load ?? null);
    opened.push(load);
    const calls: AnalyticsResult['calls'] = [];
    let visits = 0;
    for (const call of callsOf(s, day(Date.now()))) {
      const url = app.urls.app + call.path;
      // One request first: it must answer, and it warms the call's statements and the database's cache.
      const first = await fetch(url, {
        method: call.body ? 'POST' : 'GET',
        headers: { ...s.headers, 'content-type': 'application/json' },
        body: call.body && JSON.stringify(call.body),
      });
      const answer = (await first.json()) as { result?: { total?: { visits?: number } } };
      if (first.status !== 200) throw new Error(`${call.name} answered ${first.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      if (call.name === 'visitors, day') visits = answer.result?.total?.visits ?? 0;
      const result = await load.paced({ url, rate: o.rate, seconds: o.seconds, headers: s.headers, connections: 10, body: call.body });
      log(
        `  ${call.name}: p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms${result.errors ? `, ${result.errors} errors` : ''}`,
      );
      calls.push({ name: call.name, result });
    }
    const engine = o.databaseUrl ? 'MariaDB' : 'SQLite';
    return {
      engine,
      rate: o.rate,
      calls,
      note: `${o.users.toLocaleString('en')} employees, ${visits.toLocaleString('en')} browser visits in the year`,
    };
  } finally {
    for (const p of opened) p.close();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const SECTION = '## Analytics calls';

/** The "Analytics calls" section: one column of p99 (p50) per engine, and whether each call meets the goal on all of them. */
export function analyticsSection(results: AnalyticsResult[], header: string): string {
  const names = results[0]?.calls.map((c) => c.name) ?? [];
  const cell = (r: AnalyticsResult, name: string) => {
    const c = r.calls.find((x) => x.name === name)!.result;
    // An error (a 5xx or a dropped connection) is an answer the user did not get: named beside the times.
    return `${Math.round(c.p99)} (${Math.round(c.p50)})${c.errors ? `, ${c.errors} of ${c.sent} failed` : ''}`;
  };
  const met = (name: string) =>
    results.every((r) => {
      const c = r.calls.find((x) => x.name === name)!.result;
      return c.p99 <= GOAL_MS && !c.errors;
    });
  return [
    SECTION,
    '',
    'Written by `npm run bench` (scripts/bench/analytics.ts; "The analytics calls" below says how and what it found), replaced by its next run.',
    '',
    `${header} ${results.map((r) => `${r.engine}: ${r.note}`).join('; ')}; each call for ${results[0]?.rate} requests a second over ${results[0]?.calls[0]?.result.sent} requests.`,
    '',
    `| call (a year) | ${results.map((r) => `${r.engine} p99 (p50), ms`).join(' | ')} | goal p99 ≤ ${GOAL_MS} ms |`,
    `|---|${results.map(() => '---|').join('')}---|`,
    ...names.map((n) => `| ${n} | ${results.map((r) => cell(r, n)).join(' | ')} | ${met(n) ? 'met' : '**missed**'} |`),
    '',
  ].join('\n');
}

export interface AnalyticsBenchOptions {
  cores: Cores | null;
  /** Write the section into docs/benchmarks.md. */
  write: boolean;
  /** The machine and its details, as the run's other sections name them. */
  header: string;
  log?: (line: string) => void;
  /** Leave SQLite out (running alone with `--mariadb`). */
  mariadbOnly?: boolean;
}

/** The analytics row on SQLite and, with `BENCH_ANALYTICS_DATABASE_URL` (`own` or a URL), on MariaDB; its section written when asked. */
export async function runAnalyticsBench(opts: AnalyticsBenchOptions): Promise<AnalyticsResult[]> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const sizes = {
    users: Number(process.env.BENCH_ANALYTICS_USERS ?? 10_000),
    rate: Number(process.env.BENCH_ANALYTICS_RATE ?? 4),
    seconds: Number(process.env.BENCH_ANALYTICS_SECONDS ?? 10),
    cores: opts.cores,
  };
  const results: AnalyticsResult[] = [];
  if (!opts.mariadbOnly) results.push(await benchEngine({ ...sizes, dataDir: process.env.BENCH_ANALYTICS_DATA }, log));
  const mariadb = process.env.BENCH_ANALYTICS_DATABASE_URL;
  if (mariadb) {
    const own =
      mariadb === 'own'
        ? await startOwnMariadb({ row: 'analytics', kept: process.env.BENCH_ANALYTICS_MARIADB_DATA, core: opts.cores?.server ?? null }, log)
        : null;
    try {
      results.push(await benchEngine({ ...sizes, databaseUrl: own?.url ?? mariadb }, log));
    } finally {
      await own?.stop();
    }
  }
  const section = analyticsSection(results, opts.header);
  log(`\n${section}`);
  if (opts.write) {
    const file = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');
    fs.writeFileSync(file, replaceSection(fs.readFileSync(file, 'utf8'), SECTION, section, '## History of runs'));
  }
  return results;
}

// Run alone: `npx tsx scripts/bench/analytics.ts [--mariadb]` (writes nothing).
if (import.meta.url === `file://${process.argv[1]}`) {
  const mariadbOnly = process.argv.includes('--mariadb');
  runAnalyticsBench({ cores: coreSplit(), write: false, header: `Run of ${new Date().toISOString()}:`, mariadbOnly }).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
