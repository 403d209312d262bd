import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack, type RspackPluginInstance } from '@rspack/core';

/**
 * The federation runtime's helper libraries, which every remote entry bundled whole before (CommonJS,
 * so not tree-shaken: about 4 KB of an entry's 9 on the wire). The host already holds them (its
 * runtime core needs them) and hands them to remotes under these globals (federation-libs-runtime.ts),
 * as `provideExternalRuntime` does for the runtime core. Pure functions and constants: one copy can
 * serve every container, which is why the bundler runtime itself, which keeps each container's state,
 * is not among them.
 */
const FEDERATION_LIBS = {
  '@module-federation/sdk': '_ATRIUM_FEDERATION_SDK',
  '@module-federation/error-codes': '_ATRIUM_FEDERATION_ERROR_CODES',
} as const;

export type FederationLibGlobal = (typeof FEDERATION_LIBS)[keyof typeof FEDERATION_LIBS];

const require = createRequire(import.meta.url);

/**
 * The host's side: its runtime plugin publishes the libraries, and its own imports of them resolve to
 * the CommonJS builds the runtime core requires, so the plugin adds no second copy.
 */
export const federationLibsHost = {
  runtimePlugin: fileURLToPath(new URL('./federation-libs-runtime.ts', import.meta.url)),
  aliases: Object.fromEntries(Object.keys(FEDERATION_LIBS).map((name) => [`${name}$`, require.resolve(name)])),
};

/** The remote's side: each library is read from the host's global instead of bundled. */
export function federationLibsExternals(): RspackPluginInstance {
  return new rspack.ExternalsPlugin('global', { ...FEDERATION_LIBS });
}
