import { Alert, Anchor, Button, Center, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserRegister } from '@atrium/sdk/shared';
import { AuthLayout } from './AuthLayout.js';
import { useAuthSubmit } from './useAuthSubmit.js';
import { api } from '../../api/client.js';
import { useSession } from '../../session/SessionProvider.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { useSchemaForm } from '../shared/form.js';

const EMPTY = { firstName: '', lastName: '', email: '', login: '', password: '', confirmPassword: '' };
/** Sent even when empty, so the schema's own message says what is wrong; an empty login is an absent (optional) one. */
const KEEP_EMPTY = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

/** An admin creates an employee of their company (`POST /api/register`). */
function RegisterForm({ company }: { company: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm(UserRegister, EMPTY, { keepEmpty: KEEP_EMPTY });
  const state = useAuthSubmit(
    () => form.validate(),
    async (data) => {
      await api.post('/api/register', data, { quiet: true });
      form.reset(EMPTY);
    },
  );
  return (
    <form onSubmit={state.submit} noValidate>
      <Stack>
        <Text size="sm">{t('signin.registerAdmin', { company })}</Text>
        {state.done && (
          <Alert color="green" role="status" data-testid="register-ok">
            {t('empls.success')}
          </Alert>
        )}
        <ErrorAlert message={state.error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('signin.firstName')} required maxLength={20} {...form.text('firstName')} />
          <TextInput label={t('signin.lastName')} required maxLength={20} {...form.text('lastName')} />
        </SimpleGrid>
        <TextInput type="email" label={t('signin.email')} required autoComplete="off" {...form.text('email')} />
        <TextInput label={t('signin.loginName')} autoComplete="off" {...form.text('login')} />
        <PasswordInput label={t('signin.password')} required autoComplete="new-password" {...form.text('password')} />
        <PasswordInput label={t('signin.confirmPassword')} required autoComplete="new-password" {...form.text('confirmPassword')} />
        <Button type="submit" loading={state.busy}>
          {t('signin.create')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/register/`. The API has no self-registration: accounts are created by a company admin. An admin
 * sees the employee form; anybody else reads how to get an account (see docs/architecture.md).
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { me, loading } = useSession();
  return (
    <AuthLayout title={t('signin.registerTitle')}>
      {loading ? (
        <Center>
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : me?.isAdmin && me.client ? (
        <RegisterForm company={me.client.name} />
      ) : (
        <Stack>
          <Text data-testid="register-info">{t('signin.registerNoSelf')}</Text>
          <Anchor component={Link} to="/login/">
            {t('signin.back')}
          </Anchor>
        </Stack>
      )}
    </AuthLayout>
  );
}
