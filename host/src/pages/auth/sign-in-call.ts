import { ApiError } from '@atrium/sdk/ui';

export interface SignInAnswer {
  token: string;
  expires: string;
  result: { _id: string };
}

/**
 * A sign-in call (`POST /api/loginPage`, `/api/sso/login`, `/api/outlook/login`): the body and the vendor
 * header, which the API client does not hand back.
 */
export async function signInCall(path: string, body: unknown): Promise<{ body: SignInAnswer; vendor: string | null }> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }
  const answer = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, answer);
  return { body: answer as SignInAnswer, vendor: res.headers.get('x-vendor') };
}

/** The provider a sign-in went to, kept while the browser is away at it: `/authorize` finishes at its kind's call. */
const SSO_KEY = 'atrium.sso';
export interface SsoTrip {
  kind: 'outlook' | 'oidc';
  workspace: string;
}
export const rememberSsoTrip = (trip: SsoTrip) => sessionStorage.setItem(SSO_KEY, JSON.stringify(trip));
export function takeSsoTrip(): SsoTrip | null {
  const raw = sessionStorage.getItem(SSO_KEY);
  sessionStorage.removeItem(SSO_KEY);
  try {
    return raw ? (JSON.parse(raw) as SsoTrip) : null;
  } catch {
    return null;
  }
}
