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
 * @mantine/notifications is not part of the first paint (docs/benchmarks.md, "First-paint kits"): it
 * loads with the first toast, as the error dialog does with the first error. A load that fails is tried
 * again by the next toast.
 */
export function loadToasts(): Promise<ToastsModule> {
  if (!toasts) {
    toasts = import('@mantine/notifications');
    toasts.catch(() => {
      toasts = undefined;
      changed();
    });
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
    // Without the module (the network is gone) there is no way to show it; the next toast loads again.
    () => undefined,
  );
}
