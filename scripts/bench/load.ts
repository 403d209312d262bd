import path from 'node:path';
import { asker } from './ipc.js';
import { realtime, spawnOnCore } from './pin.js';

/** What a window of autocannon load reports. */
export interface CannonResult {
  requests: number;
  non2xx: number;
  errors: number;
}

/** What a run at a fixed rate reports: milliseconds from when a request was due to its last byte. */
export interface PacedResult {
  sent: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface Load {
  /** autocannon for `duration` seconds (its own options); calls made together run together. */
  cannon(opts: Record<string, unknown>): Promise<CannonResult>;
  /** Evenly spaced requests at `rate` per second (scripts/bench/paced.mjs); POSTs of `body` as JSON when it is given. */
  paced(opts: {
    url: string;
    rate: number;
    seconds: number;
    headers: Record<string, string>;
    connections: number;
    body?: unknown;
  }): Promise<PacedResult>;
  close(): void;
}

/**
 * The load generator (scripts/bench/load-process.mjs), a process of its own on `core`, at the servers' priority: a
 * generator left to share its core with the rest of a busy machine sent requests late and few.
 */
export function startLoad(core: number | null): Load {
  const child = spawnOnCore(path.join(import.meta.dirname, 'load-process.mjs'), core, [], realtime());
  const ask = asker(child);
  return {
    cannon: (opts) => ask({ kind: 'cannon', opts }),
    paced: (opts) => ask({ kind: 'paced', opts }),
    close: () => child.connected && child.disconnect(),
  };
}
