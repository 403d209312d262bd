// The load generator of the server benchmarks (scripts/bench/load.ts), in a process of its own on a core
// of its own where the machine has one: its work is never billed to, nor scheduled against, the servers
// it measures. Plain JavaScript, so it starts without tsx. Requests handled together run together: the
// two sides of a round are loaded at the same time.
import { createRequire } from 'node:module';
import { paced } from './paced.mjs';

const autocannon = createRequire(import.meta.url)('autocannon');

/** autocannon in this process's own event loop, answering only what the benchmarks read. */
async function cannon(opts) {
  const r = await autocannon(opts);
  return { requests: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

process.on('message', ({ id, kind, opts }) => {
  (kind === 'paced' ? paced(opts) : cannon(opts)).then(
    (result) => process.send({ id, result }),
    (err) => process.send({ id, error: String(err?.stack ?? err) }),
  );
});
process.on('disconnect', () => process.exit(0));
