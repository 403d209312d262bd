import * as oidc from 'openid-client';
import { errors } from '@atrium/sdk/shared';
import type { Core } from '../core.js';
import { unseal } from '../users/sealed.js';
import type { SsoProviderRow } from './entities.js';

/** Discovered issuers, per provider and its last edit (an edit discovers again); bounded. */
const discovered = new Map<string, Promise<oidc.Configuration>>();
const MAX_ISSUERS = 500;

/**
 * The provider's configuration from its discovery document. A failed discovery is not kept, so an
 * issuer that was away is asked again on the next sign-in. http is allowed only where the schema
 * allowed it (loopback: schemas.ts).
 */
export function issuerOf(core: Core, p: SsoProviderRow): Promise<oidc.Configuration> {
  const key = `${p.id}:${new Date(p.updatedAt).getTime()}`;
  let found = discovered.get(key);
  if (!found) {
    if (discovered.size >= MAX_ISSUERS) discovered.clear();
    const insecure = new URL(p.issuer).protocol === 'http:';
    found = oidc
      .discovery(new URL(p.issuer), p.oidcClientId, unseal(core.config, p.secretSealed), undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        discovered.delete(key);
        core.log.warn({ err, issuer: p.issuer }, 'identity provider discovery failed');
        throw errors.unavailable('The sign-in provider does not answer, try again later', 'auth.ssoUnavailable');
      });
    discovered.set(key, found);
  }
  return found;
}
