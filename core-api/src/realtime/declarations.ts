import { collectRealtime, type MayHear, type PluginDefinition, type RealtimeDeclaration } from '@atrium/sdk/server';
import type { RoomRef, SocketPush } from '@atrium/sdk/shared';
import type { Core } from '../core.js';

/** A plugin with the socket contracts it serves. */
export interface Served {
  plugin: PluginDefinition;
  declared: RealtimeDeclaration;
}

const cache = new WeakMap<Core, Map<string, Served>>();

/** Every plugin's realtime declaration by plugin code, collected once per core. */
export function declarations(core: Core): Map<string, Served> {
  let served = cache.get(core);
  if (!served) {
    served = new Map(core.plugins.map((plugin) => [plugin.code, { plugin, declared: collectRealtime(plugin.code, plugin.realtime) }]));
    cache.set(core, served);
  }
  return served;
}

/** The push, when it is the plugin's own: a plugin speaks only under its own code. */
export function ownPush<W>(code: string, push: SocketPush<W>): SocketPush<W> {
  if (push.plugin !== code) throw new Error(`plugin ${code} may not send ${push.event}: it is plugin ${push.plugin}'s`);
  return push;
}

/** The rule of one of the plugin's declared rooms; anything else is a mistake of the plugin's code. */
export function roomRule(core: Core, code: string, room: RoomRef): MayHear {
  if (room.plugin !== code) throw new Error(`plugin ${code} may not use room ${room.plugin}:${room.room}: it is plugin ${room.plugin}'s`);
  const rule = declarations(core).get(code)?.declared.rooms.get(room.room);
  if (!rule) throw new Error(`plugin ${code} declares no room ${room.room}: declare it with io.room(room, { mayHear })`);
  return rule;
}
