let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs chat's write transactions of this process one after another. SQLite's one connection cannot hold
 * two open transactions (a second BEGIN fails), and on MySQL/MariaDB sends of one node would only queue
 * on the chat row's lock anyway; across nodes that lock orders them.
 */
export function serial<T>(fn: () => Promise<T>): Promise<T> {
  const run = tail.then(fn, fn);
  tail = run.catch(() => undefined);
  return run;
}
