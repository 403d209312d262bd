import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';
import { KITS } from './paint-kits.js';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const paintLoader = fileURLToPath(new URL('./paint-kits-loader.ts', import.meta.url));
const contractsLoader = fileURLToPath(new URL('./contracts-loader.ts', import.meta.url));

/**
 * Aliases the SDK's facade modules use to reach the real packages without going through the shared
 * scope (whose key is the package name itself).
 */
export const realPackages: Record<string, string> = {
  '@atrium/real/react-router': path.join(packageDir('react-router'), 'dist/production/index.mjs'),
  '@atrium/real/zod': path.join(packageDir('zod'), 'index.js'),
  ...Object.fromEntries(KITS.map((k) => [k.real, k.esmDir])),
};

/**
 * TypeScript + JSX through rspack's built-in SWC, CSS through rspack's native CSS support. Imports from
 * a package with a first-paint kit are split between the kit and the rest (paint-kits.ts), in our
 * sources after SWC and in the @mantine packages, which import the kits' names too. A plugin's route
 * contracts and the socket events its tabs send reach the browser without their schemas (contracts.ts),
 * before SWC sees them.
 */
export function moduleRules(opts: { production: boolean }): RuleSetRule[] {
  return [
    { test: /[\\/]shared[\\/](routes|sends)\.ts$/, exclude: /node_modules/, enforce: 'pre', use: [{ loader: contractsLoader }] },
    {
      test: /\.(ts|tsx|js|jsx|mjs)$/,
      exclude: /node_modules/,
      use: [
        { loader: paintLoader },
        {
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !opts.production } },
              target: 'es2022',
            },
          },
        },
      ],
      type: 'javascript/auto',
    },
    { test: /\.m?js$/, include: /[\\/]node_modules[\\/]@mantine[\\/]/, use: [{ loader: paintLoader }] },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|svg|ico|jpg|jpeg|gif|webp|woff2?)$/, type: 'asset/resource' },
  ];
}

export const resolveOptions = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  alias: realPackages,
  // Sources import siblings as './x.js' (NodeNext style); resolve those to the .ts/.tsx files.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};
