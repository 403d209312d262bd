import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { START_CHUNK } from './start-preload.js';

/**
 * V8's explicit compile hint (Chrome 136+; to other engines only a comment): every function of the file is
 * compiled when the script is, on the thread that streams it in while it downloads. It must be the
 * file's first line.
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the shell's start scripts, its entry and the start chunk (START_CHUNK), for eager compilation.
 * V8 otherwise compiles a function when it is first called, on the main thread, after parsing it once
 * already to find its end; nearly every function of the start runs before the first paint, so on the
 * mobile profile that was ~1.3 s of a traced cold visit's main thread (docs/benchmarks.md, "Compile hints
 * and the first date"). Added after the minimizers, which drop comments.
 */
export class StartCompileHintPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AtriumCompileHint', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AtriumCompileHint', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        const entries = [...compilation.entrypoints.values()].flatMap((e) => e.chunks);
        const start = [...compilation.chunks].filter((c) => c.name === START_CHUNK);
        for (const chunk of [...entries, ...start])
          for (const file of chunk.files)
            if (file.endsWith('.js')) compilation.updateAsset(file, (s) => new rspack.sources.ConcatSource(COMPILE_ALL_HINT, s));
      });
    });
  }
}
