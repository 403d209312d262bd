/**
 * zod as the shell shares it (sdk/src/build/shared.ts): one copy in the page for the host and every
 * remote, where each used to bundle its own (24 KB on the wire apiece, seven copies on a wall showing
 * every plugin's widget). A shared module keeps every export, so what no browser code uses is left
 * out: the locales (the shell translates messages itself), JSON Schema conversion, the compiler and
 * the `core` namespace (the schemas reach core through their own imports). The server and tests
 * import the real package; `@atrium/real/zod` is an alias of it (sdk/src/build/rules.ts). Types come
 * from the real package too, so this module's own typing does not matter to plugins.
 */
// `z` is this module's own namespace, as in zod's entry; TypeScript calls the self-import circular (the
// bundler does not, and a second module re-exporting the first made the build keep all of zod).
// @ts-expect-error TS2303
import * as self from './zod.js';

export * from '@atrium/real/zod';
// Declarations here take precedence over the star export, so the build leaves these parts of zod out.
export const locales = undefined;
export const toJSONSchema = undefined;
export const fromJSONSchema = undefined;
export const compile = undefined;
export const withParser = undefined;
export const core = undefined;
// @ts-expect-error TS2303 (above)
export { self as z, self as default };
