import type { RealtimeService } from '@atrium/sdk/server';
import type { SocketPush } from '@atrium/sdk/shared';
import type { Core } from '../core.js';
import { recheckRoom } from './access.js';
import { ownPush, roomRule } from './declarations.js';
import type { RealtimeHub } from './hub.js';
import { wireValue } from './wire.js';

/**
 * `ctx.realtime` of one plugin in one client. A contract's payload goes out in wire form; a bare event
 * name (the core's own events, plugins not yet on contracts) goes out as given.
 */
export function realtimeService(core: Core, hub: RealtimeHub, clientId: string, code: string): RealtimeService {
  const wired = (push: SocketPush | string, payload: unknown): [string, unknown] =>
    typeof push === 'string' ? [push, payload] : [ownPush(code, push).event, wireValue(payload)];
  return {
    toUser: (userId: string, push: SocketPush | string, payload: unknown) => hub.toUser(clientId, userId, ...wired(push, payload)),
    toClient: (push: SocketPush | string, payload: unknown) => hub.toClient(clientId, ...wired(push, payload)),
    toRoom: (room, push, payload) => {
      roomRule(core, code, room);
      hub.toRoom(clientId, room, ...wired(push, payload));
    },
    online: (userIds) => hub.online(clientId, userIds),
    joinUser: (userId, room) => {
      roomRule(core, code, room);
      hub.userJoin(clientId, userId, room);
    },
    leaveUser: (userId, room) => {
      roomRule(core, code, room);
      hub.userLeave(clientId, userId, room);
    },
    recheckRoom: async (room) => recheckRoom(core, hub, clientId, room, roomRule(core, code, room)),
  };
}
