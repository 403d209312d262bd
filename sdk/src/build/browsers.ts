import { rspack } from '@rspack/core';

/**
 * The browsers the shell and every plugin UI are built for: those Mantine 8 supports
 * (mantine.dev/browser-support). Lightning CSS's default, "fully supports es6" (Safari 10, Chrome 51),
 * wrote each `:is()` rule of the kit's styles three times (`:-webkit-any`, `:-moz-any`, `:is`) and
 * prefixed what these browsers need no prefix for: 506 KB of CSS for the first page instead of 218 KB,
 * parsed before the first paint (docs/benchmarks.md, "CSS for the browsers we support").
 */
export const BROWSERS = ['chrome >= 108', 'edge >= 108', 'firefox >= 101', 'safari >= 15.4', 'ios_saf >= 15.4'];

/** rspack's two minimizers (its defaults), the CSS one for BROWSERS. */
export const minimizers = () => [
  new rspack.SwcJsMinimizerRspackPlugin(),
  new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
];
