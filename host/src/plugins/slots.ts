import { useMemo, type ComponentType } from 'react';
import type { SlotContribution, SlotName, UiPluginDefinition } from '@atrium/sdk/ui';
import { loadPlugin } from './runtime.js';
import { useSettled } from './settled.js';
import type { PluginInfo } from './types.js';
import { CORE_FILLERS } from '../pages/chiefs/widgets.js';

const cache = new Map<string, Promise<SlotContribution[]>>();

/**
 * The contributions to a slot: the plugins whose manifest names it are loaded (once), and each gives
 * one component or a list (one contribution per item, keyed `<code>`, `<code>-1`, …); a plugin that
 * fails to load contributes a component that throws, so its own boundary shows the error panel.
 */
function contributions(plugins: PluginInfo[], name: SlotName, after?: Promise<void>): Promise<SlotContribution[]> {
  const owners = plugins.filter((p) => p.slots.fills.includes(name));
  const key = `${name}|${after ? 'after|' : ''}${owners.map((p) => p.remoteEntry).join(',')}`;
  let p = cache.get(key);
  if (!p) {
    const load = () =>
      Promise.all(
        owners.map((o) =>
          loadPlugin(o.code).then(
            (def: UiPluginDefinition): SlotContribution[] => {
              const fill = def.slots[name];
              const list = !fill ? [] : Array.isArray(fill) ? fill : [fill as ComponentType<any>];
              return list.map((Component, i) => ({ plugin: o.code, key: i ? `${o.code}-${i}` : o.code, Component }));
            },
            (err: Error): SlotContribution[] => [
              {
                plugin: o.code,
                key: o.code,
                Component: () => {
                  throw err;
                },
              },
            ],
          ),
        ),
      ).then((lists) => lists.flat());
    p = after ? after.then(load) : load();
    cache.set(key, p);
  }
  return p;
}

const NONE: SlotContribution[] = [];

const NO_PLUGINS: Promise<SlotContribution[]> = Promise.resolve(NONE);

/**
 * A slot's contributions: the core's own (`CORE_FILLERS`) first, then the plugins', none until their
 * plugins have loaded (they then appear; nothing suspends, so no loader flashes by and no reveal elsewhere
 * waits for this one); a deferred slot's plugins load once `after` has settled (the page quiet: SlotOptions.defer).
 */
export function useSlotFor(plugins: PluginInfo[], name: SlotName, after?: Promise<void>): SlotContribution[] {
  const filled = plugins.some((p) => p.slots.fills.includes(name));
  const loaded = useSettled(filled ? contributions(plugins, name, after) : NO_PLUGINS) ?? NONE;
  const core = CORE_FILLERS[name];
  return useMemo(() => (core ? [...core, ...loaded] : loaded), [core, loaded]);
}
