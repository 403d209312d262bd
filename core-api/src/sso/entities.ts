import { EntitySchema } from 'typeorm';
import { defineEntity, type ClientRow } from '@atrium/sdk/server';

export const SSO_KINDS = ['outlook', 'oidc'] as const;
export type SsoKind = (typeof SSO_KINDS)[number];

/**
 * An OpenID Connect provider a client signs in with. `outlook` is Microsoft Entra ID, finished by the
 * spec's `POST api/outlook/login`; `oidc` any other issuer. The secret is sealed (users/sealed.ts) and
 * never leaves the server.
 */
export interface SsoProviderRow extends ClientRow {
  kind: SsoKind;
  /** The button's text: "Sign in with {name}". */
  name: string;
  issuer: string;
  /** The client id the issuer gave this installation (not an Atrium client). */
  oidcClientId: string;
  secretSealed: string;
  /** The ID-token claim that names the employee, compared with the e-mail (or the login when it holds no @), ignoring case. */
  claim: string;
  /** An unknown person is created as an employee (with the client's initial rights) instead of refused. */
  allowCreate: boolean;
}

export const SsoProvider = defineEntity<SsoProviderRow>({
  name: 'SsoProvider',
  table: 'sso_provider',
  columns: {
    kind: { type: 'varchar', length: 16 },
    name: { type: 'varchar', length: 100 },
    issuer: { type: 'varchar', length: 300 },
    oidcClientId: { type: 'varchar', length: 300 },
    secretSealed: { type: 'text' },
    claim: { type: 'varchar', length: 64 },
    allowCreate: { type: 'boolean', default: false },
  },
});

/**
 * A sign-in under way: what the browser was sent to the provider with. Only the state's hash is kept,
 * looked up before any client is known (like a session); the row is deleted when the sign-in finishes,
 * so a state works once.
 */
export interface SsoLoginRow {
  id: string;
  stateHash: string;
  clientId: string;
  providerId: string;
  codeVerifier: string;
  nonce: string;
  expiresAt: Date;
  createdAt: Date;
}

export const SsoLogin = new EntitySchema<SsoLoginRow>({
  name: 'SsoLogin',
  tableName: 'sso_login',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    stateHash: { type: 'varchar', length: 64 },
    clientId: { type: 'varchar', length: 36 },
    providerId: { type: 'varchar', length: 36 },
    codeVerifier: { type: 'varchar', length: 128 },
    nonce: { type: 'varchar', length: 64 },
    expiresAt: { type: 'datetime', precision: 3 },
    createdAt: { type: 'datetime', precision: 3 },
  },
  indices: [
    { name: 'ux_sso_login_state', columns: ['stateHash'], unique: true },
    { name: 'ix_sso_login_expires', columns: ['expiresAt'] },
  ],
});
