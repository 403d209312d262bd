import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * The files of a plugin's page, written by its build beside `remoteEntry.js` (`preload.json`): the
 * scripts of the exposed `./plugin` module and each language's texts. `GET /api/plugins` hands them to
 * the shell, whose start asks for a page's code and texts together with its data instead of after the
 * remote entry has run (docs/benchmarks.md, "The page's own chain").
 */
export interface RemotePreload {
  scripts: string[];
  /** The texts of each language (`locales/<lang>.json`) the module loads on demand, by language. */
  texts: Record<string, string[]>;
}

/** The chunk group of `./plugin` is named 'plugin' (createRemoteConfig). */
export const EXPOSE_CHUNK = 'plugin';
export const PRELOAD_FILE = 'preload.json';

/** Writes `preload.json` of a remote build. */
export class RemotePreloadPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('AtriumRemotePreload', (stats) => {
      const out = compiler.options.output.path;
      if (stats.hasErrors() || !out) return;
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, chunkRelations: true, chunkGroups: true, ids: true });
      const group = json.namedChunkGroups?.[EXPOSE_CHUNK];
      const ids = new Set((group?.chunks ?? []).map(String));
      const list: RemotePreload = { scripts: (group?.assets ?? []).map((a) => a.name).filter((f) => f.endsWith('.js')), texts: {} };
      for (const chunk of json.chunks ?? []) {
        const only = chunk.modules?.length === 1 ? chunk.modules[0]?.nameForCondition : undefined;
        const lang = only && /[\\/]locales[\\/]([a-z]{2}(?:-[A-Za-z]+)?)\.json$/.exec(only)?.[1];
        if (lang && chunk.parents?.some((p) => ids.has(String(p)))) list.texts[lang] = chunk.files ?? [];
      }
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, PRELOAD_FILE), `${JSON.stringify(list)}\n`);
    });
  }
}
