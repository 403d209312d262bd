import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, useApi, useShell } from '@atrium/sdk/ui';
import { UserUpdate } from '@atrium/sdk/shared';
import { useSchemaForm } from '../shared/form.js';
import { errorText } from '../shared/errors.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

/** Changing one's own password needs the old one (the server checks it); other sessions end. */
export function PasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const { toast } = useShell();
  const form = useSchemaForm(UserUpdate, { oldPassword: '', password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = form.validate() as Record<string, unknown> | null;
    if (!data) return;
    if (!data.password) return form.serverErrors([{ path: 'password', message: 'password at least 6 characters' }]);
    try {
      await api.put(`/api/user/${userId}`, data, { quiet: true });
      toast({ message: t('profile.passwordChanged'), color: 'green' });
      form.reset({ oldPassword: '', password: '', confirmPassword: '' });
      setFailure(null);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 400 && form.serverErrors(err.body?.details))) setFailure(errorText(err));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.changePassword')}
        </Title>
        <ErrorAlert message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <PasswordInput label={t('profile.oldPassword')} autoComplete="current-password" {...form.text('oldPassword')} />
          <PasswordInput label={t('profile.newPassword')} autoComplete="new-password" {...form.text('password')} />
          <PasswordInput label={t('profile.confirmPassword')} autoComplete="new-password" {...form.text('confirmPassword')} />
        </SimpleGrid>
        <Button type="submit" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('profile.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
