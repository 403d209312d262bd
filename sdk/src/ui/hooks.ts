import { createElement, use, useCallback, useContext, useEffect, useRef } from 'react';
import type { MongoAbility } from '@casl/ability';
import { Can as CanWith, type BoundCanProps } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { AtriumContext, PluginScope, type AtriumHost } from './context.js';
import type { ApiClient } from './api.js';
import type { MeInfo } from './types.js';
import { formatSize, SIZE_UNITS } from '../shared/size.js';
import {
  ROOM_JOIN,
  ROOM_LEAVE,
  type AckOf,
  type PayloadOf,
  type RoomRef,
  type SocketEvent,
  type SocketPush,
} from '../shared/socket-events.js';

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
 * Runs `handler` for every push the server sends over the shell's realtime socket (one socket per tab,
 * opened by the host with the session token and client id), typed by the push's contract. A bare event
 * name is the core's own events' form (and that of plugins not yet on socket contracts).
 */
export function useRealtime<W>(push: SocketPush<W>, handler: (payload: W) => void): void;
export function useRealtime<T = unknown>(event: string, handler: (payload: T) => void): void;
export function useRealtime(push: SocketPush | string, handler: (payload: unknown) => void) {
  const host = useHost();
  const latest = useRef(handler);
  latest.current = handler;
  const event = typeof push === 'string' ? push : push.event;
  useEffect(() => host.onRealtime(event, (p) => latest.current(p)), [host, event]);
}

/**
 * Sends a plugin's socket events: `emit(contract, payload)` answers the acknowledgement, `{ result }` in
 * the contract's wire type or `{ error }` shaped as a route's error. Sent while the socket is away, the
 * event waits for it (socket.io buffers it) and the promise fails after 10 s without an answer, so a
 * retry (with the same client id, for sends) is the caller's.
 */
export function useRealtimeEmit(): <C extends SocketEvent>(event: C, payload: PayloadOf<C>) => Promise<AckOf<C>> {
  const { emitRealtime } = useHost();
  return useCallback(
    <C extends SocketEvent>(event: C, payload: PayloadOf<C>) => emitRealtime(event.event, payload) as Promise<AckOf<C>>,
    [emitRealtime],
  );
}

/**
 * Keeps this tab in one of a plugin's declared rooms while the component is shown: asks to join now and
 * after every reconnection (a dropped socket loses its rooms), and leaves when the component goes or the
 * room changes. The room's rule on the server (`io.room(room, { mayHear })`) decides; null joins nothing.
 */
export function useRealtimeRoom(room: RoomRef | null) {
  const host = useHost();
  const { plugin, room: name, key } = room ?? {};
  useEffect(() => {
    if (!plugin || !name || !key) return;
    const ref: RoomRef = { plugin, room: name, key };
    const stop = host.onRealtimeConnect(() => void host.emitRealtime(ROOM_JOIN, ref).catch(() => undefined));
    return () => {
      stop();
      void host.emitRealtime(ROOM_LEAVE, ref).catch(() => undefined);
    };
  }, [host, plugin, name, key]);
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
