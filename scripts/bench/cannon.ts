import { createRequire } from 'node:module';

/** What the benchmarks read of an autocannon run. */
export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;

/** autocannon (CommonJS, no types of its own) for the core and feed benchmarks. */
export const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;
