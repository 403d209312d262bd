import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { remoteName, type UiPluginDefinition } from '@atrium/sdk/ui';
import { addPluginLocales } from '../i18n/index.js';
import type { PluginInfo } from './types.js';

const loaded = new Map<string, Promise<UiPluginDefinition>>();
const registered = new Map<string, string>();

/**
 * Registers with the federation runtime exactly the remotes the user may use. A changed URL (a new
 * build hash) replaces the registration and forgets the loaded module.
 */
export function registerPlugins(list: PluginInfo[]) {
  const changed = list.filter((p) => registered.get(p.code) !== p.remoteEntry);
  if (!changed.length) return;
  registerRemotes(
    changed.map((p) => ({ name: remoteName(p.code), entry: p.remoteEntry })),
    { force: true },
  );
  for (const p of changed) {
    registered.set(p.code, p.remoteEntry);
    loaded.delete(p.code);
  }
}

/** Loads `./plugin` of a remote once (the promise is cached, also for React's `use`). */
export function loadPlugin(code: string): Promise<UiPluginDefinition> {
  const cached = loaded.get(code);
  if (cached) return cached;
  {
    const p = loadRemote<{ default: UiPluginDefinition }>(`${remoteName(code)}/plugin`).then(async (mod) => {
      const def = mod?.default;
      if (!def || def.code !== code) throw new Error(`the remote of ${code} does not export defineUiPlugin(manifest) with code '${code}'`);
      await addPluginLocales(code, def.locales);
      return def;
    });
    // A failed load may be retried (the retry button of the error panel) instead of failing forever.
    p.catch(() => loaded.delete(code));
    loaded.set(code, p);
    return p;
  }
}
