import type { Server } from 'socket.io';

/** Room names: every socket joins its client's room and its user's room; the server alone assigns them. */
export const clientRoom = (clientId: string) => `c:${clientId}`;
export const userRoom = (clientId: string, userId: string) => `u:${clientId}:${userId}`;
export const sessionRoom = (tokenHash: string) => `s:${tokenHash}`;
/** A plugin's live room: the client and the plugin are part of the name, so no plugin reaches another's or another client's. */
export const pluginRoom = (clientId: string, plugin: string, room: string) => `p:${clientId}:${plugin}:${room}`;

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

  toRoom(clientId: string, plugin: string, room: string, event: string, payload: unknown): void {
    this.io?.to(pluginRoom(clientId, plugin, room)).emit(event, payload);
  }

  /** Every socket of the user, on every node, joins (or leaves) the plugin's room. */
  userJoin(clientId: string, userId: string, plugin: string, room: string): void {
    this.io?.in(userRoom(clientId, userId)).socketsJoin(pluginRoom(clientId, plugin, room));
  }

  userLeave(clientId: string, userId: string, plugin: string, room: string): void {
    this.io?.in(userRoom(clientId, userId)).socketsLeave(pluginRoom(clientId, plugin, room));
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
