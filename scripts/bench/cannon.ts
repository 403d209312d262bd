import { createRequire } from 'node:module';

/** What the benchmarks read of an autocannon run. */
export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;

const run = createRequire(import.meta.url)('autocannon') as Cannon;

/**
 * autocannon (CommonJS, no types of its own) for the core and feed benchmarks, firing from a worker
 * thread: the app and the baselines run on this process's main thread, and a load generator sharing
 * their event loop would bill its own work to whichever side it is loading.
 */
export const autocannon: Cannon = (opts) => run({ workers: 1, ...opts });
