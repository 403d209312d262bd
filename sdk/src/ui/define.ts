import type { PluginManifest } from '../shared/manifest.js';
import type { UiPluginDefinition, UiPluginParts } from './types.js';

/**
 * The default export of a plugin's `ui/index.tsx`; the host loads it as the remote module `./plugin`.
 * The routes, menu and slots come from the manifest, so the host knows them before the remote loads.
 */
export function defineUiPlugin<const M extends PluginManifest>(manifest: M, ui: UiPluginParts<M>): UiPluginDefinition {
  return { code: manifest.code, manifest, pages: ui.pages, slots: ui.slots ?? {}, locales: ui.locales };
}
