import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeInfo } from '@atrium/sdk/ui';
import { AuthLayout } from './AuthLayout.js';
import { api } from '../../api/client.js';
import { useSession } from '../../session/SessionProvider.js';
import { clearSession, saveSession, takeWanted } from '../../session/storage.js';

/**
 * `/authorize?token=…&expires=…`: signs in with a session token handed over by another sign-in
 * channel (single sign-on, an admin's "open as", a mobile app). The token is checked with
 * `GET /api/me` before it is kept.
 */
export default function AuthorizePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [failed, setFailed] = useState(false);
  const token = params.get('token');
  const expires = params.get('expires');

  useEffect(() => {
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
  }, [token, expires, signedIn, navigate]);

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
