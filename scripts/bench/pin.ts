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
 * The measured servers and the load generator run round-robin at real-time priority (`chrt -r 1`) where the
 * machine allows it (root or `CAP_SYS_NICE`), so other work on the machine no longer takes their cores' time
 * slices while they are busy (the kernel leaves it 5 % of each core, `sched_rt_runtime_us`). On a shared 2-core
 * machine this is what made every ratio repeat within ±0.05 at a load average of 26–34 (docs/benchmarks.md,
 * "Method"). It takes both cores from everyone else while a window runs; `BENCH_REALTIME=0` turns it off.
 */
let rtAllowed: boolean | undefined;
export const realtime = () => process.env.BENCH_REALTIME !== '0' && (rtAllowed ??= spawnSync('chrt', ['-r', '1', 'true']).status === 0);

/** A command pinned to `core` (null: anywhere) and, with `rt`, at real-time priority: what the measured processes are started as. */
export function onCore(command: string[], core: number | null, rt = false): string[] {
  const pinned = core === null ? command : ['taskset', '-c', String(core), ...command];
  return rt ? ['chrt', '-r', '1', ...pinned] : pinned;
}

/** A Node process on `core` from its first instruction (every thread it starts inherits the core and priority), with an IPC channel that carries Dates (statements' parameters). */
export function spawnOnCore(file: string, core: number | null, execArgv: string[] = [], rt = false): ChildProcess {
  const [cmd, ...args] = onCore([process.execPath, ...execArgv, file], core, rt);
  return spawn(cmd!, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
}
