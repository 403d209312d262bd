import i18next from 'i18next';
import { useSyncExternalStore } from 'react';

let openLink: (to: string) => void = () => undefined;
/** The router registers how a clicked toast navigates (to notifications). */
export const setToastNavigator = (fn: (to: string) => void) => {
  openLink = fn;
};

type ToastsModule = typeof import('@mantine/notifications');
let toasts: Promise<ToastsModule> | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/**
 * @mantine/notifications is not part of the first paint (docs/benchmarks.md, "Remote entries, kits and
 * toasts"): it loads with the first toast, or when the service worker is registered, which caches it so
 * the toast that says the server cannot be reached can still show (service-worker/register.ts).
 */
export function loadToasts(): Promise<ToastsModule> {
  if (!toasts) {
    toasts = import('@mantine/notifications');
    changed();
  }
  return toasts;
}

/** Whether the toasts' module is loading or loaded: their container (Toasts.tsx) mounts then. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => !!toasts,
  );

/** A toast; clicking one opens notifications (docs/architecture.md, Session and shell) unless it names another link. */
export function toast(o: { message: string; title?: string; color?: 'green' | 'red' | 'blue' | 'yellow'; link?: string }) {
  loadToasts().then(
    ({ notifications }) => {
      const id = notifications.show({
        title: o.title,
        message: o.message,
        color: o.color ?? 'blue',
        withBorder: true,
        closeButtonProps: { 'aria-label': i18next.t('screens.close') },
        style: { cursor: 'pointer' },
        onClick: () => {
          notifications.hide(id);
          openLink(o.link ?? '/notifications');
        },
      });
    },
    // Without the module (the network gone before it was cached) there is nothing to show it with.
    () => undefined,
  );
}
