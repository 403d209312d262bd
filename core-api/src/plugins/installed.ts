import path from 'node:path';
import type { PluginDefinition } from '@atrium/sdk/server';
import { discoverPlugins, importPlugins, orderPlugins } from './loader.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** The folders whose subfolders are plugin packages: the workspace's `plugins/` and PLUGINS_DIR. */
export const pluginFolders = (env = process.env) => [
  path.join(root, 'plugins'),
  ...(env.PLUGINS_DIR ? env.PLUGINS_DIR.split(path.delimiter) : []),
];

/** The plugins of this installation: the workspace's `plugins/` and PLUGINS_DIR, validated and ordered. */
export async function installedPlugins(warn: (line: string) => void, env = process.env) {
  const dirs = pluginFolders(env);
  const only = env.PLUGINS ? new Set(env.PLUGINS.split(',').map((s) => s.trim())) : null;
  const found = discoverPlugins(dirs);
  const imported = (await importPlugins(found, warn)).filter((p) => !only || only.has(p.def.code));
  const plugins: PluginDefinition[] = orderPlugins(
    imported.map((p) => p.def),
    warn,
  );
  const pluginDirs = Object.fromEntries(imported.map((p) => [p.def.code, p.meta.dir]));
  return { plugins, pluginDirs };
}
