import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  CompressAssetsPlugin,
  federationLibsHost,
  minimizers,
  moduleRules,
  resolveOptions,
  SHARE_STRATEGY,
  sharedPreset,
  StartCompileHintPlugin,
  StartPreloadPlugin,
  withStartChunk,
  type CacheGroups,
} from '../sdk/src/build/index.js';

const dir = import.meta.dirname;
const production = (process.env.NODE_ENV ?? 'production') === 'production';

/**
 * The web shell: a Module Federation host with no static remotes (they come from GET /api/plugins).
 * A function, since the build compiles it twice (`withStartChunk`).
 */
const shell = (cacheGroups: CacheGroups): Configuration => ({
  name: 'shell',
  mode: production ? 'production' : 'development',
  context: dir,
  devtool: production ? false : 'cheap-module-source-map',
  entry: { main: './src/index.ts' },
  output: {
    path: path.join(dir, 'dist'),
    publicPath: '/',
    filename: 'assets/[name].[contenthash:8].js',
    chunkFilename: 'assets/[name].[contenthash:8].js',
    cssFilename: 'assets/[name].[contenthash:8].css',
    cssChunkFilename: 'assets/[name].[contenthash:8].css',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    uniqueName: 'atrium_host',
    clean: true,
  },
  resolve: { ...resolveOptions, alias: { ...resolveOptions.alias, ...federationLibsHost.aliases } },
  module: {
    rules: [
      ...moduleRules({ production }),
      // @mantine/spotlight declares itself free of side effects, which would drop its stylesheet's import
      // from the search box's chunk (loaded on first use, src/search/SearchBox.tsx).
      { test: /[\\/]@mantine[\\/]spotlight[\\/]styles\.css$/, sideEffects: true },
      // The shell's texts in two parts per language (src/i18n/text-parts.ts).
      {
        test: /[\\/]i18n[\\/]locales[\\/]\w+\.json$/,
        resourceQuery: /part=/,
        use: [{ loader: path.join(dir, 'build/texts-loader.ts') }],
        type: 'json',
      },
    ],
  },
  experiments: { css: true },
  plugins: [
    // The host provides the federation runtime core and its helper libraries to every remote, which then
    // ships without its own copies.
    new ModuleFederationPlugin({
      name: 'atrium_host',
      remotes: {},
      runtimePlugins: [federationLibsHost.runtimePlugin],
      shared: sharedPreset('host'),
      shareStrategy: SHARE_STRATEGY,
      dts: false,
      manifest: false,
      experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
    }),
    new rspack.HtmlRspackPlugin({ template: './src/index.html', favicon: undefined }),
    // The start chunk is asked for with the page, not after the entry script has run.
    new StartPreloadPlugin(),
    // ... and compiled while it downloads.
    new StartCompileHintPlugin(),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    new CompressAssetsPlugin(),
  ],
  optimization: { splitChunks: { chunks: 'async', cacheGroups }, minimizer: minimizers() },
  performance: { hints: false },
});

/** The shell's service worker (src/service-worker/worker.ts), at /sw.js so its scope is the whole site. */
const worker: Configuration = {
  name: 'service-worker',
  // After the shell, whose build empties dist/ first.
  dependencies: ['shell'],
  mode: production ? 'production' : 'development',
  context: dir,
  devtool: false,
  target: 'webworker',
  entry: { sw: './src/service-worker/worker.ts' },
  output: { path: path.join(dir, 'dist'), filename: 'sw.js', clean: false },
  resolve: resolveOptions,
  module: { rules: moduleRules({ production }) },
  plugins: [new CompressAssetsPlugin()],
  performance: { hints: false },
};

export default async () => [await withStartChunk(shell, '/src/bootstrap.tsx'), worker];
