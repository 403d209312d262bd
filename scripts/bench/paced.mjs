// Open-loop load at a fixed rate, for latency as users see it when the server is loaded but not
// saturated. Request i is due at start + i / rate; its latency counts from when it was due, not from
// when a socket was free, so a stalled server is charged for every request it held up (no coordinated
// omission). autocannon's `overallRate` sends each second's quota in one burst and corrects with a 1 ms
// expected interval, which reports the burst's queue, not the server's latency.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * `body`, when given, is sent as JSON with POST (the analytics filter forms).
 * @returns {Promise<{ sent: number, errors: number, p50: number, p99: number, max: number }>} milliseconds from due to last byte
 */
export function paced({ url, rate, seconds, headers, connections, body }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = new Float64Array(total);
  const start = performance.now() + 50;
  const due = (i) => start + (i * 1000) / rate;
  let done = 0;
  let errors = 0;
  return new Promise((resolve) => {
    const finish = (i) => {
      latencies[i] = performance.now() - due(i);
      if (++done < total) return;
      const sorted = Array.from(latencies).sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      agent.destroy();
      resolve({ sent: total, errors, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] });
    };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const options = payload
      ? { agent, method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }
      : { agent, headers };
    const fire = (i) => {
      const req = http.request(url, options, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          finish(i);
        });
      });
      req.on('error', () => {
        errors++;
        finish(i);
      });
      req.end(payload);
    };
    // A timer tick sends every request that has come due, so timer jitter delays a request but never drops one.
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && due(next) <= now) fire(next++);
      if (next < total) setTimeout(tick, Math.max(0, Math.min(5, due(next) - now)));
    };
    setTimeout(tick, 50);
  });
}
