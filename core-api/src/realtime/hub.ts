import type { Server } from 'socket.io';

/** Room names: every socket joins its client's room and its user's room; the server alone assigns them. */
export const clientRoom = (clientId: string) => `c:${clientId}`;
export const userRoom = (clientId: string, userId: string) => `u:${clientId}:${userId}`;
export const sessionRoom = (tokenHash: string) => `s:${tokenHash}`;

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
