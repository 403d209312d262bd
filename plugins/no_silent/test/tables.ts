import fs from 'node:fs';
import path from 'node:path';

/** Every row of every table of the installation's database, by table, each row as JSON (`TestApp.allRows`). */
export type Rows = Map<string, Set<string>>;

/** The rows `after` has that `before` had not (new rows and rows changed), as `table: row` lines. */
export function added(before: Rows, after: Rows): string[] {
  return [...after].flatMap(([table, rows]) => [...rows].filter((r) => !before.get(table)?.has(r)).map((r) => `${table}: ${r}`));
}

/** Every path under a folder (stored files are named by their keys). */
export const pathsUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).map((p) => path.join(dir, p)) : [];

/**
 * What the process writes to its standard output and error from now on, pino's lines included (pino writes
 * to the descriptors through `fs`, not through `process.stdout`). `stop` puts the writers back.
 */
export function captureOutput(): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const fsAny = fs as unknown as Record<'write' | 'writeSync', (...a: unknown[]) => unknown>;
  const saved = { write: fsAny.write, writeSync: fsAny.writeSync, out: process.stdout.write, err: process.stderr.write };
  const keep = (fd: unknown, data: unknown) => {
    if (fd === 1 || fd === 2) lines.push(String(data));
  };
  fsAny.writeSync = (fd: unknown, data: unknown, ...rest: unknown[]) => (keep(fd, data), saved.writeSync(fd, data, ...rest));
  fsAny.write = (fd: unknown, data: unknown, ...rest: unknown[]) => (keep(fd, data), saved.write(fd, data, ...rest));
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => (
    lines.push(String(chunk)),
    saved.out.call(process.stdout, chunk as never, ...(rest as []))
  )) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => (
    lines.push(String(chunk)),
    saved.err.call(process.stderr, chunk as never, ...(rest as []))
  )) as typeof process.stderr.write;
  return {
    lines,
    stop: () => {
      fsAny.write = saved.write;
      fsAny.writeSync = saved.writeSync;
      process.stdout.write = saved.out;
      process.stderr.write = saved.err;
    },
  };
}
