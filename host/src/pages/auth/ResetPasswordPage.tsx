import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordBody } from '@atrium/sdk/shared';
import { AuthLayout } from './AuthLayout.js';
import { useAuthSubmit } from './useAuthSubmit.js';
import { api } from '../../api/client.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { useSchemaForm } from '../shared/form.js';

/**
 * `/reset-password/{token}`: a new password and its confirmation, which must match. `/register/{token}`
 * is an invitation's link: the same form, welcoming a new employee to set their first password.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invited = useLocation().pathname.startsWith('/register/');
  const form = useSchemaForm(ResetPasswordBody, { password: '', confirmPassword: '' }, { keepEmpty: ['password', 'confirmPassword'] });
  const state = useAuthSubmit(
    () => form.validate(),
    (data) => api.post(`/api/reset_password/${encodeURIComponent(token)}`, data, { quiet: true }),
  );
  return (
    <AuthLayout title={invited ? t('signin.invitedTitle') : t('signin.resetTitle')}>
      {state.done ? (
        <Stack>
          <Alert color="green" role="status" data-testid="reset-done">
            {t('signin.resetDone')}
          </Alert>
          <Button component={Link} to="/login/">
            {t('signin.submit')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={state.submit} noValidate>
          <Stack>
            <ErrorAlert message={state.error} />
            <PasswordInput label={t('signin.newPassword')} autoComplete="new-password" required {...form.text('password')} />
            <PasswordInput label={t('signin.confirmPassword')} autoComplete="new-password" required {...form.text('confirmPassword')} />
            <Button type="submit" loading={state.busy}>
              {t('signin.save')}
            </Button>
            <Anchor component={Link} to="/login/" size="sm">
              {t('signin.back')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
