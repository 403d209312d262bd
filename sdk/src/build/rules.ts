import type { RuleSetRule } from '@rspack/core';

/** TypeScript + JSX through rspack's built-in SWC, CSS through rspack's native CSS support. */
export function moduleRules(opts: { production: boolean }): RuleSetRule[] {
  return [
    {
      test: /\.(ts|tsx|js|jsx|mjs)$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !opts.production } },
          target: 'es2022',
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|svg|ico|jpg|jpeg|gif|webp|woff2?)$/, type: 'asset/resource' },
  ];
}

export const resolveOptions = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  // Sources import siblings as './x.js' (NodeNext style); resolve those to the .ts/.tsx files.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};
