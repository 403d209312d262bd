import { Worker } from 'node:worker_threads';

export interface PacedResult {
  sent: number;
  errors: number;
  /** Milliseconds from when a request was due to its last byte. */
  p50: number;
  p99: number;
  max: number;
}

/**
 * Latency at a fixed request rate, as users see it when the server is loaded but not saturated:
 * requests go out evenly spaced from a worker thread. autocannon's `overallRate` sends each second's
 * quota in one burst and corrects for coordinated omission with a 1 ms expected interval, which reports
 * the burst's queue, not the server's latency.
 */
export function paced(o: {
  url: string;
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  connections: number;
}): Promise<PacedResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./paced-worker.mjs', import.meta.url), { workerData: o });
    worker.once('message', (m: PacedResult) => void worker.terminate().then(() => resolve(m)));
    worker.once('error', reject);
  });
}
