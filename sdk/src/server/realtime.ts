import type { z } from 'zod';
import { errors, type ErrorBody } from '../shared/errors.js';
import type { RoomContract, RoomRef, SocketEvent, SocketPush } from '../shared/socket-events.js';
import type { ServerAnswer } from '../shared/wire.js';
import type { UserContext } from './context.js';

/** The acknowledgement's error for an event past its rate limit. */
export const SOCKET_RATE_LIMITED: ErrorBody = errors.tooMany().toBody();

/** The tab that sent an event, as its handler sees it. */
export interface RealtimeSocket {
  id: string;
  /** Sends one of the plugin's pushes to this tab only. */
  emit<W>(push: SocketPush<W>, payload: ServerAnswer<W>): void;
  /**
   * Puts this tab in one of the plugin's declared rooms without asking the room's rule: the server has
   * decided (the chat it just created). A dropped socket leaves its rooms: the UI joins again
   * (`useRealtimeRoom`) or the plugin's `connected` handler does.
   */
  join(room: RoomRef): Promise<void>;
  leave(room: RoomRef): Promise<void>;
}

/**
 * What a socket handler gets: the user's context as their request would have it at this event (the
 * session checked again), and their tab.
 */
export interface SocketContext extends UserContext {
  socket: RealtimeSocket;
}

/** Who may hear a room: the plugin's read rule for the thing the room is about, given its key. */
export type MayHear = (ctx: UserContext, key: string) => boolean | Promise<boolean>;

/**
 * What a plugin's `realtime` declares. The platform checks each event as a request (live session,
 * feature switch, the plugin's right), counts it against its rate limit (past it the acknowledgement is
 * `{ error: SOCKET_RATE_LIMITED }`), validates the payload with the contract's schema (a failure answers
 * the body a route's 400 would), runs one tab's events of the plugin one at a time in the order sent, and
 * answers `{ result }` with ids as `_id`, or `{ error }` shaped like a route's error.
 */
export interface RealtimeBuilder {
  on<P extends z.ZodType, A>(
    event: SocketEvent<P, A>,
    handler: (payload: z.output<P>, ctx: SocketContext) => ServerAnswer<A> | Promise<ServerAnswer<A>>,
  ): void;
  /**
   * A room with its reader rule: a tab asking to join (`useRealtimeRoom`) is admitted when `mayHear` allows,
   * and `ctx.realtime.recheckRoom(room)` takes out every tab whose user it now refuses.
   */
  room(room: RoomContract, rule: { mayHear: MayHear }): void;
  /** Runs for each tab that connects while its user may use the plugin (chat joins the rooms of the user's chats). */
  connected(handler: (ctx: SocketContext) => void | Promise<void>): void;
}

export type RealtimeSetup = (io: RealtimeBuilder) => void;

export interface SocketHandler {
  contract: SocketEvent;
  handle: (payload: unknown, ctx: SocketContext) => unknown;
}

/** A plugin's socket contracts as the core serves them: handlers by wire name, room rules by room name. */
export interface RealtimeDeclaration {
  events: Map<string, SocketHandler>;
  rooms: Map<string, MayHear>;
  connected: ((ctx: SocketContext) => void | Promise<void>)[];
}

/**
 * Collects a plugin's realtime declaration and refuses, in one line, what would let two owners answer one
 * name: a contract of another plugin's code (its prefix names another owner) or one event or room
 * declared twice. `definePlugin` runs it, so such a plugin is refused when it loads.
 */
export function collectRealtime(code: string, setup: RealtimeSetup | undefined): RealtimeDeclaration {
  const declared: RealtimeDeclaration = { events: new Map(), rooms: new Map(), connected: [] };
  const own = (what: string, contract: { plugin: string }) => {
    if (contract.plugin !== code)
      throw new Error(
        `plugin ${code} declares ${what}, which belongs to plugin ${contract.plugin}: a plugin serves only its own contracts`,
      );
  };
  setup?.({
    on(contract, handle) {
      own(`socket event ${contract.event}`, contract);
      if (declared.events.has(contract.event)) throw new Error(`plugin ${code} handles socket event ${contract.event} twice`);
      declared.events.set(contract.event, { contract, handle: handle as SocketHandler['handle'] });
    },
    room(room, { mayHear }) {
      own(`room ${room.plugin}:${room.room}`, room);
      if (declared.rooms.has(room.room)) throw new Error(`plugin ${code} declares room ${code}:${room.room} twice`);
      declared.rooms.set(room.room, mayHear);
    },
    connected(handler) {
      declared.connected.push(handler);
    },
  });
  return declared;
}
