import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeInfo } from '@atrium/sdk/ui';
import { AuthLayout } from './AuthLayout.js';
import { signInFailure } from './messages.js';
import { signInCall, takeSsoTrip, type SignInAnswer, type SsoTrip } from './sign-in-call.js';
import { api } from '../../api/client.js';
import { useSession } from '../../session/SessionProvider.js';
import { clearSession, saveSession, takeWanted } from '../../session/storage.js';

type Finish = { trip: SsoTrip | null; call: Promise<{ body: SignInAnswer; vendor: string | null }> };

/** One call per code, however often the page's effect runs: a code and its state work once. */
const finishes = new Map<string, Finish>();
function finishOnce(code: string, state: string, iss: string | null): Finish {
  let f = finishes.get(code);
  if (!f) {
    const trip = takeSsoTrip();
    const path = trip?.kind === 'outlook' ? '/api/outlook/login' : '/api/sso/login';
    f = { trip, call: signInCall(path, { code, state, ...(iss ? { iss } : {}) }) };
    finishes.set(code, f);
  }
  return f;
}

/**
 * `/authorize`, two ways in. `?token=…&expires=…`: a session token handed over by another sign-in
 * channel (an admin's "open as", a mobile app), checked with `GET /api/me` before it is kept.
 * `?code=…&state=…`: an OpenID Connect provider sending the browser back; the code and state go to
 * `POST /api/outlook/login` (Microsoft) or `POST /api/sso/login`, and a refusal is shown on the sign-in page.
 */
export default function AuthorizePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [failed, setFailed] = useState(false);
  const token = params.get('token');
  const expires = params.get('expires');
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  const providerError = params.get('error');

  useEffect(() => {
    if (!code && !providerError) return;
    let live = true;
    const back = (trip: SsoTrip | null, ssoError: string) =>
      navigate(trip ? `/login/?ws=${encodeURIComponent(trip.workspace)}` : '/login/', { replace: true, state: { ssoError } });
    if (providerError || !code || !state) {
      back(takeSsoTrip(), t('auth.ssoCancelled'));
      return;
    }
    const { trip, call } = finishOnce(code, state, iss);
    call
      .then(({ body, vendor }) => {
        if (!live) return;
        signedIn(body, vendor);
        navigate(takeWanted() ?? '/', { replace: true });
      })
      .catch((err: unknown) => {
        clearSession();
        if (live) back(trip, signInFailure(err));
      });
    return () => {
      live = false;
    };
  }, [code, state, iss, providerError, signedIn, navigate, t]);

  useEffect(() => {
    if (code || providerError) return;
    if (!token || !expires || !(Date.parse(expires) > Date.now())) {
      setFailed(true);
      return;
    }
    let live = true;
    saveSession({ token, expires, userId: '' });
    api
      .get<{ result: MeInfo }>('/api/me', { quiet: true })
      .then(({ result }) => {
        if (!live) return;
        signedIn({ token, expires, result: { _id: result.user._id } }, null);
        navigate(takeWanted() ?? '/', { replace: true });
      })
      .catch(() => {
        clearSession();
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [code, providerError, token, expires, signedIn, navigate]);

  return (
    <AuthLayout title={t('signin.authorizeTitle')}>
      {failed ? (
        <Stack>
          <Alert color="red" role="alert">
            {t('signin.authorizeFailed')}
          </Alert>
          <Button component={Link} to="/login/">
            {t('signin.toSignIn')}
          </Button>
        </Stack>
      ) : (
        <Center>
          <Stack align="center">
            <Loader aria-label={t('app.loading')} />
            <Text>{t('signin.authorizing')}</Text>
          </Stack>
        </Center>
      )}
    </AuthLayout>
  );
}
