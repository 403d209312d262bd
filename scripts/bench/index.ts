/**
 * `npm run bench`: the platform against bare Koa + the same driver, in one run, and the results with
 * the machine's description appended to docs/benchmarks.md. `--no-feed` skips the wall's feed bench, `--no-budget` the shell's bytes on the wire and LCP (the budget browser test), `--no-chat` the chat row; `--chat` runs the chat row alone; `--dry` prints without writing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCoreBench, type CoreBenchResult } from './core.js';
import { chatRow, runChatBench } from './chat.js';

const root = path.resolve(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));
const chatOnly = args.has('--chat');
const started = new Date();
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, load average at start ${load}`;
// `npm run bench` resolves the packages to their build (the atrium-compiled condition); tsx alone runs the sources.
const runtime = import.meta.resolve('@atrium/core-api').includes('/core-api/dist/')
  ? 'The app runs compiled (core-api/dist, scripts/build-server.mjs)'
  : 'The app runs from TypeScript under tsx';
console.log(`machine: ${machine}; ${runtime.toLowerCase()}`);

const results: (CoreBenchResult & { note?: string })[] = chatOnly
  ? []
  : await runCoreBench({
      seconds: Number(process.env.BENCH_SECONDS ?? 3),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    });

if (!args.has('--no-feed') && !chatOnly) {
  try {
    const feedFile = path.join(import.meta.dirname, 'feed.ts');
    if (fs.existsSync(feedFile)) {
      const { runFeedBench } = (await import('./feed.js')) as {
        runFeedBench: (
          o: Record<string, unknown>,
        ) => Promise<CoreBenchResult & { p99AtHalfPeakMs: number; baselineP99AtHalfPeakMs: number; users: number; posts: number }>;
      };
      const databaseUrl = process.env.BENCH_FEED_DATABASE_URL || undefined;
      const feed = await runFeedBench({
        users: Number(process.env.BENCH_FEED_USERS ?? 10_000),
        posts: Number(process.env.BENCH_FEED_POSTS ?? 1_000_000),
        dataDir: process.env.BENCH_FEED_DATA,
        databaseUrl,
        seconds: 5,
        rounds: 5,
      });
      // The wall's issue asks for the ratio and for p99 measured at half the baseline's peak; it sets no
      // bound on that p99 (the 50 ms bound is the employee list's, from the core issue).
      results.push({ ...feed, note: `${feed.users} employees, ${feed.posts} posts, ${databaseUrl ? 'MySQL/MariaDB' : 'SQLite'}` });
    }
  } catch (err) {
    console.error(`feed bench failed: ${(err as Error).message}`);
  }
}

// What a user's browser gets (scripts and styles on the wire, LCP on the mobile profile): the budget browser
// test measures it, records its table in docs/benchmarks.md when asked to, and its line goes into this run.
let shell: string;
if (!args.has('--no-budget') && !chatOnly && fs.existsSync(path.join(root, 'host/dist/index.html')) && fs.existsSync('/usr/bin/chromium')) {
  const budget = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.browser.config.ts', 'host/test/budget.browser.test.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ATRIUM_WRITE_DOCS: args.has('--dry') ? '0' : '1', ATRIUM_LCP_VISITS: process.env.ATRIUM_LCP_VISITS ?? '5' },
  });
  shell = /shell on the wire: .*/.exec(budget.stdout)?.[0] ?? `shell not measured: ${budget.stderr.slice(-500)}`;
  const demo = /with every plugin on .*/.exec(budget.stdout)?.[0];
  if (demo) shell += `; ${demo}`;
} else {
  shell =
    args.has('--no-budget') || chatOnly
      ? `shell not measured (${chatOnly ? '--chat' : '--no-budget'})`
      : 'shell not measured: build the host (npm run build) and install Debian chromium first';
}
console.log(shell);

const pass = (r: CoreBenchResult) =>
  r.ratio >= r.goal && (r.p99AtHalfPeakMs === undefined || r.p99Goal === undefined || r.p99AtHalfPeakMs <= r.p99Goal);
const rows = results.map(
  (r) =>
    `| ${r.name}${'note' in r && r.note ? ` (${r.note})` : ''} | ${r.appRps.toFixed(0)} | ${r.baselineRps.toFixed(0)} | **${r.ratio.toFixed(2)}** | ≥ ${r.goal} | ${r.p99AtHalfPeakMs === undefined ? '—' : `${r.p99AtHalfPeakMs} ms (${r.p99Goal === undefined ? '' : `≤ ${r.p99Goal} ms; `}baseline ${r.baselineP99AtHalfPeakMs ?? '?'} ms)`} | ${pass(r) ? 'met' : 'missed'} |`,
);
// Chat (issue #21): sockets, not requests, so a table of its own.
let chat: string | null = null;
if (!args.has('--no-chat')) {
  try {
    chat = chatRow(await runChatBench());
  } catch (err) {
    console.error(`chat bench failed: ${(err as Error).message}`);
  }
}
const section = [
  '',
  `## Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC${chatOnly ? ' (chat row alone: --chat)' : ''}`,
  '',
  chatOnly
    ? `Machine: ${machine}. ${runtime}.`
    : `Machine: ${machine}. ${runtime}. App and baselines in one process on loopback (SQLite file database unless a row says otherwise), load from a worker thread: autocannon windows alternating baseline/app for throughput, evenly paced requests for p99.`,
  '',
  ...(chatOnly
    ? []
    : [
        '| scenario | app rps | baseline rps | ratio | goal | app p99 at half the baseline peak | |',
        '|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `Browser (host/test/budget.browser.test.ts): ${shell.replace(/^shell on the wire: /, 'on the wire, ')}.`,
        '',
      ]),
  ...(chat
    ? [
        'Chat (scripts/bench/chat.ts): the app on the test harness (in-memory SQLite), the bare socket.io server and the 1,000 clients in this one process; paced sends, latency measured at every receiving socket.',
        '',
        chat,
        '',
      ]
    : []),
].join('\n');
console.log(section);
const file = path.join(root, 'docs/benchmarks.md');
if (args.has('--dry')) process.exit(0);
if (!fs.existsSync(file))
  fs.writeFileSync(
    file,
    '# Benchmarks\n\n`npm run bench` appends a section per run. Ratios are app ÷ baseline on the same machine in the same run; see docs/architecture.md for what each side does.\n',
  );
fs.appendFileSync(file, section);
console.log(`appended to ${path.relative(root, file)}`);
process.exit(0);
