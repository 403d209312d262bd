import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { moduleRules, resolveOptions } from './rules.js';
import { remoteName, SHARE_STRATEGY, sharedPreset } from './shared.js';
import { BuildHashFilePlugin } from './hash-file.js';
import { CompressAssetsPlugin } from './compress.js';
import { EXPOSE_CHUNK, RemotePreloadPlugin } from './preload.js';
import { federationLibsExternals } from './federation-libs.js';
import { minimizers } from './browsers.js';
import type { PluginManifest } from '../shared/manifest.js';

export interface RemoteOptions {
  /** The plugin's manifest (`shared/manifest.ts`): its code names the remote and the URL segment `/plugins/<code>/`. */
  manifest: Pick<PluginManifest, 'code'>;
  /** The plugin package folder (usually `import.meta.dirname` of its rspack.config.ts). */
  dir: string;
  /** The module exposing `defineUiPlugin(...)` as its default export. */
  entry?: string;
  mode?: 'production' | 'development';
}

/**
 * The one rspack + Module Federation configuration every plugin UI is built with: a remote named
 * `atrium_<code>` exposing `./plugin`, built to `dist/ui`, served by the core at `/plugins/<code>/`,
 * sharing the host's singletons, stamping `build-hash.txt` for cache-busting remote URLs, listing the
 * files of its page in `preload.json` and writing Brotli and gzip copies of its files.
 */
export function createRemoteConfig(opts: RemoteOptions): Configuration {
  const production = (opts.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const { code } = opts.manifest;
  const out = path.join(opts.dir, 'dist/ui');
  return {
    mode: production ? 'production' : 'development',
    context: opts.dir,
    devtool: production ? false : 'cheap-module-source-map',
    // The container entry is the only entry; ModuleFederationPlugin adds it.
    entry: {},
    output: {
      path: out,
      publicPath: `/plugins/${code}/`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: remoteName(code),
      clean: true,
    },
    resolve: resolveOptions,
    module: { rules: moduleRules({ production }) },
    // The shared rules handle `.css` (a library's styles, e.g. @mantine/charts): the parser needs this, as in the host.
    experiments: { css: true },
    plugins: [
      new ModuleFederationPlugin({
        name: remoteName(code),
        filename: 'remoteEntry.js',
        // Named, so its chunks can be listed in preload.json.
        exposes: { './plugin': { import: opts.entry ?? './ui/index.tsx', name: EXPOSE_CHUNK } },
        shared: sharedPreset('remote'),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        manifest: false,
        // The runtime core comes from the host (provideExternalRuntime there): ~20 KB less per remote.
        experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
      // And the runtime's helper libraries too (federation-libs.ts): ~4 KB less per remote.
      federationLibsExternals(),
      new BuildHashFilePlugin(),
      new RemotePreloadPlugin(),
      new CompressAssetsPlugin(),
    ],
    optimization: { minimizer: minimizers() },
    performance: { hints: false },
  };
}
