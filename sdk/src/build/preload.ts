import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import type { RemotePreload } from '../shared/remote-preload.js';

/** The chunk group of `./plugin` is named 'plugin' (createRemoteConfig). */
export const EXPOSE_CHUNK = 'plugin';
export const PRELOAD_FILE = 'preload.json';

/** Writes `preload.json` beside `remoteEntry.js`: the files of the page (`RemotePreload`), by name. */
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
