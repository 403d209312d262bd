import type { ChildProcess } from 'node:child_process';

/** Request and answer over a child's IPC channel: each message carries an id, each answer `{ id, result }` or `{ id, error }`. */
export function asker(child: ChildProcess): <T>(message: object) => Promise<T> {
  const waiting = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  child.on('message', (m: { id?: number; result?: unknown; error?: string }) => {
    const w = m.id === undefined ? undefined : waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id!);
    if (m.error) w.reject(new Error(m.error));
    else w.resolve(m.result);
  });
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`a bench process exited (${code})`));
  });
  let next = 0;
  return <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (r: unknown) => void, reject });
      child.send({ ...message, id });
    });
}
