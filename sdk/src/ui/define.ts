import type { UiPluginDefinition } from './types.js';

/** The default export of a plugin's `ui/index.tsx`; the host loads it as the remote module `./plugin`. */
export function defineUiPlugin<T extends UiPluginDefinition>(def: T): T {
  if (!/^[a-z][a-z0-9_-]{1,39}$/.test(def.code)) throw new Error(`defineUiPlugin: invalid code "${def.code}"`);
  for (const r of def.routes ?? [])
    if (!r.path.startsWith('/')) throw new Error(`defineUiPlugin(${def.code}): route "${r.path}" must be absolute`);
  return def;
}
