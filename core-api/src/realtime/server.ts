import type http from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Me, RealtimeContext, RealtimeSocket } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { hashToken } from '../auth/tokens.js';
import { isFeatureOn } from '../rights/ability.js';
import { User } from '../users/entity.js';
import { clientRoom, pluginRoom, sessionRoom, userRoom, type RealtimeHub } from './hub.js';
import { socketMe } from './auth.js';

type ConnectionHandler = {
  plugin: string;
  right: string | null;
  fn: (socket: RealtimeSocket, ctx: RealtimeContext) => void | Promise<void>;
};

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

  const handlers: ConnectionHandler[] = [];
  for (const p of core.plugins) {
    p.realtime?.({ on: (_event, fn) => handlers.push({ plugin: p.code, right: p.rights[0] ?? p.code, fn }) });
  }

  io.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth as { token?: unknown; clientId?: unknown };
      const me = await socketMe(core, auth.token, auth.clientId ?? socket.handshake.query.clientId, { activity: true });
      if (!me?.client) return next(new Error('unauthorized'));
      socket.data.me = me;
      // Plain data other nodes can read when they list sockets (presence); `me` holds functions.
      socket.data.userId = me.user.id;
      socket.data.tokenHash = hashToken(String(auth.token));
      next();
    } catch (err) {
      core.log.error({ err }, 'socket handshake failed');
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    const me = socket.data.me as Me;
    const clientId = me.client!.id;
    void socket.join([clientRoom(clientId), userRoom(clientId, me.user.id), sessionRoom(socket.data.tokenHash as string)]);
    for (const h of handlers) {
      if (!isFeatureOn(me.client, h.plugin) || (h.right && !me.hasRight(h.right))) continue;
      const ctx: RealtimeContext = Object.assign(core.serviceContext(clientId, { pluginCode: h.plugin, me }), { clientId, me });
      Promise.resolve(h.fn(pluginSocket(core, socket, me, h), ctx)).catch((err) =>
        core.log.error({ err, plugin: h.plugin }, 'socket connection handler failed'),
      );
    }
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

/**
 * The socket as a plugin sees it. Every incoming event is checked again as a request would be: the
 * session is still live, the user and company not blocked, the plugin switched on for the client and its
 * right still held (an admin may take it away while the tab stays open). The check is the session
 * statement every request runs.
 */
function pluginSocket(core: Core, socket: Socket, me: Me, h: Pick<ConnectionHandler, 'plugin' | 'right'>): RealtimeSocket {
  const { plugin } = h;
  const auth = socket.handshake.auth as { token?: unknown };
  return {
    id: socket.id,
    clientId: me.client!.id,
    user: me.user,
    emit: (event, payload) => socket.emit(event, payload),
    join: async (room) => {
      await socket.join(pluginRoom(me.client!.id, plugin, room));
    },
    leave: async (room) => {
      await socket.leave(pluginRoom(me.client!.id, plugin, room));
    },
    on(event, fn) {
      socket.on(event, async (payload: unknown, ack?: (answer: unknown) => void) => {
        try {
          const now = await socketMe(core, auth.token, me.client!.id, { activity: false });
          if (!now || now.client!.id !== me.client!.id) {
            if (typeof ack === 'function') ack({ error: 'unauthorized' });
            socket.disconnect(true);
            return;
          }
          const refused = !isFeatureOn(now.client, plugin) ? 'feature disabled' : h.right && !now.hasRight(h.right) ? 'No access' : null;
          if (refused) {
            if (typeof ack === 'function') ack({ error: refused });
            return;
          }
          await fn(payload, typeof ack === 'function' ? ack : undefined);
        } catch (err) {
          core.log.error({ err, plugin, event }, 'socket handler failed');
          if (typeof ack === 'function') ack({ error: 'Server error' });
        }
      });
    },
  };
}
