import { createElement, use, useContext, useEffect, useRef } from 'react';
import type { MongoAbility } from '@casl/ability';
import { Can as CanWith, type BoundCanProps } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { AtriumContext, PluginScope, type AtriumHost } from './context.js';
import type { ApiClient } from './api.js';
import type { MeInfo } from './types.js';
import { formatSize, SIZE_UNITS } from '../shared/size.js';

function useHost(): AtriumHost {
  const host = useContext(AtriumContext);
  if (!host) throw new Error('Atrium hooks work only inside the Atrium shell');
  return host;
}

/** The API client with the session token, the workspace header and the shared failure handling. */
export const useApi = (): ApiClient => useHost().api;

/** The signed-in user and client (`GET /api/me`); null before sign-in. */
export const useMe = (): MeInfo | null => useHost().me;

/** The vendor variant: `{ code, title, favicon, systemAvatar }`. */
export const useVendor = () => useHost().vendor;

/** Shell services: toasts and opening a route in a new tab. */
export const useShell = () => {
  const { toast, openInNewTab } = useHost();
  return { toast, openInNewTab };
};

/**
 * Runs `handler` for every `event` the server sends over the shell's realtime socket (one socket per
 * tab, opened by the host with the session token and client id).
 */
export function useRealtime<T = unknown>(event: string, handler: (payload: T) => void) {
  const host = useHost();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => host.onRealtime(event, (p) => latest.current(p as T)), [host, event]);
}

/**
 * Sends events to the plugin's socket handlers: `emit(event, payload)` answers the handler's
 * acknowledgement. Sent while the socket is away, the event waits for it (socket.io buffers it) and the
 * promise fails after 10 s without an answer, so a retry (with the same client id, for sends) is the caller's.
 */
export function useRealtimeEmit(): (event: string, payload: unknown) => Promise<unknown> {
  return useHost().emitRealtime;
}

/**
 * Keeps this tab in one of the plugin's live rooms while the component is shown: sends `join` with the
 * payload now and after every reconnection (a dropped socket loses its rooms), and `leave` when the
 * component goes or the payload changes. The plugin's socket handler decides whether to admit it
 * (`socket.join(room)` on the server). A null payload joins nothing.
 */
export function useRealtimeRoom(events: { join: string; leave: string }, payload: unknown) {
  const host = useHost();
  const key = payload === null || payload === undefined ? null : JSON.stringify(payload);
  const { join, leave } = events;
  useEffect(() => {
    if (key === null) return;
    const body: unknown = JSON.parse(key);
    const stop = host.onRealtimeConnect(() => void host.emitRealtime(join, body).catch(() => undefined));
    return () => {
      stop();
      void host.emitRealtime(leave, body).catch(() => undefined);
    };
  }, [host, join, leave, key]);
}

/**
 * The CASL ability of the signed-in user, built from the packed rules of `GET /api/me`. The shell loads
 * CASL with the page of a plugin that adds rules and once the first page is quiet, so this rarely waits;
 * when it must, the component suspends until CASL has arrived.
 */
export function useAbility(): MongoAbility {
  const { ability } = useHost();
  return ability.current() ?? use(ability.ready);
}

/** `<Can I="use" a="polls">…</Can>`: renders its children only when the ability allows. */
export function Can(props: BoundCanProps<MongoAbility>) {
  const ability = useAbility();
  return createElement(CanWith<MongoAbility>, { ...props, ability: props.ability ?? ability } as never);
}

/**
 * Translations of the current plugin (its namespace, registered from `locales`), falling back to the
 * shell's `common` texts. `useT('other')` reads another namespace.
 */
export function useT(ns?: string) {
  const scope = useContext(PluginScope);
  const namespaces = [ns ?? scope ?? 'common', 'common'];
  return useTranslation(namespaces).t;
}

/** File sizes in the reader's language ("1,5 МБ" in ru): the units come from the host's texts (`units.*`). */
export function useFormatSize() {
  const { t } = useTranslation('common');
  return (bytes: number) =>
    formatSize(
      bytes,
      SIZE_UNITS.map((u) => t(`units.${u}`)),
    );
}
