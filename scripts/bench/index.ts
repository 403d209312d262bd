/**
 * `npm run bench`: the platform against bare baselines (docs/benchmarks.md says how and why), the shell in
 * Chromium and the chat, written into docs/benchmarks.md: the machine's "latest run" section is replaced
 * (a part run alone replaces only its part) and a line added to the history of runs.
 *
 * `--server` runs the server rows only; `--twice` runs them twice and prints how far each ratio moved
 * (the method holds when every one repeats within ±0.05); `--no-feed` skips the feed row, `--no-budget` the
 * browser rows, `--no-chat` the chat row, `--no-lighthouse` the Lighthouse pages, `--no-search` the search row
 * (scripts/bench/search.ts), `--no-analytics` the analytics calls (scripts/bench/analytics.ts, a section of their
 * own); `--chat`, `--lighthouse`, `--search` and `--analytics` run that part alone; `--dry` writes nothing.
 * `BENCH_ROUNDS` (default 9) and `BENCH_SECONDS` (default 2) size the rounds; `BENCH_FEED_DATA` keeps the
 * feed's seeded SQLite folder between runs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAnalyticsBench } from './analytics.js';
import { runCoreBench } from './core.js';
import { runFeedBench } from './feed.js';
import { coreSplit, realtime } from './pin.js';
import { runSearchBench, searchBenchFromEnv } from './search.js';
import { repeatTable, serverTable, updateDoc, type RunRecord } from './report.js';
import type { ServerRow } from './rounds.js';

const root = path.resolve(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));
const twice = args.has('--twice');
const serverOnly = args.has('--server') || twice;
const PARTS = ['budget', 'chat', 'lighthouse', 'search', 'analytics'] as const;
/** `--chat`, `--lighthouse`, `--search` or `--analytics`: that part alone. */
const alone = PARTS.find((p): p is Exclude<typeof p, 'budget'> => p !== 'budget' && args.has(`--${p}`));
/** Whether a part runs: the one asked for alone, else every part `--server` and its own `--no-` flag leave in. */
const runs = (part: (typeof PARTS)[number]) => (alone ? alone === part : !serverOnly && !args.has(`--no-${part}`));
const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const started = new Date();
const loadAtStart = loadNow();
const cores = coreSplit();
const machine = `${os.availableParallelism()} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`;
// `npm run bench` resolves the packages to their build (the atrium-compiled condition); tsx alone runs the sources.
const runtime = import.meta.resolve('@atrium/core-api').includes('/core-api/dist/')
  ? 'the app compiled'
  : 'the app from TypeScript under tsx';
const details = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${runtime}; ${
  cores
    ? `servers on core ${cores.server}, load generator on core ${cores.load}${realtime() ? ', all at real-time priority' : ''}`
    : 'servers and load generator unpinned'
}`;
console.log(`${machine}, ${details}; load average ${loadAtStart}`);

const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
if (rounds < 5) throw new Error('BENCH_ROUNDS: a row needs at least 5 rounds for its range to mean anything');

// `--twice` seeds the feed's million posts once and measures them twice.
const feedDir = process.env.BENCH_FEED_DATA ?? (twice ? fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-feed-')) : undefined);
async function serverRows(): Promise<ServerRow[]> {
  const rows = await runCoreBench({ rounds, seconds, cores });
  if (!args.has('--no-feed'))
    rows.push(
      await runFeedBench({
        users: Number(process.env.BENCH_FEED_USERS ?? 10_000),
        posts: Number(process.env.BENCH_FEED_POSTS ?? 1_000_000),
        dataDir: feedDir,
        databaseUrl: process.env.BENCH_FEED_DATABASE_URL || undefined,
        rounds,
        seconds,
        cores,
      }),
    );
  return rows;
}
const passes: ServerRow[][] = [];
if (!alone) passes.push(await serverRows());
if (twice) passes.push(await serverRows());
if (twice && !process.env.BENCH_FEED_DATA) fs.rmSync(feedDir!, { recursive: true, force: true });

// What a user's browser gets (scripts and styles on the wire, LCP on the mobile profile): the budget browser
// test measures it, records its own section in docs/benchmarks.md when asked to, and its line goes into this run.
let shell: string | undefined;
if (runs('budget')) {
  if (fs.existsSync(path.join(root, 'host/dist/index.html')) && fs.existsSync('/usr/bin/chromium')) {
    const budget = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.browser.config.ts', 'host/test/budget.browser.test.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ATRIUM_WRITE_DOCS: args.has('--dry') ? '0' : '1', ATRIUM_LCP_VISITS: process.env.ATRIUM_LCP_VISITS ?? '5' },
    });
    shell = /shell on the wire: (.*)/.exec(budget.stdout)?.[1] ?? `not measured: ${budget.stderr.slice(-500)}`;
    const demo = /with every plugin on .*/.exec(budget.stdout)?.[0];
    if (demo) shell += `; ${demo}`;
  } else shell = 'not measured: build the host (npm run build) and install Debian chromium first';
}

// Chat (issue #21): sockets, not requests, so a table of its own; imported here, so that the server rows
// run without the chat plugin.
let chat: string | undefined;
if (runs('chat')) {
  try {
    const { chatRow, runChatBench } = await import('./chat.js');
    chat = chatRow(await runChatBench());
  } catch (err) {
    console.error(`chat bench failed: ${(err as Error).message}`);
  }
}

// Lighthouse on the demo's pages (issue #41), mobile and desktop, cold and warm: a table of its own.
let lighthouse: string | undefined;
if (runs('lighthouse')) {
  const { runLighthouse } = await import('./lighthouse.js');
  const { LIGHTHOUSE_HEADER, lighthouseLine } = await import('./lighthouse-table.js');
  lighthouse = [...LIGHTHOUSE_HEADER, ...(await runLighthouse()).map(lighthouseLine)].join('\n');
}

// The one search at a million documents (issue #52): p99 per query shape and engine.
const search = runs('search') ? await runSearchBench(searchBenchFromEnv(cores)) : undefined;

// Analytics (issue #49): each call's p99 on a seeded client, written into a section of its own.
if (runs('analytics'))
  await runAnalyticsBench({
    cores,
    write: !args.has('--dry'),
    header: `Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}:`,
  });
// Alone, it leaves the machine's latest run as it was.
if (alone === 'analytics') process.exit(0);

const run: RunRecord = {
  started,
  alone,
  machine,
  details,
  load: { start: loadAtStart, end: loadNow() },
  passes,
  shell,
  chat,
  lighthouse,
  search,
};
for (const [i, rows] of passes.entries()) console.log(`\n${passes.length > 1 ? `Run ${i + 1}:\n` : ''}${serverTable(rows).join('\n')}`);
const repeated = passes.length === 2 ? repeatTable(passes[0]!, passes[1]!) : null;
if (repeated) console.log(`\n${repeated.lines.join('\n')}`);
if (shell) console.log(`\nBrowser: ${shell}`);
if (chat) console.log(`\n${chat}`);
if (lighthouse) console.log(`\n${lighthouse}`);
if (search) console.log(`\n${search}`);
console.log(`\nload average ${run.load.start} at the start, ${run.load.end} at the end`);
if (!args.has('--dry')) {
  const file = path.join(root, 'docs/benchmarks.md');
  fs.writeFileSync(file, updateDoc(fs.readFileSync(file, 'utf8'), run));
  console.log(`written to ${path.relative(root, file)}`);
}
process.exit(repeated && !repeated.accepted ? 1 : 0);
