import type { PluginInfo } from '../plugins/types.js';

const asked = new Set<string>();

/**
 * Asks for a plugin's code at once: its remote entry, the scripts of its `./plugin` module and its texts in
 * `lang`. Loaded through the federation runtime alone, each is found only once the one before has run (the
 * entry, then the module, then its chunks and texts): three round trips, 150 ms each on a phone's network,
 * which the mood meter's question waited for after the page went quiet (docs/benchmarks.md, "The cold visit
 * on a phone"). Each file is asked for once.
 */
export function preloadPlugin(plugin: Pick<PluginInfo, 'remoteEntry' | 'preload'>, lang: string) {
  for (const href of [plugin.remoteEntry, ...plugin.preload.scripts, ...(plugin.preload.texts[lang] ?? [])]) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}
