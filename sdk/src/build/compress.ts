import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Scripts, styles, pages and JSON: what the shell fetches as text. Images and fonts are compressed already. */
const COMPRESSIBLE_ASSET = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible asset
 * of the build. The core serves the best copy the browser accepts (core-api/src/http/static.ts); the
 * highest levels cost only build time. A copy that is not smaller than its file is not written.
 */
export class CompressAssetsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('AtriumCompressAssets', async (compilation) => {
      const out = compiler.options.output.path;
      if (!out || compilation.errors.length) return;
      const names = compilation
        .getAssets()
        .map((a) => a.name)
        .filter((n) => COMPRESSIBLE_ASSET.test(n));
      await Promise.all(names.map((name) => compressFile(path.join(out, name))));
    });
  }
}

/** Writes `<file>.br` and `<file>.gz` when each is smaller than the file; removes a stale copy otherwise. */
export async function compressFile(file: string): Promise<void> {
  const data = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [ext, copy] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (copy.length < data.length) await fs.promises.writeFile(file + ext, copy);
    else await fs.promises.rm(file + ext, { force: true });
  }
}
