import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { matchPath } from 'react-router';
import { remoteName, type UiPluginDefinition } from '@atrium/sdk/ui';
import { addPluginLocales, shownLang } from '../i18n/index.js';
import { earlyPlugins } from '../boot/early-calls.js';
import { preloadPlugin } from '../boot/preload-plugin.js';
import { loadCasl } from '../session/ability.js';
import { outcomeOf } from './settled.js';
import type { PluginInfo } from './types.js';

const loaded = new Map<string, Promise<UiPluginDefinition>>();
const registered = new Map<string, PluginInfo>();
let loading = 0;

/** How many plugin modules are on their way (the shell waits for none before its own background work). */
export const pluginsLoading = () => loading;

/**
 * Registers with the federation runtime exactly the remotes the user may use. A changed URL (a new
 * build hash) replaces the registration and forgets the loaded module.
 */
export function registerPlugins(list: PluginInfo[]) {
  const changed = list.filter((p) => registered.get(p.code)?.remoteEntry !== p.remoteEntry);
  if (!changed.length) return;
  registerRemotes(
    changed.map((p) => ({ name: remoteName(p.code), entry: p.remoteEntry })),
    { force: true },
  );
  for (const p of changed) {
    registered.set(p.code, p);
    loaded.delete(p.code);
  }
}

/** Loads `./plugin` of a remote once (the promise is cached, also for React's `use`). */
export function loadPlugin(code: string): Promise<UiPluginDefinition> {
  const cached = loaded.get(code);
  if (cached) return cached;
  {
    // Its files leave together rather than each after the one that names it (boot/preload-plugin.ts).
    const info = registered.get(code);
    if (info) preloadPlugin(info, shownLang());
    const p = loadRemote<{ default: UiPluginDefinition }>(`${remoteName(code)}/plugin`).then(async (mod) => {
      const def = mod?.default;
      if (!def || def.code !== code) throw new Error(`the remote of ${code} does not export defineUiPlugin(manifest) with code '${code}'`);
      await addPluginLocales(code, def.locales);
      return def;
    });
    // A failed load may be retried (the retry button of the error panel) instead of failing forever.
    p.catch(() => loaded.delete(code));
    loading++;
    p.finally(() => loading--).catch(() => undefined);
    // Followed from now on: a page or slot that renders after the module arrived shows it in that
    // render (useSettled), not one render later.
    outcomeOf(p);
    loaded.set(code, p);
    return p;
  }
}

/** A page's plugin, with CASL when the plugin adds rules to the ability (its pages may ask for it). */
export function loadPagePlugin(p: PluginInfo): Promise<UiPluginDefinition> {
  if (p.abilities) void loadCasl().catch(() => undefined);
  return loadPlugin(p.code);
}

/** The plugin whose manifest claims a path (known before its remote loads). */
export function pluginForPath(plugins: PluginInfo[], pathname: string): PluginInfo | undefined {
  return plugins.find((p) => p.routes.some((r) => matchPath({ path: r, end: true }, pathname)));
}

/**
 * Starts loading the plugin of the page being opened as soon as the start's plugin list is there, so
 * its module and texts load while the shell renders instead of after (docs/benchmarks.md, First load).
 * A failure here is the page's to show: it loads the plugin again when it renders.
 */
export async function preloadPageOf(pathname: string) {
  const list = (await earlyPlugins())?.result;
  const owner = list && pluginForPath(list, pathname);
  if (!owner) return;
  registerPlugins(list);
  await loadPagePlugin(owner).catch(() => undefined);
}
