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

/** A Node process on `core` from its first instruction (every thread it starts inherits the core), with an IPC channel that carries Dates (statements' parameters). */
export function spawnOnCore(file: string, core: number | null, execArgv: string[] = []): ChildProcess {
  const node = [process.execPath, ...execArgv, file];
  const [cmd, ...args] = core === null ? node : ['taskset', '-c', String(core), ...node];
  return spawn(cmd!, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
}
