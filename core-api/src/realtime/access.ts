import type { MayHear, Me, PluginDefinition } from '@atrium/sdk/server';
import type { RoomRef } from '@atrium/sdk/shared';
import type { Core } from '../core.js';
import { sessionMe } from './auth.js';
import { clientRoom, declaredRoom, pluginRooms, userRoom, type RealtimeHub } from './hub.js';
import { refusal } from './plugin-socket.js';

/** What every socket carries for the other nodes (plain data: it travels when a node lists sockets). */
export interface TabData {
  userId: string;
  tokenHash: string;
}

/** A tab's session as its next request would see it (`null`: signed out or blocked), resolved on first use. */
type SessionOf = () => Promise<Me | null>;

/**
 * Takes the sockets in `target` (on every node) out of their plugin rooms that `keep` refuses, and
 * answers the users taken out of any. Each session is resolved at most once, and only if `keep` asks.
 */
async function sweep(
  core: Core,
  hub: RealtimeHub,
  clientId: string,
  target: string | string[],
  keep: (session: SessionOf, plugin: PluginDefinition, room: string) => boolean | Promise<boolean>,
): Promise<string[]> {
  if (!hub.io) return [];
  const sessions = new Map<string, Promise<Me | null>>();
  const meOf = (hash: string) => {
    let me = sessions.get(hash);
    if (!me) sessions.set(hash, (me = sessionMe(core, hash, clientId, { activity: false })));
    return me;
  };
  const gone = new Set<string>();
  const sockets = await hub.io.in(target).fetchSockets();
  await Promise.all(
    sockets.map(async (socket) => {
      const tab = socket.data as TabData;
      for (const room of [...socket.rooms]) {
        if (!room.startsWith(pluginRooms(clientId))) continue;
        const plugin = core.plugins.find((p) => room.startsWith(pluginRooms(clientId, p.code)));
        if (plugin && (await keep(() => meOf(tab.tokenHash), plugin, room))) continue;
        await socket.leave(room);
        gone.add(tab.userId);
      }
    }),
  );
  return [...gone];
}

/**
 * Rooms follow access: the tabs of these users (`null`: every tab of the client) leave, on every node,
 * the rooms of each plugin their session may no longer use (a right or a role taken, the company
 * blocked), before the change answers. Signing out and blocking a user close their tabs outright.
 */
export async function followAccess(core: Core, hub: RealtimeHub, clientId: string, userIds: string[] | null): Promise<void> {
  if (userIds && !userIds.length) return;
  const target = userIds ? userIds.map((id) => userRoom(clientId, id)) : clientRoom(clientId);
  await sweep(core, hub, clientId, target, async (session, plugin) => refusal(await session(), plugin) === null);
}

/** A feature switched off for the client: every tab leaves the plugin's rooms, on every node. */
export async function followFeature(core: Core, hub: RealtimeHub, clientId: string, code: string): Promise<void> {
  await sweep(core, hub, clientId, clientRoom(clientId), (_session, plugin) => plugin.code !== code);
}

/**
 * A plugin's `ctx.realtime.recheckRoom`: every tab of the room whose user may no longer use the plugin,
 * or whom the room's rule (`mayHear`, given the user's context as their request would have it) refuses, leaves it.
 */
export function recheckRoom(core: Core, hub: RealtimeHub, clientId: string, room: RoomRef, mayHear: MayHear): Promise<string[]> {
  const verdicts = new Map<Me, Promise<boolean>>();
  const hears = (me: Me) => {
    let v = verdicts.get(me);
    if (!v) {
      const ctx = Object.assign(core.serviceContext(clientId, { pluginCode: room.plugin, me }), { me });
      verdicts.set(me, (v = Promise.resolve(mayHear(ctx, room.key))));
    }
    return v;
  };
  const full = declaredRoom(clientId, room);
  return sweep(core, hub, clientId, full, async (session, plugin, r) => {
    if (r !== full) return true;
    const me = await session();
    return refusal(me, plugin) === null && hears(me!);
  });
}
