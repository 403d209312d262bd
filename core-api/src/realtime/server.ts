import type http from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Me } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { hashToken } from '../auth/tokens.js';
import { User } from '../users/entity.js';
import { clientRoom, sessionRoom, userRoom, type RealtimeHub } from './hub.js';
import { socketMe } from './auth.js';
import type { TabData } from './access.js';
import { serveTab } from './plugin-socket.js';
import { declarations } from './declarations.js';

/**
 * socket.io on the app's HTTP server. A socket is admitted with a live session token (`auth.token`) and
 * joins only its own client's and user's rooms; with REDIS_URL, rooms span every node.
 */
export async function startRealtime(core: Core, server: http.Server, hub: RealtimeHub): Promise<void> {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  hub.io = io;

  if (core.config.redisUrl) {
    const pub = createClient({ url: core.config.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => core.log.error({ err }, 'redis (realtime publish) error'));
    sub.on('error', (err) => core.log.error({ err }, 'redis (realtime subscribe) error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    core.onClose(async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  const served = [...declarations(core).values()];
  // The Me each socket was admitted with stays on this node: socket.data travels to the others (plain data only).
  const admitted = new WeakMap<Socket, Me>();

  io.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth as { token?: unknown; clientId?: unknown };
      const me = await socketMe(core, auth.token, auth.clientId ?? socket.handshake.query.clientId, { activity: true });
      if (!me?.client) return next(new Error('unauthorized'));
      admitted.set(socket, me);
      Object.assign(socket.data, { userId: me.user.id, tokenHash: hashToken(String(auth.token)) } satisfies TabData);
      next();
    } catch (err) {
      core.log.error({ err }, 'socket handshake failed');
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    const me = admitted.get(socket)!;
    const clientId = me.client!.id;
    void socket.join([clientRoom(clientId), userRoom(clientId, me.user.id), sessionRoom((socket.data as TabData).tokenHash)]);
    serveTab(core, socket, me, served);
  });

  // Logout and "logout everywhere" reach the user's open tabs on every node.
  const { revoke, revokeUser } = core.sessions;
  core.sessions.revoke = async (token: string) => {
    const res = await revoke.call(core.sessions, token);
    hub.endSession(hashToken(token));
    return res;
  };
  core.sessions.revokeUser = async (userId: string) => {
    const res = await revokeUser.call(core.sessions, userId);
    const user = await core.ds.getRepository(User).findOneBy({ id: userId });
    hub.endUser(user?.clientId ?? null, userId);
    return res;
  };

  // server.close() waits for every open connection; sockets of this node are closed first so shutdown ends.
  // (io.close() is not used: it would close the HTTP server a second time.)
  const closeSockets = () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  };
  const close = server.close.bind(server);
  server.close = ((cb?: (err?: Error) => void) => {
    closeSockets();
    return close(cb);
  }) as typeof server.close;
  core.onClose(closeSockets);
}
