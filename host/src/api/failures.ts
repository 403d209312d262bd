import { useSyncExternalStore } from 'react';

/** The message the centred error dialog shows (docs/architecture.md, Failed calls); OK clears it. */
export interface ServerError {
  title: string;
  message: string;
}

let current: ServerError | null = null;
const listeners = new Set<() => void>();

export const serverErrors = {
  show(e: ServerError) {
    current = e;
    listeners.forEach((l) => l());
  },
  clear() {
    current = null;
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => current,
};

export const useServerError = () => useSyncExternalStore(serverErrors.subscribe, serverErrors.get, serverErrors.get);
