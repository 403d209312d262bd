// Open-loop load at a fixed rate, off the main thread (the app under test owns that event loop).
// Request i is due at start + i / rate; its latency counts from when it was due, not from when a socket
// was free, so a stalled server is charged for every request it held up (no coordinated omission).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, rate, seconds, headers, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const total = Math.round(rate * seconds);
const latencies = new Float64Array(total);
let done = 0;
let errors = 0;
const start = performance.now() + 50;

function fire(i) {
  const due = start + (i * 1000) / rate;
  const req = http.get(url, { agent, headers }, (res) => {
    res.resume();
    res.on('end', () => {
      if (res.statusCode !== 200) errors++;
      finish(i, due);
    });
  });
  req.on('error', () => {
    errors++;
    finish(i, due);
  });
}

function finish(i, due) {
  latencies[i] = performance.now() - due;
  if (++done === total) {
    const sorted = Array.from(latencies).sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    agent.destroy();
    parentPort.postMessage({ sent: total, errors, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] });
  }
}

// A timer tick sends every request that has come due, so timer jitter delays a request but never drops one.
let next = 0;
const tick = () => {
  const now = performance.now();
  while (next < total && start + (next * 1000) / rate <= now) fire(next++);
  if (next < total) setTimeout(tick, Math.max(0, Math.min(5, start + (next * 1000) / rate - now)));
};
setTimeout(tick, 50);
