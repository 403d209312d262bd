import path from 'node:path';
import { asker } from './ipc.js';
import { realtime, spawnOnCore } from './pin.js';
import type { ServerStart } from './server-process.js';

/** A side's process, as the rounds read it. */
export interface ServerProcess {
  /** Where each of its servers listens (`app`, or the baselines' names). */
  urls: Record<string, string>;
  /** The CPU time (µs) the process has used and the requests it has finished, read once none is open. */
  stat(): Promise<{ cpuUs: number; served: number; gcMs: number; majors: number }>;
  close(): void;
}

/** Starts a side (scripts/bench/server-process.ts) on `core`, under the same loader and conditions as this process. */
export async function startServers(start: ServerStart, core: number | null): Promise<ServerProcess> {
  const child = spawnOnCore(path.join(import.meta.dirname, 'server-process.ts'), core, process.execArgv, realtime());
  const ask = asker(child);
  const urls = await ask<Record<string, string>>({ start });
  return { urls, stat: () => ask({}), close: () => child.connected && child.disconnect() };
}
