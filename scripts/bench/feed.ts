/**
 * Feed benchmark: an authenticated company-feed page (`GET /api/post/news/{client}/1`) through the whole
 * platform against a bare Koa server running the very same SQL through the same driver, each in a process
 * of its own and measured as the core rows are (scripts/bench/rounds.ts), on a client with 10,000
 * employees and 1,000,000 posts. The SQL of the baseline is captured from one real request, so
 * both sides do the same database work (session, user, client, page, totals, people, likes, views,
 * comment counts); the ratio is what the platform's own layers cost on top.
 *
 * Called by the bench runner (`scripts/bench/index.ts`) as `runFeedBench(options)`; `npx tsx
 * scripts/bench/feed.ts` runs it alone; `BENCH_FEED_SQL=<file>` writes the captured statements there.
 * Seeding writes multi-row inserts in one transaction straight through SQL: that shortcut is for the
 * benchmark only; the app writes posts through its routes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, createUser, ensureSuperadmin, type App } from '@atrium/core-api';
import { captureSql, sqlDate, type Statement } from './capture.js';
import { SESSION_SQL } from '../../core-api/src/auth/resolve.js';
import { hashToken } from '../../core-api/src/auth/tokens.js';
import { startApp } from './app-server.js';
import { startLoad } from './load.js';
import { coreSplit, type Cores } from './pin.js';
import { insertRows } from './bulk.js';
import { settleSearch, settleSearchFile } from './search-settled.js';
import { latencyAtHalfAppRate, pairedRounds, serverRow, type ServerRow } from './rounds.js';
import { startServers } from './servers.js';

export interface FeedBenchOptions {
  /** `mysql://…` to bench on MySQL/MariaDB; default an SQLite file in a temporary folder. */
  databaseUrl?: string;
  users?: number;
  posts?: number;
  rounds: number;
  /** Seconds of each window (both sides at once). */
  seconds: number;
  /** The servers' core and the load generator's (scripts/bench/pin.ts), or null. */
  cores: Cores | null;
  /** An SQLite data folder to keep and reuse between runs (seeding a million posts takes minutes). */
  dataDir?: string;
  log?: (line: string) => void;
}

/** Seeds users, posts (a few restricted with grants), likes, views and comments of one client. */
async function seed(
  app: App,
  clientId: string,
  template: Record<string, unknown>,
  o: { users: number; posts: number; log: (l: string) => void },
) {
  const ds = app.ds;
  const mysql = ds.options.type === 'mysql';
  const quote = (s: string) => (mysql ? `\`${s}\`` : `"${s}"`);
  const runner = ds.createQueryRunner();
  const run = (sql: string, params: unknown[]) => runner.query(sql, params);
  const bool = (b: boolean) => (b ? 1 : 0);
  await runner.startTransaction();
  try {
    // Employees: copies of a real one with their own ids, names and logins.
    const userCols = Object.keys(template);
    const now = new Date();
    const users: string[] = [String(template.id)];
    const rows: unknown[][] = [];
    for (let i = 1; i < o.users; i++) {
      const id = crypto.randomUUID();
      users.push(id);
      const row: Record<string, unknown> = {
        ...template,
        id,
        login: `bench${i}`,
        email: `bench${i}@bench.local`,
        firstName: `Name${String.fromCharCode(65 + (i % 26))}`,
        lastName: `Bench${String.fromCharCode(65 + ((i / 26) % 26))}`,
        createdAt: sqlDate(now),
        updatedAt: sqlDate(now),
      };
      rows.push(
        userCols.map((c) => {
          const v = row[c];
          if (v instanceof Date) return sqlDate(v);
          if (typeof v === 'boolean') return bool(v);
          if (v !== null && typeof v === 'object') return JSON.stringify(v);
          return v;
        }),
      );
    }
    await insertRows(run, 'user', userCols, rows, quote);
    o.log(`  ${o.users} employees`);

    // Posts: one a minute back from now, authors round-robin; every 1000th is restricted.
    const postCols = [
      'id',
      'clientId',
      'createdAt',
      'updatedAt',
      'parentType',
      'parentId',
      'authorId',
      'text',
      'thanks',
      'thankedId',
      'mentions',
      'attachments',
      'restricted',
    ];
    const start = Date.now() - o.posts * 60_000;
    const restricted: string[] = [];
    const recent: string[] = [];
    const batch = 5000;
    for (let i = 0; i < o.posts; i += batch) {
      const part: unknown[][] = [];
      for (let j = i; j < Math.min(o.posts, i + batch); j++) {
        const id = crypto.randomUUID();
        const at = sqlDate(new Date(start + j * 60_000));
        const isRestricted = j % 1000 === 999;
        if (isRestricted) restricted.push(id);
        if (j >= o.posts - 2000) recent.push(id);
        part.push([
          id,
          clientId,
          at,
          at,
          'company',
          clientId,
          users[j % users.length],
          `Post ${j}: news from the team, with enough words to look like a real post.`,
          0,
          null,
          '[]',
          '[]',
          bool(isRestricted),
        ]);
      }
      await insertRows(run, 'wall_post', postCols, part, quote);
      if ((i / batch) % 40 === 0) o.log(`  posts ${i + batch}/${o.posts}`);
    }
    await insertRows(
      run,
      'wall_feed_count',
      ['id', 'clientId', 'createdAt', 'updatedAt', 'feedKey', 'n'],
      [[crypto.randomUUID(), clientId, sqlDate(now), sqlDate(now), `company:${clientId}`, o.posts - restricted.length]],
      quote,
    );

    // Reactions on the newest posts, where a feed's first pages look.
    const likeRows: unknown[][] = [];
    const viewRows: unknown[][] = [];
    const commentRows: unknown[][] = [];
    for (const [k, postId] of recent.entries()) {
      for (let n = 0; n < 3; n++)
        likeRows.push([
          crypto.randomUUID(),
          clientId,
          sqlDate(now),
          sqlDate(now),
          'post',
          postId,
          postId,
          users[(k + n * 7) % users.length],
          n === 2 ? -1 : 1,
        ]);
      for (let n = 0; n < 5; n++)
        viewRows.push([crypto.randomUUID(), clientId, sqlDate(now), sqlDate(now), postId, users[(k + n * 11) % users.length], 'wall']);
      commentRows.push([
        crypto.randomUUID(),
        clientId,
        sqlDate(now),
        sqlDate(now),
        postId,
        'post',
        postId,
        users[(k + 3) % users.length],
        'Nice!',
        'active',
        '[]',
      ]);
    }
    await insertRows(
      run,
      'wall_like',
      ['id', 'clientId', 'createdAt', 'updatedAt', 'targetType', 'targetId', 'postId', 'userId', 'value'],
      likeRows,
      quote,
    );
    await insertRows(run, 'wall_view', ['id', 'clientId', 'createdAt', 'updatedAt', 'postId', 'userId', 'place'], viewRows, quote);
    await insertRows(
      run,
      'wall_comment',
      ['id', 'clientId', 'createdAt', 'updatedAt', 'postId', 'parentType', 'parentId', 'authorId', 'text', 'status', 'attachments'],
      commentRows,
      quote,
    );
    await runner.commitTransaction();
  } catch (err) {
    await runner.rollbackTransaction();
    throw err;
  } finally {
    await runner.release();
  }
  // Restricted posts get their grants through the platform's grants service (a few hundred rows).
  const grants = app.core.serviceContext(clientId).grants;
  const restrictedIds = await ds.query(`SELECT id FROM wall_post WHERE clientId = ? AND restricted = ?`, [clientId, mysql ? 1 : 1]);
  for (const r of restrictedIds as { id: string }[])
    await grants.set('post', r.id, [{ level: 'read', audience: 'users', userIds: [String(template.id)] }]);
  o.log(`  ${(restrictedIds as unknown[]).length} restricted posts with grants`);
}

interface SeededFeed {
  dataDir: string;
  headers: Record<string, string>;
  feedPath: string;
  statements: Statement[];
}

/**
 * The feed's database, seeded through an app that is closed again before anything is measured (or found
 * seeded in a kept folder), and the statements of one page as the app runs them.
 */
async function seedFeed(opts: FeedBenchOptions, dataDir: string, log: (line: string) => void): Promise<SeededFeed> {
  const users = opts.users ?? 10_000;
  const posts = opts.posts ?? 1_000_000;
  const marker = path.join(dataDir, 'bench-feed.json');
  if (!opts.databaseUrl) await settleSearchFile(path.join(dataDir, 'atrium.sqlite'));
  const { app, url } = await startApp({ dataDir, databaseUrl: opts.databaseUrl, only: 'wall' });
  try {
    await ensureSuperadmin(app.core);
    const password = 'bench-password-1';
    let client: { id: string; workspace: string };
    const seeded =
      !opts.databaseUrl && fs.existsSync(marker)
        ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as { client: typeof client; users: number; posts: number })
        : null;
    if (seeded && seeded.users === users && seeded.posts === posts) {
      client = seeded.client;
      log(`feed bench: reusing ${users} employees and ${posts} posts in ${dataDir}`);
    } else {
      log(`feed bench: seeding ${users} employees and ${posts} posts…`);
      const row = await createClient(app.core, { workspace: `bench${Date.now()}`, name: 'Bench Company', lang: 'en' });
      client = { id: row.id, workspace: row.workspace };
      const reader = await createUser(app.core, client.id, {
        firstName: 'Reader',
        lastName: 'Bench',
        email: 'reader@bench.local',
        login: 'bench-reader',
        password,
        confirmPassword: password,
        lang: 'en',
        rights: ['wall'],
      } as never);
      const [template] = (await app.ds.query(`SELECT * FROM ${app.ds.options.type === 'mysql' ? '`user`' : '"user"'} WHERE id = ?`, [
        reader.id,
      ])) as Record<string, unknown>[];
      const t0 = Date.now();
      await seed(app, client.id, template!, { users, posts, log });
      log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      if (!opts.databaseUrl) fs.writeFileSync(marker, JSON.stringify({ client, users, posts }));
    }
    await settleSearch((sql, params) => app.ds.query(sql, params));

    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'bench-reader', password }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'x-company-id': client.workspace };
    const feedPath = `/api/post/news/${client.id}/1`;
    const first = await fetch(url + feedPath, { headers });
    const page = (await first.json()) as { result: unknown[]; total: number };
    if (first.status !== 200 || page.result.length !== 20)
      throw new Error(`feed answered ${first.status} with ${page.result?.length} posts`);
    // The session query runs on the driver's own prepared statement, outside TypeORM's logger: the
    // baseline runs it first, as the app does.
    const session: Statement = { sql: SESSION_SQL, params: [hashToken(token)] };
    const captured = await captureSql(app, async () => void (await (await fetch(url + feedPath, { headers })).text()));
    const statements = [session, ...captured];
    if (process.env.BENCH_FEED_SQL) fs.writeFileSync(process.env.BENCH_FEED_SQL, JSON.stringify(statements, null, 1));
    log(`  one feed page: ${statements.length} SQL statements, total ${page.total}`);
    return { dataDir, headers, feedPath, statements };
  } finally {
    await app.close();
  }
}

export async function runFeedBench(opts: FeedBenchOptions): Promise<ServerRow> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const keep = !!opts.dataDir && !opts.databaseUrl;
  const dataDir = keep ? path.resolve(opts.dataDir!) : fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-feed-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const opened: { close(): void }[] = [];
  try {
    const data = await seedFeed(opts, dataDir, log);
    const core = opts.cores?.server ?? null;
    const app = await startServers({ kind: 'app', dataDir, databaseUrl: opts.databaseUrl, only: 'wall' }, core);
    opened.push(app);
    const bare = await startServers(
      {
        kind: 'feed-baseline',
        input: { databaseUrl: opts.databaseUrl, sqliteFile: path.join(dataDir, 'atrium.sqlite'), statements: data.statements },
      },
      core,
    );
    opened.push(bare);
    const load = startLoad(opts.cores?.load ?? null);
    opened.push(load);
    // Windows three times the core rows': the app runs a full collection (~80 MB of heap to mark, the
    // baseline's ~10) about every 6 s at the rounds' rate, so a 2 s window held none or one and its round read
    // 0.59–0.86; a 6 s window gives each round its share (docs/benchmarks.md, "The feed per request").
    const round = { rounds: opts.rounds, seconds: opts.seconds * 3, connections: 20, headers: data.headers, log };
    const sides = { baseline: { process: bare, url: bare.urls.feed! }, app: { process: app, url: app.urls.app + data.feedPath } };
    const row = serverRow('feed', 'company feed page, authenticated', 0.7, await pairedRounds('feed', load, () => sides, round));
    row.latency = await latencyAtHalfAppRate(load, row, sides, round);
    row.note = `${opts.users ?? 10_000} employees, ${opts.posts ?? 1_000_000} posts, ${opts.databaseUrl ? 'MariaDB' : 'SQLite'}; ${data.statements.length} SQL statements a page`;
    return row;
  } finally {
    for (const p of opened) p.close();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx scripts/bench/feed.ts [users] [posts]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [u, p] = process.argv.slice(2).map(Number);
  runFeedBench({
    users: u || undefined,
    posts: p || undefined,
    databaseUrl: process.env.DATABASE_URL || undefined,
    rounds: 9,
    seconds: 1,
    cores: coreSplit(),
  }).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
