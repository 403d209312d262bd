import http from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface LoopbackIssuer {
  issuer: string;
  clientId: string;
  secret: string;
  /** What the issuer tells about a person who signs in with this login; by default a verified e-mail equal to it. */
  account(login: string, claims: Record<string, unknown>): void;
  /**
   * Goes through the issuer's sign-in as a browser would (its own login form, cookies kept), from the
   * authorization address `GET api/sso/.../start` sent to, and answers the address it sends back to.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`, its development login page) on 127.0.0.1, one
 * registered client returning to `redirectUri`. Consent is taken as given, as a company's directory gives it.
 */
export async function startLoopbackIssuer(redirectUri: string): Promise<LoopbackIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const clientId = 'atrium';
  const secret = 'loopback-issuer-secret-0123456789';
  const accounts = new Map<string, Record<string, unknown>>();
  const config: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'preferred_username'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    // The ID token carries the claims itself, as Entra ID and Google send them.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, ...accounts.get(id) }),
    }),
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, config);
  server.on('request', provider.callback());

  const signIn = async (authorizationUrl: string, login: string) => {
    const jar = new Map<string, string>();
    const send = async (url: string, form?: Record<string, string>) => {
      const res = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair = ''] = c.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    };
    let res = await send(authorizationUrl);
    for (let step = 0; step < 10; step++) {
      const location = res.headers.get('location');
      if (location?.startsWith(redirectUri)) return new URL(location);
      if (location) {
        res = await send(new URL(location, issuer).toString());
        continue;
      }
      const page = await res.text();
      const action = /action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`the issuer answered ${res.status}: ${page.slice(0, 300)}`);
      res = await send(new URL(action, issuer).toString(), { prompt: 'login', login, password: 'any' });
    }
    throw new Error('the issuer never sent the browser back');
  };

  return {
    issuer,
    clientId,
    secret,
    account: (login, claims) => accounts.set(login, claims),
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
