import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@atrium/sdk/shared';
import { ApiError } from '@atrium/sdk/ui';
import { AuthLayout } from './AuthLayout.js';
import { signInFailure } from './messages.js';
import { signInCall } from './sign-in-call.js';
import { SsoButtons } from './SsoButtons.js';
import { useSession } from '../../session/SessionProvider.js';
import { clearSession, getLastWorkspace, takeWanted } from '../../session/storage.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { useSchemaForm } from '../shared/form.js';

/**
 * `/login/` and `/login_new/`: sign-in with login or e-mail and password. Logins are per company: the
 * workspace comes from `?ws=`, else the last sign-in in this browser, else the person types it; left
 * empty, the server finds the one account the password opens.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { session, signedIn } = useSession();
  // Where to go once signed in: the path wanted before sign-in, else the root (which picks the start page).
  const [target, setTarget] = useState('/');
  const [params] = useSearchParams();
  const workspace = params.get('ws') ?? getLastWorkspace() ?? '';
  // The server checks the fields (its messages show under them): the sign-in page loads no schema library.
  const form = useSchemaForm<typeof LoginBody>(null, { login: '', password: '', workspace }, { keepEmpty: ['login', 'password'] });
  // A sign-in with a provider that /authorize could not finish arrives with its refusal.
  const refused = (useLocation().state as { ssoError?: string } | null)?.ssoError ?? null;
  const [error, setError] = useState<string | null>(refused);
  const [busy, setBusy] = useState(false);
  if (session) return <Navigate to={target} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    setError(null);
    try {
      const { body, vendor } = await signInCall('/api/loginPage', data);
      setTarget(takeWanted() ?? '/');
      signedIn(body, vendor);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && form.serverErrors(err.body?.details)) return;
      // A failed sign-in keeps the answer as the login error and clears the local session (docs/architecture.md, Failed calls).
      clearSession();
      setError(signInFailure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('signin.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert message={error} testId="login-error" />
          <TextInput
            label={t('signin.workspace')}
            description={t('signin.workspaceHint')}
            autoComplete="organization"
            {...form.text('workspace')}
          />
          <TextInput label={t('signin.login')} autoComplete="username" required {...form.text('login')} />
          <PasswordInput label={t('signin.password')} autoComplete="current-password" required {...form.text('password')} />
          <Button type="submit" loading={busy} fullWidth>
            {t('signin.submit')}
          </Button>
          <SsoButtons workspace={String(form.values.workspace ?? '')} />
          <Group justify="space-between">
            <Anchor component={Link} to="/forgot-password/" size="sm">
              {t('signin.forgot')}
            </Anchor>
            <Anchor component={Link} to="/register/" size="sm">
              {t('signin.registerTitle')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
