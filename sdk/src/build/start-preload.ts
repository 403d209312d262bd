import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/** The name of the chunk that holds every module of a shell's start (start-chunk.ts). */
export const START_CHUNK = 'start';

/**
 * Lists in the shell's `index.html`, as `<link rel="preload">`, its entry script and the files of its
 * start chunk (START_CHUNK, `withStartChunk`). Without them the browser asks for those only once the
 * entry script has arrived and run: on a phone network half a second with the line idle
 * (docs/benchmarks.md, "Start preloads"). The entry comes first, so its early calls are not queued
 * behind the chunk.
 */
export class StartPreloadPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('AtriumStartPreload', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('AtriumStartPreload', (data) => {
        const start = [...compilation.chunks].find((c) => c.name === START_CHUNK);
        if (!start) throw new Error(`StartPreloadPlugin: the build has no chunk named "${START_CHUNK}" (withStartChunk)`);
        const entry = data.assetTags.scripts.map((t) => String(t.attributes.src)).filter(Boolean);
        // Its styles before its script, in every build (a chunk's files come in no set order).
        const own = [...start.files].filter((f) => f.endsWith('.css')).concat([...start.files].filter((f) => f.endsWith('.js')));
        const files = [...entry, ...own.map((f) => `${data.publicPath}${f}`)];
        const links = files.map((href) => ({
          tagName: 'link',
          attributes: { rel: 'preload', as: href.endsWith('.css') ? 'style' : 'script', href },
          voidTag: true,
        }));
        data.assetTags.meta.push(...links);
        return data;
      });
    });
  }
}
