import { use } from 'react';
import type { SlotContribution, SlotName, UiPluginDefinition } from '@atrium/sdk/ui';
import { loadPlugin } from './runtime.js';
import type { PluginInfo } from './types.js';

const cache = new Map<string, Promise<SlotContribution[]>>();

/**
 * The contributions to a slot: the plugins whose manifest names it are loaded (once); a plugin that
 * fails to load contributes a component that throws, so its own boundary shows the error panel.
 */
function contributions(plugins: PluginInfo[], name: SlotName): Promise<SlotContribution[]> {
  const owners = plugins.filter((p) => p.slots.fills.includes(name));
  const key = `${name}|${owners.map((p) => p.remoteEntry).join(',')}`;
  let p = cache.get(key);
  if (!p) {
    p = Promise.all(
      owners.map((o) =>
        loadPlugin(o.code).then(
          (def: UiPluginDefinition) => (def.slots[name] ? { plugin: o.code, Component: def.slots[name] } : null),
          (err: Error) => ({
            plugin: o.code,
            Component: () => {
              throw err;
            },
          }),
        ),
      ),
    ).then((list) => list.filter((c): c is SlotContribution => !!c));
    cache.set(key, p);
  }
  return p;
}

const NONE: SlotContribution[] = [];

/** No plugin declares the slot: nothing to load, nothing to suspend on (no loader flashes by). */
export const useSlotFor = (plugins: PluginInfo[], name: SlotName) =>
  plugins.some((p) => p.slots.fills.includes(name)) ? use(contributions(plugins, name)) : NONE;
