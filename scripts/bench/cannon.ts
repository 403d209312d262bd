import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/** What the benchmarks read of an autocannon run. */
export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;

const require = createRequire(import.meta.url);
const run = require('autocannon') as Cannon;

/**
 * autocannon (CommonJS, no types of its own) for the core and feed benchmarks, firing from a worker
 * thread: the app and the baselines run on this process's main thread, and a load generator sharing
 * their event loop would bill its own work to whichever side it is loading.
 */
export const autocannon: Cannon = (opts) => run({ workers: 1, ...opts });

/**
 * This process's CPU time per request while another process loads `url` for `seconds`: what a request
 * costs the app, whatever else the machine runs (throughput on this shared machine moves by a third
 * between windows; CPU time barely does).
 */
export async function cpuPerRequest(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<{ micros: number; rps: number }> {
  const script = `require(${JSON.stringify(require.resolve('autocannon'))})(${JSON.stringify({ url, headers, connections: 10, duration: seconds })}, (e, r) => { if (e) throw e; console.log(r.requests.total) })`;
  const before = process.cpuUsage();
  const total = await new Promise<number>((resolve, reject) =>
    execFile(process.execPath, ['-e', script], (err, out) => (err ? reject(err) : resolve(Number(out.trim())))),
  );
  const used = process.cpuUsage(before);
  return { micros: (used.user + used.system) / total, rps: total / seconds };
}
