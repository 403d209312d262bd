import { LessThan, MoreThan } from 'typeorm';
import * as oidc from 'openid-client';
import { errors, UserRegister, type Lang } from '@atrium/sdk/shared';
import type { Core } from '../core.js';
import { newId } from '../db/ids.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { admit } from '../auth/admit.js';
import { Client, type ClientRow } from '../clients/entity.js';
import { User, type UserRow } from '../users/entity.js';
import { createUser } from '../users/create.js';
import { SsoLogin, SsoProvider, type SsoKind, type SsoProviderRow } from './entities.js';
import { issuerOf } from './issuer.js';

/** A sign-in must come back from the provider within this time. */
const LOGIN_TTL_MS = 10 * 60_000;

/** Where providers send the browser back: the address people open (`PUBLIC_URL`), registered with each provider. */
export const redirectUri = (core: Core) => `${core.config.publicUrl}/authorize`;

const badState = () => errors.badRequest('The sign-in was not recognised or is already used, start it again', 'auth.ssoStateInvalid');
const refusedCode = () => errors.badRequest('The provider did not confirm the sign-in, start it again', 'auth.ssoCodeInvalid');
const noEmployee = () => errors.forbidden('no employee with this account', 'auth.ssoNoEmployee');

/**
 * `GET api/sso/{client}/{provider}/start`: where the browser goes to sign in with the provider. What the
 * return needs (the PKCE verifier, the nonce) stays here under the state's hash; the browser carries only
 * the state. Another client's provider is 404.
 */
export async function startSignIn(core: Core, clientRef: string, providerId: string): Promise<string> {
  const client = await core.ds.getRepository(Client).findOne({ where: [{ workspace: clientRef }, { id: clientRef }] });
  const provider = client && (await core.ds.getRepository(SsoProvider).findOneBy({ id: providerId, clientId: client.id }));
  if (!provider) throw errors.notFound();
  const config = await issuerOf(core, provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const logins = core.ds.getRepository(SsoLogin);
  // Sign-ins never finished go with the next one started: the table holds only the last minutes' rows.
  await logins.delete({ expiresAt: LessThan(new Date()) });
  await logins.insert({
    id: newId(),
    stateHash: hashToken(state),
    clientId: provider.clientId,
    providerId: provider.id,
    codeVerifier,
    nonce,
    expiresAt: new Date(Date.now() + LOGIN_TTL_MS),
    createdAt: new Date(),
  });
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(core),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

/** The state's row, taken: a second use of the state finds nothing. */
async function claimState(core: Core, state: string) {
  const logins = core.ds.getRepository(SsoLogin);
  const row = await logins.findOne({ where: { stateHash: hashToken(state), expiresAt: MoreThan(new Date()) } });
  if (!row) throw badState();
  const taken = await logins.delete({ id: row.id });
  if (!taken.affected) throw badState();
  return row;
}

/** The ID token's claims, once the provider has exchanged the code (PKCE, state, nonce and issuer checked). */
async function claimsOf(core: Core, provider: SsoProviderRow, login: { codeVerifier: string; nonce: string }, body: Returned) {
  const config = await issuerOf(core, provider);
  const current = new URL(redirectUri(core));
  current.searchParams.set('code', body.code);
  current.searchParams.set('state', body.state);
  if (body.iss) current.searchParams.set('iss', body.iss);
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: body.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    return tokens.claims()!;
  } catch (err) {
    // The provider refusing the code (used, expired, not its own) or a token that fails its checks.
    if (err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError || err instanceof oidc.ClientError)
      throw refusedCode();
    core.log.warn({ err, issuer: provider.issuer }, 'identity provider token exchange failed');
    throw errors.unavailable('The sign-in provider does not answer, try again later', 'auth.ssoUnavailable');
  }
}

type Claims = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The employee the claim names: its value is compared, ignoring case, with the e-mail, or with the login
 * when it holds no @ (logins and e-mails are stored lower-case).
 */
function employeeOf(core: Core, provider: SsoProviderRow, claims: Claims): Promise<UserRow | null> {
  const key = text(claims[provider.claim]).toLowerCase();
  const field = key.includes('@') ? { email: key } : { login: key };
  return core.ds.getRepository(User).findOneBy({ ...field, clientId: provider.clientId });
}

/**
 * A person the client lets the provider create: an employee with the client's initial rights, as an
 * invitation makes, and a password nobody knows (they sign in through the provider). Without a valid
 * e-mail and name nobody is created. The journal records who was created and by which provider.
 */
async function createEmployee(core: Core, client: ClientRow, provider: SsoProviderRow, claims: Claims): Promise<UserRow> {
  const email = text(claims.email);
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  const password = newToken();
  const input = UserRegister.safeParse({
    firstName: (text(claims.given_name) || first).slice(0, 20),
    lastName: (text(claims.family_name) || rest.join(' ')).slice(0, 20),
    email,
    password,
    confirmPassword: password,
    lang: client.lang as Lang,
  });
  if (!input.success) throw noEmployee();
  const user = await createUser(core, client.id, input.data);
  await core.serviceContext(client.id).journal('users', 'user.create', { userId: user.id, by: 'sso', providerId: provider.id });
  return user;
}

export interface Returned {
  code: string;
  state: string;
  iss?: string;
}

/**
 * `POST api/outlook/login` (kind `outlook`) and `POST api/sso/login` (any other issuer): finishes the sign-in
 * the state started, as the platform's usual sign-in does. A refusal creates nothing; a blocked company is
 * refused before the provider is asked.
 */
export async function finishSignIn(core: Core, kind: SsoKind, body: Returned) {
  const login = await claimState(core, body.state);
  const provider = await core.ds.getRepository(SsoProvider).findOneBy({ id: login.providerId, clientId: login.clientId });
  if (!provider || provider.kind !== kind) throw badState();
  const client = await core.ds.getRepository(Client).findOneByOrFail({ id: provider.clientId });
  if (client.status === 'blocked') throw errors.forbidden('company blocked', 'auth.companyBlocked');
  const claims = await claimsOf(core, provider, login, body);
  // An e-mail the provider has not verified proves nothing: it names nobody and creates nobody.
  if (!text(claims[provider.claim]) || claims.email_verified === false) throw noEmployee();
  const user =
    (await employeeOf(core, provider, claims)) ?? (provider.allowCreate ? await createEmployee(core, client, provider, claims) : null);
  if (!user) throw noEmployee();
  return admit(core, user);
}
