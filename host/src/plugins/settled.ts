import { useEffect, useReducer } from 'react';

type Outcome<T> = { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };
const outcomes = new WeakMap<Promise<unknown>, Outcome<unknown>>();

export function outcomeOf<T>(p: Promise<T>): Outcome<T> {
  let o = outcomes.get(p) as Outcome<T> | undefined;
  if (!o) {
    const pending: Outcome<T> = { status: 'pending' };
    outcomes.set(p, pending);
    p.then(
      (value) => outcomes.set(p, { status: 'fulfilled', value }),
      (reason: unknown) => outcomes.set(p, { status: 'rejected', reason }),
    );
    o = pending;
  }
  return o;
}

/**
 * A plugin's module for rendering without suspending: undefined while it loads (the caller shows its
 * loader or nothing), then the value, or the failure thrown to the nearest error boundary. React holds
 * back the reveal of a suspended boundary until 300 ms after the last fallback anywhere on the page was
 * shown, so a page whose plugin the start preloaded, and the slots around it, would wait for each other's
 * loaders; a plain state update is committed at once.
 */
export function useSettled<T>(p: Promise<T>): T | undefined {
  const [, settled] = useReducer((n: number) => n + 1, 0);
  const o = outcomeOf(p);
  useEffect(() => {
    if (o.status === 'pending') p.then(settled, settled);
  }, [p, o.status]);
  if (o.status === 'rejected') throw o.reason;
  return o.status === 'fulfilled' ? o.value : undefined;
}
