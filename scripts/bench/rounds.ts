import type { Load } from './load.js';
import { realtime } from './pin.js';
import type { ServerProcess } from './servers.js';
import { median, pairedSpread, type Spread } from './stats.js';

/** One side of a row: the process that serves it, where to send the load, and autocannon options of its own. */
export interface Side {
  process: ServerProcess;
  url: string;
  opts?: Record<string, unknown>;
}

/** One side's share of a window: its process's CPU time per request served, and requests per second. */
export interface Window {
  cpuUs: number;
  rps: number;
  /** Garbage collection in the window (ms) and its full collections. */
  gcMs: number;
  majors: number;
}

export interface Round {
  baseline: Window;
  app: Window;
}

/** p99 of app and baseline at the same fixed rate, loaded at the same time. */
export interface Latency {
  rate: number;
  appP99: number;
  baselineP99: number;
  /** The row's bound on the app's p99, where the issue sets one. */
  bound?: number;
}

/** A server row of docs/benchmarks.md: the app against its baseline over paired rounds. */
export interface ServerRow {
  /** Short and stable, to match a row across runs: trivial, list, compression, signin, feed. */
  key: string;
  name: string;
  goal: number;
  rounds: number;
  /** Per round, the baseline's CPU time per request ÷ the app's: the figure that decides the goal. */
  cpu: Spread;
  /** Per round, app ÷ baseline requests per second, beside it. */
  throughput: Spread;
  appCpuUs: number;
  baselineCpuUs: number;
  appRps: number;
  baselineRps: number;
  latency?: Latency;
  note?: string;
}

export interface RoundOptions {
  rounds: number;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
  log: (line: string) => void;
}

/**
 * One window: both sides loaded at the same time for `seconds`, each process's CPU time and finished
 * requests read before and after (with nothing open, so the two counts cover the same requests).
 * Measured together, the two sides share every moment of the machine: the other work on it, the host's
 * neighbours, the cache. Measured one after the other (the method before), they did not, and on a shared
 * 2-core VM the rounds of one run differed by half.
 */
async function window(load: Load, sides: { baseline: Side; app: Side }, o: RoundOptions): Promise<Round> {
  const both = [sides.baseline, sides.app] as const;
  const before = await Promise.all(both.map((s) => s.process.stat()));
  const runs = await Promise.all(
    both.map((s) => load.cannon({ url: s.url, connections: o.connections, duration: o.seconds, headers: o.headers, ...s.opts })),
  );
  const after = await Promise.all(both.map((s) => s.process.stat()));
  const [baseline, app] = both.map((s, i): Window => {
    const r = runs[i]!;
    if (r.non2xx || r.errors) throw new Error(`${s.url} answered ${r.non2xx} non-2xx and ${r.errors} errors under load`);
    const [a, b] = [after[i]!, before[i]!];
    return {
      cpuUs: (a.cpuUs - b.cpuUs) / (a.served - b.served),
      rps: r.requests / o.seconds,
      gcMs: a.gcMs - b.gcMs,
      majors: a.majors - b.majors,
    };
  });
  return { baseline: baseline!, app: app! };
}

const WARMUP_MAX = 8;

/**
 * `rounds` windows of both sides at once, after windows that warm both up. `sidesOf(round)` may give
 * other processes to a side from round to round (the compression row swaps its two app processes, so
 * that neither's own state favours one side).
 */
export async function pairedRounds(
  name: string,
  load: Load,
  sidesOf: (round: number) => { baseline: Side; app: Side },
  o: RoundOptions,
): Promise<Round[]> {
  // Warm up until the app's cost settles: two windows at least, then until two in a row differ by under 5 %
  // (the feed's caches took five windows after the core rows had run), at most eight.
  let last = await window(load, sidesOf(0), o);
  let warm = 1;
  while (warm < WARMUP_MAX) {
    const next = await window(load, sidesOf(warm++), o);
    const settled = Math.abs(next.app.cpuUs - last.app.cpuUs) < 0.05 * last.app.cpuUs;
    last = next;
    if (settled) break;
  }
  o.log(`  ${name}: warmed up in ${warm} windows`);
  const out: Round[] = [];
  for (let r = 0; r < o.rounds; r++) {
    const round = await window(load, sidesOf(r), o);
    out.push(round);
    o.log(
      `  ${name} round ${r + 1}: baseline ${round.baseline.cpuUs.toFixed(0)} µs CPU a request, ${round.baseline.rps.toFixed(0)} rps; app ${round.app.cpuUs.toFixed(0)} µs, ${round.app.rps.toFixed(0)} rps; GC ${round.baseline.gcMs.toFixed(0)} / ${round.app.gcMs.toFixed(0)} ms (${round.baseline.majors} / ${round.app.majors} full)`,
    );
  }
  return out;
}

/** A row from its rounds: CPU ratio baseline ÷ app (1 would be no cost over the baseline), throughput app ÷ baseline. */
export function serverRow(key: string, name: string, goal: number, rounds: Round[]): ServerRow {
  const of = (s: 'app' | 'baseline', k: keyof Window) => rounds.map((r) => r[s][k]);
  return {
    key,
    name,
    goal,
    rounds: rounds.length,
    cpu: pairedSpread(of('baseline', 'cpuUs'), of('app', 'cpuUs')),
    throughput: pairedSpread(of('app', 'rps'), of('baseline', 'rps')),
    appCpuUs: median(of('app', 'cpuUs')),
    baselineCpuUs: median(of('baseline', 'cpuUs')),
    appRps: median(of('app', 'rps')),
    baselineRps: median(of('baseline', 'rps')),
  };
}

/**
 * p99 of baseline and app at one rate: half the app's own throughput in the rounds, where it had about half
 * of its core (the baseline had the rest). The app then runs at half the capacity it has there, both answer
 * with room to spare, and the row compares latency, not the queue of a server run past its capacity (the
 * rate used to be half the baseline's peak, beyond the app's own on a slow window).
 *
 * Without real-time priority both sides are loaded at the same time, as in the rounds, so that a stall of
 * the machine falls on both. At real-time priority they are loaded one after the other: two busy real-time
 * processes on one core take turns in round-robin slices (100 ms), so a request of one waited out the other's
 * slice (p99 0.4–2.3 s on both sides), while a side alone has the core whenever a request comes.
 */
export async function latencyAtHalfAppRate(
  load: Load,
  row: ServerRow,
  sides: { baseline: Side; app: Side },
  o: RoundOptions & { bound?: number },
): Promise<Latency> {
  const rate = Math.max(1, Math.floor(row.appRps / 2));
  const measure = (s: Side) => load.paced({ url: s.url, rate, seconds: o.seconds * 2, headers: o.headers, connections: o.connections });
  const apart = realtime();
  const [baseline, app] = apart
    ? [await measure(sides.baseline), await measure(sides.app)]
    : await Promise.all([measure(sides.baseline), measure(sides.app)]);
  if (app!.errors) throw new Error(`${row.name}: the app answered ${app!.errors} errors at ${rate} rps`);
  const latency: Latency = { rate, appP99: Math.round(app!.p99), baselineP99: Math.round(baseline!.p99), bound: o.bound };
  o.log(
    `  ${row.key} at ${rate} rps, ${apart ? 'one after the other' : 'both at once'}: app p99 ${latency.appP99} ms, baseline ${latency.baselineP99} ms`,
  );
  return latency;
}
