import type http from 'node:http';

/** Requests a server has finished, and a wait for the moment it has none open. */
export interface Served {
  readonly count: number;
  idle(): Promise<void>;
}

/** How long a server may still hold requests after the load stopped before the window is called broken. */
const DRAIN_MS = 10_000;

/**
 * Counts on the server's side: a window's CPU time is read once the server has finished every request
 * of the window, and divided by exactly the requests it finished (the load generator's own count leaves
 * out the ones in flight when it stopped, which the server still works on).
 */
export function countServed(server: http.Server): Served {
  let count = 0;
  let open = 0;
  const waiting: (() => void)[] = [];
  server.on('request', (_req, res: http.ServerResponse) => {
    open++;
    res.once('close', () => {
      count++;
      if (--open === 0) for (const resolve of waiting.splice(0)) resolve();
    });
  });
  return {
    get count() {
      return count;
    },
    idle: () =>
      open === 0
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`${open} requests still open ${DRAIN_MS / 1000} s after the load stopped`)),
              DRAIN_MS,
            );
            waiting.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
  };
}
