/**
 * One measured side of the server rows, in a process of its own (scripts/bench/servers.ts starts it):
 * the app, or the bare baselines it is compared with. Its CPU time is then its side's alone, and the
 * two sides of a round can run at the same time on one core. It reports what it serves and what that
 * cost, nothing else.
 */
import http from 'node:http';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import type Koa from 'koa';
import { startApp } from './app-server.js';
import { coreBaselines, type CoreBaselineInput } from './core-baselines.js';
import { feedBaseline, type FeedBaselineInput } from './feed-baseline.js';
import { countServed, type Served } from './served.js';

export type ServerStart =
  | { kind: 'app'; dataDir: string; databaseUrl?: string; only?: string }
  | { kind: 'core-baselines'; input: CoreBaselineInput }
  | { kind: 'feed-baseline'; input: FeedBaselineInput };

async function listen(koa: Koa): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(koa.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

async function open(start: ServerStart): Promise<{ urls: Record<string, string>; servers: http.Server[] }> {
  if (start.kind === 'app') {
    const { app, url } = await startApp(start);
    return { urls: { app: url }, servers: [app.server] };
  }
  const handlers = start.kind === 'core-baselines' ? coreBaselines(start.input) : { feed: await feedBaseline(start.input, console.log) };
  const opened = await Promise.all(Object.entries(handlers).map(async ([name, koa]) => [name, await listen(koa)] as const));
  return { urls: Object.fromEntries(opened.map(([name, o]) => [name, o.url])), servers: opened.map(([, o]) => o.server) };
}

let counters: Served[] = [];
// Time spent in garbage collection, and how many full (mark-compact) collections: to see what moves a window.
let gcMs = 0;
let majors = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    if ((e as unknown as { detail: { kind: number } }).detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++;
  }
}).observe({ entryTypes: ['gc'] });
const reply = (id: number, work: () => Promise<unknown>) =>
  work().then(
    (result) => process.send!({ id, result }),
    (err: Error) => process.send!({ id, error: String(err?.stack ?? err) }),
  );

process.on('message', (m: { id: number; start?: ServerStart }) => {
  if (m.start)
    return void reply(m.id, async () => {
      const { urls, servers } = await open(m.start!);
      counters = servers.map(countServed);
      return urls;
    });
  void reply(m.id, async () => {
    await Promise.all(counters.map((c) => c.idle()));
    const cpu = process.cpuUsage();
    return { cpuUs: cpu.user + cpu.system, served: counters.reduce((n, c) => n + c.count, 0), gcMs, majors };
  });
});
process.on('disconnect', () => process.exit(0));
