import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api/client.js';
import { corePages } from '../pages/registry.js';
import { pluginForPath } from '../plugins/runtime.js';
import type { PluginInfo } from '../plugins/types.js';
import { matchPath } from 'react-router';

export const INACTIVITY_MS = 30_000;

/** Reports are fire-and-forget: a missing or failing endpoint never disturbs the user. */
const fire = (path: string, body: unknown) => void api.post(path, body, { quiet: true }).catch(() => undefined);

/**
 * After 30 s without a key, scroll or click the session is reported (`sessionStart`, `currentTime`;
 * the server adds user and client from the session) and the start is reset (docs/architecture.md, Navigation rules).
 */
export function useSessionReport(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let sessionStart = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const currentTime = Date.now();
        fire('/api/report/session', {
          sessionStart: new Date(sessionStart).toISOString(),
          currentTime: new Date(currentTime).toISOString(),
        });
        sessionStart = currentTime;
      }, INACTIVITY_MS);
    };
    const events = ['keydown', 'scroll', 'click'] as const;
    for (const e of events) window.addEventListener(e, restart, { passive: true, capture: true });
    restart();
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, restart, { capture: true });
    };
  }, [enabled]);
}

/** The module a path belongs to: a core page's visit module or the owning plugin's (its manifest's `visitModule`). */
export function moduleOf(pathname: string, plugins: PluginInfo[]): string | null {
  const page = corePages.find((p) => matchPath({ path: p.path, end: true }, pathname));
  if (page) return page.visitModule ?? null;
  return pluginForPath(plugins, pathname)?.visitModule ?? null;
}

/**
 * Leaving a module reports a visit: `{ module, time }` with the seconds spent there (the server adds
 * user and client from the session).
 */
export function useVisitReport(plugins: PluginInfo[], enabled: boolean) {
  const { pathname } = useLocation();
  const current = useRef<{ module: string; since: number } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const module = moduleOf(pathname, plugins);
    const prev = current.current;
    if (prev?.module === module) return;
    if (prev) fire('/api/report/visit', { module: prev.module, time: Math.round((Date.now() - prev.since) / 1000) });
    current.current = module ? { module, since: Date.now() } : null;
  }, [pathname, plugins, enabled]);
}
