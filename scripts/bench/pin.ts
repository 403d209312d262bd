import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';

/** The cores of a run: the measured servers share one, the load generator has the other. */
export interface Cores {
  server: number;
  load: number;
}

/**
 * On a machine of two or more cores with `taskset`: the servers of both sides on core 0, where they
 * take turns under the same conditions, and the load generator on core 1, so it never takes their time
 * slices or cache. Other work on the machine still runs on both. `null` when there is nothing to split.
 */
export function coreSplit(): Cores | null {
  if (os.availableParallelism() < 2 || spawnSync('taskset', ['-V']).status !== 0) return null;
  return { server: 0, load: 1 };
}

/**
 * `BENCH_REALTIME=1`: the measured servers run round-robin at real-time priority (`chrt -r 1`), so other
 * work on the machine no longer takes their core's time slices (it is left 5 % of that core while they
 * are busy). Opt-in: it takes a core from everyone else for the run (docs/benchmarks.md, "Why the feed moved").
 */
export const realtime = () => process.env.BENCH_REALTIME === '1';

/** A Node process on `core` from its first instruction (every thread it starts inherits the core and priority), with an IPC channel that carries Dates (statements' parameters). */
export function spawnOnCore(file: string, core: number | null, execArgv: string[] = [], rt = false): ChildProcess {
  const node = [process.execPath, ...execArgv, file];
  const pinned = core === null ? node : ['taskset', '-c', String(core), ...node];
  const [cmd, ...args] = rt ? ['chrt', '-r', '1', ...pinned] : pinned;
  return spawn(cmd!, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
}
