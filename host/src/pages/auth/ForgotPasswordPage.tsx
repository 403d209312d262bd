import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordBody } from '@atrium/sdk/shared';
import { AuthLayout } from './AuthLayout.js';
import { useZodForm } from './useZodForm.js';
import { formError } from './messages.js';
import { api } from '../../api/client.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

/** `/forgot-password/`: asks for a single-use link; the answer never tells whether the address exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useZodForm(ForgotPasswordBody, { email: '' });
  const [state, setState] = useState<{ sent: boolean; error: string | null; busy: boolean }>({ sent: false, error: null, busy: false });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    setState({ sent: false, error: null, busy: true });
    try {
      await api.post('/api/forgot_password', data, { quiet: true });
      setState({ sent: true, error: null, busy: false });
    } catch (err) {
      setState({ sent: false, error: `${t('auth.restoreError')}: ${formError(err)}`, busy: false });
    }
  };
  return (
    <AuthLayout title={t('signin.forgotTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {state.sent ? (
            <Alert color="green" role="status" data-testid="forgot-sent">
              {t('signin.sent')}
            </Alert>
          ) : (
            <Text size="sm">{t('signin.forgotText')}</Text>
          )}
          <ErrorAlert message={state.error} />
          <TextInput type="email" label={t('signin.email')} autoComplete="email" required {...form.field('email')} />
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
