import type { z } from 'zod';
import type { ErrorBody } from './errors.js';
import type { WireAnswer } from './wire.js';

/**
 * Socket contracts: what a plugin's tabs and server say over the shell's one socket, declared once in the
 * plugin's `shared/` like its route contracts. Every name is the plugin's own (`<code>:<name>` on the
 * wire), so two plugins may both say `ping`. Type-only imports: the UI reads these without zod.
 */

/** How often one tab may send one event: at most `events` in each window of `seconds`. */
export interface SocketRateLimit {
  events: number;
  seconds: number;
}

/**
 * The limit of every event that declares none: generous for a person at a keyboard, a wall against a tab
 * (or a script) that floods the server and everyone in its rooms.
 */
export const SOCKET_RATE_LIMIT: SocketRateLimit = { events: 30, seconds: 10 };

/** Every acknowledgement: the answer in its wire form (`_id`), or the error body a route would answer. */
export type SocketAck<A> = { result: A } | { error: ErrorBody };

declare const answerType: unique symbol;
declare const payloadType: unique symbol;

/** An event a tab sends: its payload's schema (the platform validates it), its answer's wire type and its limit. */
export interface SocketEvent<P extends z.ZodType = z.ZodType, A = unknown> {
  readonly kind: 'event';
  readonly plugin: string;
  /** The name on the wire, `<plugin>:<name>`. */
  readonly event: string;
  readonly payload: P;
  /** `SOCKET_RATE_LIMIT` when absent. */
  readonly limit?: SocketRateLimit;
  readonly [answerType]?: A;
}

/** An event the server sends to tabs; `W` is its payload's wire form (a phantom type, no value). */
export interface SocketPush<W = unknown> {
  readonly kind: 'push';
  readonly plugin: string;
  readonly event: string;
  readonly [payloadType]?: W;
}

/** One live room of a plugin: a desk's, a chat's. */
export interface RoomRef {
  readonly plugin: string;
  readonly room: string;
  readonly key: string;
}

/** A kind of live room (`deskRoom`); `deskRoom(id)` names one. Who may hear it is the server's rule (`io.room`). */
export interface RoomContract {
  (key: string): RoomRef;
  readonly plugin: string;
  readonly room: string;
}

/** The answer type of an event contract, as the UI receives it. */
export type AckOf<C> = C extends SocketEvent<z.ZodType, infer A> ? SocketAck<A> : never;
/** The payload a tab passes for an event contract. */
export type PayloadOf<C> = C extends SocketEvent<infer P> ? z.input<P> : never;

const CODE = /^[a-z][a-z0-9_-]{1,39}$/;
const EVENT_NAME = /^[a-zA-Z][a-zA-Z0-9_.:-]{0,59}$/;
const ROOM_NAME = /^[a-z][a-z0-9_-]{0,39}$/;

/**
 * The socket contracts of the plugin `code`, prefixed with it: `const { defineSocketEvent, defineSocketPush,
 * defineRoom } = socketContracts('chat')`. The server refuses a plugin that handles or sends another
 * code's contracts, so the prefix cannot lie.
 */
export function socketContracts(code: string) {
  if (!CODE.test(code)) throw new Error(`socket contracts: "${code}" is not a plugin code`);
  const named = (name: string, pattern: RegExp) => {
    if (!pattern.test(name)) throw new Error(`socket contracts of ${code}: "${name}" is not a valid name`);
    return name;
  };
  return {
    /** An event a tab sends; `ack` is the answer's wire type (`wire.result<T>()`), none for an answer of `null`. */
    defineSocketEvent<P extends z.ZodType, A = null>(
      name: string,
      spec: { payload: P; ack?: WireAnswer<{ result: A }, 'result'>; limit?: SocketRateLimit },
    ): SocketEvent<P, A> {
      return { kind: 'event', plugin: code, event: `${code}:${named(name, EVENT_NAME)}`, payload: spec.payload, limit: spec.limit };
    },
    /** An event the server sends, with its payload's wire type. */
    defineSocketPush<W>(name: string): SocketPush<W> {
      return { kind: 'push', plugin: code, event: `${code}:${named(name, EVENT_NAME)}` };
    },
    /** A kind of live room; its reader rule is declared on the server (`io.room(room, { mayHear })`). */
    defineRoom(name: string): RoomContract {
      const room = named(name, ROOM_NAME);
      return Object.assign((key: string): RoomRef => ({ plugin: code, room, key }), { plugin: code, room });
    },
  };
}

/** The platform's events that put a tab in a declared room and take it out (`useRealtimeRoom`); payload: a `RoomRef`. */
export const ROOM_JOIN = 'room.join';
export const ROOM_LEAVE = 'room.leave';
