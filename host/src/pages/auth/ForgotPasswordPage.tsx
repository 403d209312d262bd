import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordBody } from '@atrium/sdk/shared';
import { AuthLayout } from './AuthLayout.js';
import { useAuthSubmit } from './useAuthSubmit.js';
import { formError } from './messages.js';
import { api } from '../../api/client.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { useSchemaForm } from '../shared/form.js';

/** `/forgot-password/`: asks for a single-use link; the answer never tells whether the address exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useSchemaForm(ForgotPasswordBody, { email: '' }, { keepEmpty: ['email'] });
  const state = useAuthSubmit(
    () => form.validate(),
    (data) => api.post('/api/forgot_password', data, { quiet: true }),
    (err) => `${t('auth.restoreError')}: ${formError(err)}`,
  );
  return (
    <AuthLayout title={t('signin.forgotTitle')}>
      <form onSubmit={state.submit} noValidate>
        <Stack>
          {state.done ? (
            <Alert color="green" role="status" data-testid="forgot-sent">
              {t('signin.sent')}
            </Alert>
          ) : (
            <Text size="sm">{t('signin.forgotText')}</Text>
          )}
          <ErrorAlert message={state.error} />
          <TextInput type="email" label={t('signin.email')} autoComplete="email" required {...form.text('email')} />
          <Button type="submit" loading={state.busy}>
            {t('signin.send')}
          </Button>
          <Anchor component={Link} to="/login/" size="sm">
            {t('signin.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
