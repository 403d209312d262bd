import type { Server } from 'socket.io';
import type { RoomRef } from '@atrium/sdk/shared';

/** Room names: every socket joins its client's room and its user's room; the server alone assigns them. */
export const clientRoom = (clientId: string) => `c:${clientId}`;
export const userRoom = (clientId: string, userId: string) => `u:${clientId}:${userId}`;
export const sessionRoom = (tokenHash: string) => `s:${tokenHash}`;
/** The start of the names of every plugin room of the client, or of one plugin's rooms. */
export const pluginRooms = (clientId: string, plugin?: string) => (plugin ? `p:${clientId}:${plugin}:` : `p:${clientId}:`);
/**
 * A plugin's declared room: the client and the plugin are part of the name, so no plugin reaches another's
 * or another client's; room names hold no `:`, so `<room>:<key>` reads back one way.
 */
export const declaredRoom = (clientId: string, ref: RoomRef) => `${pluginRooms(clientId, ref.plugin)}${ref.room}:${ref.key}`;

/**
 * Emits to rooms through the socket.io server (and, with the Redis adapter, to every node). Until the
 * server is attached, emits go nowhere: nobody can be connected yet.
 */
export class RealtimeHub {
  io: Server | null = null;

  toUser(clientId: string, userId: string, event: string, payload: unknown): void {
    this.io?.to(userRoom(clientId, userId)).emit(event, payload);
  }

  toClient(clientId: string, event: string, payload: unknown): void {
    this.io?.to(clientRoom(clientId)).emit(event, payload);
  }

  toRoom(clientId: string, room: RoomRef, event: string, payload: unknown): void {
    this.io?.to(declaredRoom(clientId, room)).emit(event, payload);
  }

  /** Every socket of the user, on every node, joins (or leaves) the plugin's room. */
  userJoin(clientId: string, userId: string, room: RoomRef): void {
    this.io?.in(userRoom(clientId, userId)).socketsJoin(declaredRoom(clientId, room));
  }

  userLeave(clientId: string, userId: string, room: RoomRef): void {
    this.io?.in(userRoom(clientId, userId)).socketsLeave(declaredRoom(clientId, room));
  }

  /** The users among these with a socket on any node (the Redis adapter asks the others). */
  async online(clientId: string, userIds: string[]): Promise<string[]> {
    if (!this.io || !userIds.length) return [];
    const sockets = await this.io.in(userIds.map((id) => userRoom(clientId, id))).fetchSockets();
    return [...new Set(sockets.map((s) => (s.data as { userId: string }).userId))];
  }

  /** Logout of one session: its tabs hear `user-logout`, then their sockets are closed on every node. */
  endSession(tokenHash: string): void {
    if (!this.io) return;
    this.io.to(sessionRoom(tokenHash)).emit('user-logout', {});
    this.io.in(sessionRoom(tokenHash)).disconnectSockets(true);
  }

  /** Logout everywhere (blocking, password change). */
  endUser(clientId: string | null, userId: string): void {
    if (!this.io || !clientId) return;
    this.io.to(userRoom(clientId, userId)).emit('user-logout', {});
    this.io.in(userRoom(clientId, userId)).disconnectSockets(true);
  }
}
