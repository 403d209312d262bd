import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { signIn } from '@atrium/sdk/testing';
import { startApp } from './app-server.js';
import { DEMO, pagesOf } from './lighthouse.js';
import { median } from './stats.js';
import { sourceAt, type SourceMaps } from './source-map.js';
import { workerInstalled } from './worker-installed.js';

/**
 * Where a phone's main thread spends the start of a page (issue #41): the demo's wall, a task board and a chat room on
 * Lighthouse's mobile profile (412×823, CPU 4× slower, slow 4G), each with an empty cache and warm (after a
 * visit of its own, once the shell's service worker has installed from it), `TRACE_RUNS` (3) times. Chromium's performance trace (CDP `Tracing`, with its
 * CPU profiler) is split at the moment the page's first item (a post, a card, a message) is put in the page, and each
 * side is summed by kind of work (script, compile, style, layout, paint, GC) and the script's self time by
 * module: the host's own from its source maps, a remote's by file. Each task of over 50 ms that ends after FCP is
 * printed with what ran in it (the goal "no task over 200 ms after the first paint"): by kind, by React's phase
 * and by module. `TRACE_PAGES` ("chat room") traces some of them.
 *
 * Usage: build the host with source maps beside its scripts, then
 *   (cd host && node --import tsx ../node_modules/@rspack/cli/bin/rspack.js build -d hidden-source-map -o /tmp/host-maps)
 *   node --import tsx scripts/bench/start-trace.ts /tmp/host-maps
 * `hidden-source-map` leaves the scripts as the production build writes them (no sourceMappingURL).
 */
const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 3));
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const MOBILE_DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The page is read once no task has run over 50 ms for this long (Lighthouse waits 5 s for its TTI). */
const QUIET_MS = 3_000;
/** The page's first item, in the live page (a repeat visit first shows a kept copy, host/src/boot/kept-page.ts). */
const FIRST_ITEM: Record<string, string> = {
  wall: '[data-testid="post"]:not(#kept-page *)',
  'task board': '[data-card]:not(#kept-page *)',
  'chat room': '[data-message]:not(#kept-page *)',
};
const TRACED = Object.keys(FIRST_ITEM).filter((name) => !process.env.TRACE_PAGES || process.env.TRACE_PAGES.split(',').includes(name));
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  /** Each event has arguments of its own. */
  args?: Record<string, any>;
}

/** Milliseconds of main thread before and after the first item, by label. */
type Split = Record<string, [number, number]>;

interface Visit {
  page: string;
  cache: 'cold' | 'warm';
  /** From the navigation's start, ms. */
  fcp: number;
  firstItem: number;
  /** Lighthouse's Total Blocking Time from FCP to the quiet page, ms. */
  tbt: number;
  longTasks: number[];
  kinds: Split;
  /** Compilation on the main thread by script (a script compiled while it downloads, or from a cache, is not here). */
  compiled: Split;
  modules: Split;
  /** The tasks of over 50 ms that end after FCP, each with what ran in it. */
  afterFcp: LongTask[];
}

/** A long task after the first paint: when it ran and its time by work, by React's phase and by module (ms). */
interface LongTask {
  start: number;
  ms: number;
  /** Trace self time by kind, a script's evaluation and compile by its file. */
  work: Record<string, number>;
  /** CPU profile time by the innermost React phase on the stack ("outside React" when none). */
  phases: Record<string, number>;
  /** CPU profile self time by module, the host's and the SDK's own by function. */
  modules: Record<string, number>;
}

/** React 19's functions (by their source names) that tell which phase a sample is in, innermost first. */
const PHASES: Record<string, string> = {
  renderRootSync: 'render (blocking)',
  renderRootConcurrent: 'render (time-sliced)',
  flushMutationEffects: 'commit',
  flushLayoutEffects: 'commit',
  commitRoot: 'commit',
  flushPassiveEffects: 'passive effects',
};

/** Marks the first item's insertion with a user-timing mark the trace records. */
function markFirstItem(selector: string) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    performance.mark('atrium-first-item');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function traceVisit(page: Page, url: string): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReturnAsStream' });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('atrium-first-item').length > 0, undefined, {
    timeout: 60_000,
    polling: 250,
  });
  await quiet(page);
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  await cdp.detach();
  return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** Waits until `QUIET_MS` have passed without a long task, polled from the page at a low rate. */
const quiet = (page: Page) =>
  page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let last = performance.now();
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration);
        }).observe({ type: 'longtask', buffered: true });
        // An inline callback: tsx names a function kept in a constant (`__name`), unknown in the page.
        const timer = setInterval(() => {
          if (performance.now() - last < quietMs) return;
          clearInterval(timer);
          resolve();
        }, 250);
      }),
    QUIET_MS,
  );

/** What kind of work a trace event is, by its name (Chromium's, as DevTools' Performance panel groups them). */
function kindOf(name: string): string {
  if (
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|V8\.Execute|v8\.run|FireIdleCallback|XHRReadyStateChange|ResourceReceivedData)$/.test(
      name,
    )
  )
    return 'script';
  if (/compile|Compile|v8\.parseOnBackground|CacheScript|v8\.produceCache|v8\.deserializeOnBackground/.test(name)) return 'compile';
  if (/GC|gc/.test(name)) return 'garbage collection';
  if (/^(ParseHTML|ParseAuthorStyleSheet)$/.test(name)) return 'parse HTML and CSS';
  if (/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout)$/.test(name)) return 'style';
  if (/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections|HitTest)$/.test(name)) return 'layout';
  if (/^(Paint|PrePaint|Layerize|Commit|PaintImage|Decode Image|UpdateLayer|CompositeLayers|RasterTask)$/.test(name)) return 'paint';
  return 'other';
}

const add = (split: Split, key: string, ms: number, after: boolean) => {
  const row = (split[key] ??= [0, 0]);
  row[after ? 1 : 0] += ms;
};

function analyse(events: TraceEvent[], maps: SourceMaps, page: string, cache: 'cold' | 'warm'): Visit {
  const mark = events.find((e) => e.name === 'atrium-first-item' && e.cat.includes('blink.user_timing'));
  if (!mark) throw new Error('trace: no first-item mark');
  const { pid } = mark;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('trace: no renderer main thread');
  const { tid } = main;
  const navStart =
    events.find((e) => e.pid === pid && e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ??
    events.find((e) => e.pid === pid && e.name === 'navigationStart')!.ts;
  const fcpTs = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? navStart;
  const ms = (us: number) => us / 1000;

  // Top-level tasks: the long ones and the blocking time after FCP.
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts >= navStart);
  // Chromium writes each task twice (RunTask around ThreadControllerImpl::RunTask).
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  let tbt = 0;
  const longTasks: number[] = [];
  for (const t of tasks) {
    const d = ms(t.dur!);
    if (d > 50) longTasks.push(Math.round(d));
    const clipped = ms(t.ts + t.dur! - Math.max(t.ts, fcpTs));
    if (clipped > 50) tbt += clipped - 50;
  }

  // Self time by kind of work: each event's duration less its children's, nested by time on the main thread.
  const kinds: Split = {};
  const compiled: Split = {};
  const afterFcp: LongTask[] = tasks
    .filter((t) => t.dur! > 50_000 && t.ts + t.dur! > fcpTs)
    .map((t) => ({ start: ms(t.ts - navStart), ms: ms(t.dur!), work: {}, phases: {}, modules: {} }));
  const longAt = (ts: number) => afterFcp.find((l) => ts >= navStart + l.start * 1000 && ts < navStart + (l.start + l.ms) * 1000);
  const sorted = onMain.filter((e) => e.dur! > 0).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: { e: TraceEvent; childUs: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= until) {
      const { e, childUs } = stack.pop()!;
      if (stack.length) stack[stack.length - 1]!.childUs += e.dur!;
      const self = e.dur! - childUs;
      const kind = e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask' ? 'task overhead' : kindOf(e.name);
      if (self <= 0) continue;
      add(kinds, kind, ms(self), e.ts >= mark.ts);
      const script = e.args?.data?.url ?? e.args?.fileName;
      const long = longAt(e.ts);
      if (long) {
        const file = /^https?:/.test(script ?? '') && (kind === 'script' || kind === 'compile') ? ` ${new URL(script).pathname}` : '';
        long.work[kind + file] = (long.work[kind + file] ?? 0) + ms(self);
      }
      if (kind === 'compile')
        add(compiled, /^https?:/.test(script ?? '') ? new URL(script).pathname : '(unnamed)', ms(self), e.ts >= mark.ts);
    }
  };
  for (const e of sorted) {
    close(e.ts);
    stack.push({ e, childUs: 0 });
  }
  close(Infinity);

  // The script's self time by module, from the main thread's CPU profile.
  const modules: Split = {};
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (profile) {
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid);
    const frames = new Map<number, { url: string; line: number; column: number; functionName: string }>();
    const parents = new Map<number, number>();
    let t = profile.args!.data.startTime as number;
    const samples: { node: number; ts: number }[] = [];
    for (const c of chunks) {
      const data = c.args!.data;
      for (const n of data.cpuProfile?.nodes ?? []) {
        if (n.parent !== undefined) parents.set(n.id, n.parent);
        frames.set(n.id, {
          url: n.callFrame.url,
          line: n.callFrame.lineNumber,
          column: n.callFrame.columnNumber,
          functionName: n.callFrame.functionName,
        });
      }
      const ids: number[] = data.cpuProfile?.samples ?? [];
      const deltas: number[] = data.timeDeltas ?? [];
      ids.forEach((node, i) => {
        t += deltas[i] ?? 0;
        samples.push({ node, ts: t });
      });
    }
    for (let i = 0; i + 1 < samples.length; i++) {
      const s = samples[i]!;
      if (s.ts < navStart) continue;
      const f = frames.get(s.node);
      if (!f || f.functionName === '(idle)') continue;
      const { module, name } = sourceAt(maps, f);
      const sampled = ms(samples[i + 1]!.ts - s.ts);
      add(modules, module, sampled, s.ts >= mark.ts);
      const long = longAt(s.ts);
      if (!long) continue;
      // The app's own code by function: which of its functions a long task spends its time in.
      const own = /^(host|sdk)\//.test(module) ? `${module} ${name}` : module;
      long.modules[own] = (long.modules[own] ?? 0) + sampled;
      let phase = 'outside React';
      for (let node: number | undefined = s.node; node !== undefined; node = parents.get(node)) {
        const named = PHASES[sourceAt(maps, frames.get(node)!).name];
        if (!named) continue;
        phase = named;
        break;
      }
      long.phases[phase] = (long.phases[phase] ?? 0) + sampled;
    }
  }
  return {
    page,
    cache,
    fcp: ms(fcpTs - navStart),
    firstItem: ms(mark.ts - navStart),
    tbt: Math.round(tbt),
    longTasks,
    kinds,
    compiled,
    modules,
    afterFcp,
  };
}

/** One line per long task after FCP: its largest work, phases and modules, with their ms. */
function describe(long: LongTask): string {
  const top = (r: Record<string, number>, n: number) =>
    Object.entries(r)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
  return `  task at ${long.start.toFixed(0)} ms, ${long.ms.toFixed(0)} ms: ${top(long.work, 4)} | ${top(long.phases, 4)} | ${top(long.modules, 5)}`;
}

/**
 * For each page and cache state, each label's share of its side of the first item (the medians over the
 * visits, a visit without the label counting 0 %), the largest first: the proportions docs/benchmarks.md
 * quotes, which a busy machine moves less than the times.
 */
function summary(visits: Visit[]): string[] {
  const lines: string[] = [];
  const pct = (x: number) => `${x.toFixed(0)} %`;
  for (const name of Object.keys(FIRST_ITEM))
    for (const cache of ['cold', 'warm'] as const) {
      const of = visits.filter((v) => v.page === name && v.cache === cache);
      if (!of.length) continue;
      lines.push(
        `${name}, ${cache} (${of.length} visits): first item at ${median(of.map((v) => v.firstItem)).toFixed(0)} ms, TBT ${median(of.map((v) => v.tbt))} ms`,
      );
      for (const key of ['kinds', 'modules'] as const)
        for (const [side, i] of [
          ['before', 0],
          ['after', 1],
        ] as const) {
          const total = of.map((v) => Object.values(v[key]).reduce((sum, row) => sum + row[i], 0));
          const labels = new Set(of.flatMap((v) => Object.keys(v[key])));
          const shares = [...labels]
            .map((label) => [label, median(of.map((v, n) => (100 * (v[key][label]?.[i] ?? 0)) / (total[n] || 1)))] as const)
            .filter(([, share]) => share >= 0.5)
            .sort((a, b) => b[1] - a[1]);
          lines.push(
            `  ${key} ${side} (${median(total).toFixed(0)} ms): ${shares.map(([label, share]) => `${label} ${pct(share)}`).join(', ')}`,
          );
        }
    }
  return lines;
}

async function main() {
  const hostDist = path.resolve(process.argv[2] ?? 'host/dist');
  const maps: SourceMaps = { hostDist, cache: new Map() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-trace-'));
  const { app, url } = await startApp({ dataDir, demo: true, hostDist });
  // As the browser tests launch it (@atrium/sdk/testing/browser, which needs vitest).
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const visits: Visit[] = [];
  try {
    const pages = await pagesOf(url);
    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    await signInPage.goto(url + pages['sign-in']);
    await signIn(signInPage, DEMO);
    await signInPage.waitForURL((u) => !u.pathname.startsWith('/login'));
    const session = await signInContext.storageState();
    await signInContext.close();
    for (let run = 0; run < RUNS; run++)
      for (const name of TRACED)
        for (const cache of ['cold', 'warm'] as const) {
          const context = await browser.newContext({ ...MOBILE_DEVICE, storageState: session });
          await context.addInitScript(markFirstItem, FIRST_ITEM[name]!);
          if (cache === 'warm') {
            const first = await context.newPage();
            await first.goto(url + pages[name]);
            await first.waitForSelector(FIRST_ITEM[name]!, { timeout: 60_000 });
            await workerInstalled(first);
            await first.close();
          }
          const page = await context.newPage();
          const visit = analyse(await traceVisit(page, url + pages[name]), maps, name, cache);
          if (cache === 'warm' && !(await page.evaluate(() => !!navigator.serviceWorker.controller)))
            throw new Error(`start-trace: the service worker did not control the warm visit of the ${name}`);
          visits.push(visit);
          console.log(
            `${name} ${cache}: FCP ${visit.fcp.toFixed(0)} ms, first item ${visit.firstItem.toFixed(0)} ms, TBT ${visit.tbt} ms, long tasks ${visit.longTasks.join(', ')}`,
          );
          for (const long of visit.afterFcp) console.log(describe(long));
          await context.close();
        }
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const out = process.env.TRACE_OUT ?? 'test-results/start-trace.json';
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ loadavg: os.loadavg(), visits }, null, 1));
  console.log(summary(visits).join('\n'));
  console.log(
    `trace: ${visits.length} visits in ${out}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
