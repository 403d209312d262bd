/**
 * A federation runtime plugin of the host (federation-libs.ts): publishes the runtime's helper
 * libraries for the remotes, which are built to read them from these globals. It runs when the host's
 * federation runtime starts, before any remote entry loads.
 */
import * as sdk from '@module-federation/sdk';
// @ts-expect-error -- the package's exports map hides its types; the namespace is only passed on.
import * as errorCodes from '@module-federation/error-codes';
import type { FederationLibGlobal } from './federation-libs.js';

export default function provideFederationLibs() {
  const scope = globalThis as unknown as Record<FederationLibGlobal, unknown>;
  scope._ATRIUM_FEDERATION_SDK = sdk;
  scope._ATRIUM_FEDERATION_ERROR_CODES = errorCodes;
  return { name: 'atrium-provide-federation-libs' };
}
